/**
 * What travels on a conversation's bus channel. `ui` events go to the conversation's UI-state sockets;
 * `voice-control` messages reach the instance that holds the conversation's voice socket; `lifecycle`
 * reaches every socket of the conversation on any instance (an erased conversation closes them all).
 */
import type { UiStateServerEvent } from '@shared';

export type VoiceControl =
  | { action: 'story-context-changed'; storyId: string; readingMode: boolean }
  | { action: 'story-context-cleared' }
  | { action: 'announce'; kind: 'welcome' | 'story' | 'introduction'; text: string }
  | { action: 'announcement-complete' }
  | { action: 'reading-session-reset' }
  | { action: 'redirect'; instruction: string; storyQuestion: string | null };

export type BusMessage =
  | { channel: 'ui'; event: UiStateServerEvent }
  | { channel: 'voice-control'; control: VoiceControl }
  | { channel: 'lifecycle'; event: 'erased' };

export function isBusMessage(value: unknown): value is BusMessage {
  if (typeof value !== 'object' || value === null) return false;
  const channel = (value as { channel?: unknown }).channel;
  return channel === 'ui' || channel === 'voice-control' || channel === 'lifecycle';
}

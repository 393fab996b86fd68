/**
 * Rebuilding a capped session in a fresh upstream one, invisibly: the frames to send first (current
 * settings, the last turns as text items, the uncommitted audio) and a filter that hides the new
 * session's greeting and the echoes of those frames from the child.
 */
import type { RelaySessionSettings } from '../relay-types';
import type { ConversationMemory } from './conversation-memory';
import type { RelayDialect, RelayFrame } from './types';

/** Client event ids of restore frames start with this, so upstream errors about them can be told apart. */
export const RESTORE_EVENT_PREFIX = 'relay-restore-';

export function restoreFrames(
  dialect: RelayDialect,
  settings: RelaySessionSettings,
  memory: ConversationMemory,
  generation: number,
): { frames: RelayFrame[]; items: number } {
  const prefix = `${RESTORE_EVENT_PREFIX}${generation}-`;
  const items = memory.replayFrames(prefix);
  const frames: RelayFrame[] = [
    { type: 'session.update', event_id: `${prefix}session`, session: dialect.sessionUpdate(settings) },
    ...items,
    ...memory.uncommittedAudio(),
  ];
  return { frames, items: items.length };
}

export class RestoreEchoFilter {
  private hideSession = false;
  private hideItems = 0;

  /** Called before the new socket is adopted: its session.created may already be waiting. */
  armForGreeting(): void {
    this.hideSession = true;
    this.hideItems = 0;
  }

  armForItems(count: number): void {
    this.hideItems = count;
  }

  /**
   * True when the event only echoes the restore. Returns 'restored' for the session.updated that
   * confirms the restored settings, the moment the reopen counts as a success.
   */
  check(event: RelayFrame): 'show' | 'hide' | 'restored' {
    if (this.hideSession && event.type === 'session.created') return 'hide';
    if (this.hideSession && event.type === 'session.updated') {
      this.hideSession = false;
      return 'restored';
    }
    // Upstreams handle frames in order, so the first item.created events answer the replayed items.
    if (this.hideItems > 0 && event.type === 'conversation.item.created') {
      this.hideItems -= 1;
      return 'hide';
    }
    return 'show';
  }
}

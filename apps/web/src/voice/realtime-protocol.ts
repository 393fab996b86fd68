/**
 * The voice socket's frames, from the shared schemas. Unknown types are told apart from malformed frames
 * so a server that adds an event type is not reported as broken.
 */
import {
  VoiceServerEventSchema,
  type VoiceClientEvent,
  type VoiceServerEvent,
} from '@shared/schemas/voice-ws';

export type RealtimeServerEvent = VoiceServerEvent;
export type RealtimeClientEvent = VoiceClientEvent;

export type ParsedFrame =
  | { kind: 'event'; event: RealtimeServerEvent }
  | { kind: 'unknown'; type: string }
  | { kind: 'malformed' };

const KNOWN_TYPES = new Set<string>(VoiceServerEventSchema.options.map((option) => option.shape.type.value));

export function parseServerFrame(text: string): ParsedFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'malformed' };
  }
  const type = json && typeof json === 'object' && 'type' in json ? json.type : undefined;
  if (typeof type === 'string' && !KNOWN_TYPES.has(type)) return { kind: 'unknown', type };
  const result = VoiceServerEventSchema.safeParse(json);
  return result.success ? { kind: 'event', event: result.data } : { kind: 'malformed' };
}

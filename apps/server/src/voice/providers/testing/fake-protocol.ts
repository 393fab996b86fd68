/** What differs between the fake upstreams: authentication, session shape, event names, the cap. */
import type { IncomingMessage } from 'node:http';
import type WebSocket from 'ws';

export type AuthVerdict =
  | { kind: 'accept' }
  /** The provider refuses the HTTP upgrade (Azure: 401 with a JSON error body). */
  | { kind: 'reject-handshake'; status: number; statusText: string; body: unknown }
  /** The provider accepts the socket, sends an error event and closes (OpenAI with a wrong key). */
  | { kind: 'reject-session'; error: Record<string, unknown>; closeCode: number; closeReason: string };

/** Provider-neutral view of a session.update, for the contract suite's assertions. */
export interface SessionSummary {
  voice: string;
  instructions: string;
  temperature: number | undefined;
  transcriptionModel: string | undefined;
  vad: { type: string; threshold: number; prefixPaddingMs: number; silenceDurationMs: number } | null;
}

export interface FakeProtocol {
  readonly name: string;
  authenticate(request: IncomingMessage): AuthVerdict;
  initialSession(): Record<string, unknown>;
  /** An error message when the provider would reject this session.update. */
  validateSession(update: Record<string, unknown>): string | null;
  summariseSession(session: Record<string, unknown>): SessionSummary;
  /** The name this provider gives one of our (beta) event names. */
  eventName(type: string): string;
  /** Azure sends word timestamps for its voices; OpenAI does not. */
  readonly wordTimestamps: boolean;
  /** Ends the session the way the provider does at its duration cap. */
  expire(socket: WebSocket): void;
}

/** What the fake says; tests push scripted lines, otherwise it describes what it received. */
export interface FakeScript {
  transcripts: string[];
  replies: string[];
  audioDeltas: number;
  deltaMs: number;
  /** Send response.created and one audio delta, then nothing: a reply cut off mid-way. */
  stallResponses: boolean;
}

export function readNumber(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

export function readObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

export function summariseVad(value: unknown): SessionSummary['vad'] {
  const vad = readObject(value);
  if (vad === undefined) return null;
  return {
    type: String(vad.type),
    threshold: readNumber(vad.threshold) ?? NaN,
    prefixPaddingMs: readNumber(vad.prefix_padding_ms) ?? NaN,
    silenceDurationMs: readNumber(vad.silence_duration_ms) ?? NaN,
  };
}

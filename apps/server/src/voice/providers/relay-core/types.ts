/**
 * What a provider plugs into the shared relay machinery: how to reach the upstream, how to say our
 * settings in its session.update, and how to read its events back in our (OpenAI-Realtime) shape.
 */
import type { VoiceSessionConfig } from '@shared';
import type { RelayCapabilities, RelayRetryPolicy, RelaySessionSettings } from '../relay-types';

/** A frame in OpenAI-Realtime shape, in either direction. */
export type RelayFrame = Record<string, unknown> & { type: string };

/** pino's Logger fits this, so does any `{ warn, info }` pair taking (object, message). */
export interface RelayLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RelayDialect {
  readonly capabilities: RelayCapabilities;
  /** Full wss:// address including the model query. */
  readonly url: string;
  /** Handshake headers (authentication and protocol version). */
  readonly headers: Readonly<Record<string, string>>;
  /** The `session` object of session.update in the upstream's own shape. */
  sessionUpdate(settings: RelaySessionSettings): Record<string, unknown>;
  /** Our view of the upstream's session object, for session.created/updated events. */
  describeSession(
    upstreamSession: Record<string, unknown>,
    settings: RelaySessionSettings,
  ): VoiceSessionConfig;
  /** A client frame in the upstream's shape (most frames need no change). */
  translateClientFrame(frame: RelayFrame): RelayFrame;
}

/** Options every relay accepts besides its provider's address and key. */
export interface RelayCoreOptions {
  retryPolicy: RelayRetryPolicy;
  logger: RelayLogger;
  /** How long connect() (and each reopen attempt) may take before giving up. Default 5000 ms. */
  connectTimeoutMs?: number;
  /** Conversation items re-sent after a reopen. Default 20. */
  replayItemLimit?: number;
  /** Ping interval; a ping unanswered by the next one cuts and reopens the upstream. Default 30000, 0 = off. */
  healthCheckIntervalMs?: number;
  /** Random source for jitter, replaceable in tests. Default Math.random. */
  random?: () => number;
}

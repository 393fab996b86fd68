/**
 * The interface every cloud voice relay implements (OpenAI Realtime, Azure Voice Live). The voice
 * session on our server stays in the middle: it hands the relay the browser's frames (already
 * validated), and receives the upstream's events to forward, tap (transcripts for reading tracking,
 * topic monitoring and logging) and enrich (active_persona, intervention_count).
 */
import type { TurnDetectionConfig } from '@shared';

/** What our session asks of the upstream model, injected through session.update. */
export interface RelaySessionSettings {
  voice: string;
  instructions: string;
  temperature: number;
  turnDetection: TurnDetectionConfig | null;
  transcriptionModel: string;
  /** Output speed, 0.25–1.5 where the upstream supports it (the age profile's speaking_rate). */
  speakingRate: number;
}

/** Connection retry behaviour, from the teacher's VoiceLive settings (seconds as the spec shows them). */
export interface RelayRetryPolicy {
  initialDelaySeconds: number;
  maxDelaySeconds: number;
  backoffMultiplier: number;
  jitter: boolean;
  maxRetries: number;
  /** Substrings of upstream close reasons/errors that mean "reopen transparently". */
  transportErrorPatterns: string[];
}

export interface RelayCapabilities {
  provider: 'openai' | 'azure-voicelive';
  wordTimestamps: boolean;
  serverVad: boolean;
}

export type RelayStatus =
  | { state: 'connecting' }
  | { state: 'open' }
  | { state: 'reconnecting'; attempt: number }
  | { state: 'closed'; reason: string };

export interface RealtimeRelay {
  readonly capabilities: RelayCapabilities;
  /** Opens the upstream socket and applies the settings; rejects if the upstream cannot be reached. */
  connect(settings: RelaySessionSettings): Promise<void>;
  /** Changes settings mid-session (reading mode, persona instructions, VAD off for announcements). */
  updateSettings(settings: Partial<RelaySessionSettings>): void;
  /** A validated client frame in OpenAI-Realtime shape; relays translate where the upstream differs. */
  send(event: Record<string, unknown> & { type: string }): void;
  /**
   * Upstream events, normalised to OpenAI-Realtime shape (type plus fields), in order. Frames the
   * upstream sends during a transparent reopen are not lost; frames our client sent meanwhile are queued.
   */
  onEvent(handler: (event: Record<string, unknown> & { type: string }) => void): void;
  onStatus(handler: (status: RelayStatus) => void): void;
  close(): Promise<void>;
}

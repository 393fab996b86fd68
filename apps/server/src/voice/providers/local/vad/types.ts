/**
 * Voice activity detection stage: a frame classifier (WebRTC VAD in production, a scripted fake in
 * tests) and the events the speech segmenter derives from it.
 */

/** WebRTC VAD aggressiveness: 0 lets most sound through as speech, 3 is strictest. */
export type VadAggressiveness = 0 | 1 | 2 | 3;

export type VadFrameMs = 10 | 20 | 30;

export interface VadCapabilities {
  sampleRateHz: number;
  frameDurationsMs: readonly VadFrameMs[];
}

export interface VoiceActivityDetector {
  readonly capabilities: VadCapabilities;
  readonly frameMs: VadFrameMs;
  /** Classifies exactly one frame of `frameMs` at `capabilities.sampleRateHz`. */
  isSpeech(frame: Int16Array): boolean;
  setAggressiveness(level: VadAggressiveness): void;
  reset(): void;
  /** Frees native memory; the detector must not be used afterwards. */
  dispose(): void;
}

export interface SpeechSegmenterOptions {
  /** Silence after speech that ends the turn (turn_detection.silence_duration_ms). */
  silenceDurationMs: number;
  /** Audio kept from before the detected onset (turn_detection.prefix_padding_ms). */
  prefixPaddingMs: number;
  /** turn_detection.threshold, 0–1: higher needs clearer speech to start a turn. */
  threshold: number;
  /** Speech needed before a turn starts, so clicks and breaths do not open one (default 90 ms). */
  minSpeechMs?: number;
  /** When false the segmenter emits nothing (announcements switch VAD off). Default true. */
  enabled?: boolean;
}

export type SegmenterEvent =
  /** `audioStartMs` includes the prefix padding, like OpenAI's input_audio_buffer.speech_started. */
  | { type: 'speech_started'; audioStartMs: number }
  /**
   * Audio of the current turn, at 16 kHz, starting `startMs` into the session's audio; `silenceMs` is
   * the run of silence this audio ends (0 when it is speech).
   */
  | { type: 'speech_audio'; pcm: Int16Array; startMs: number; silenceMs?: number }
  /** `audioEndMs` includes the silence that ended the turn, like input_audio_buffer.speech_stopped. */
  | { type: 'speech_stopped'; audioEndMs: number };

/**
 * Speech synthesis stage: text in, 24 kHz PCM16 out in chunks (sentence by sentence), so the first
 * audio of a reply can play while the rest is still being made.
 */

export interface SynthesizerCapabilities {
  sampleRateHz: number;
  voices: readonly string[];
  defaultVoice: string;
  streaming: boolean;
  /** Honours `rate` (the age profile's speaking_rate). */
  speakingRate: boolean;
}

export interface SynthesisOptions {
  voice?: string;
  /** 1 is the voice's natural pace; the age profiles use 0.8–1.0. */
  rate?: number;
}

export interface SynthesisChunk {
  /** 24 kHz mono PCM16. */
  pcm: Int16Array;
  /** The text this audio speaks (for response.audio_transcript.delta). */
  text: string;
  durationMs: number;
}

export interface SpeechSynthesizer {
  readonly capabilities: SynthesizerCapabilities;
  /** Yields audio chunk by chunk; aborting the signal stops after the chunk in progress. */
  synthesize(text: string, options?: SynthesisOptions, signal?: AbortSignal): AsyncIterable<SynthesisChunk>;
}

/**
 * A scriptable synthesizer for pipeline tests: a quiet tone per piece, as long as the words would take
 * at the requested rate, with every request recorded.
 */
import { splitForSpeech } from '../sentence-split';
import type { SpeechSynthesizer, SynthesisChunk, SynthesisOptions, SynthesizerCapabilities } from '../types';

export interface FakeSynthesizerOptions {
  msPerWord?: number;
  /** Fail every request with this error. */
  failWith?: Error;
}

export class FakeSpeechSynthesizer implements SpeechSynthesizer {
  readonly capabilities: SynthesizerCapabilities = {
    sampleRateHz: 24000,
    voices: ['fake'],
    defaultVoice: 'fake',
    streaming: true,
    speakingRate: true,
  };
  readonly requests: Array<{ text: string; options: SynthesisOptions }> = [];

  constructor(private readonly options: FakeSynthesizerOptions = {}) {}

  async *synthesize(text: string, options: SynthesisOptions = {}, signal?: AbortSignal): AsyncIterable<SynthesisChunk> {
    this.requests.push({ text, options });
    if (this.options.failWith) throw this.options.failWith;
    for (const piece of splitForSpeech(text)) {
      if (signal?.aborted) return;
      const words = piece.split(' ').length;
      const durationMs = Math.round(((this.options.msPerWord ?? 300) * words) / (options.rate ?? 1));
      const samples = Math.round((durationMs * 24000) / 1000);
      const pcm = Int16Array.from({ length: samples }, (_, i) => Math.round(2000 * Math.sin((2 * Math.PI * 220 * i) / 24000)));
      await Promise.resolve();
      yield { pcm, text: piece, durationMs };
    }
  }
}

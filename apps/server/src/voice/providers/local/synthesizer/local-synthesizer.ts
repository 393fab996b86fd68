/**
 * Flite on the worker pool, streamed piece by piece: the next piece is already being synthesized
 * while the current one is handed out, so playback never waits between sentences.
 */
import type { SpeechBackend } from '../worker-pool/types';
import { DEFAULT_FLITE_VOICE, FLITE_VOICES, OUTPUT_SAMPLE_RATE_HZ } from './flite-engine';
import { splitForSpeech } from './sentence-split';
import type { SpeechSynthesizer, SynthesisChunk, SynthesisOptions, SynthesizerCapabilities } from './types';

export class LocalSpeechSynthesizer implements SpeechSynthesizer {
  readonly capabilities: SynthesizerCapabilities;

  constructor(
    private readonly backend: SpeechBackend,
    private readonly defaults: SynthesisOptions = {},
  ) {
    this.capabilities = {
      sampleRateHz: OUTPUT_SAMPLE_RATE_HZ,
      voices: FLITE_VOICES,
      defaultVoice: defaults.voice ?? DEFAULT_FLITE_VOICE,
      streaming: true,
      speakingRate: true,
    };
  }

  async *synthesize(text: string, options: SynthesisOptions = {}, signal?: AbortSignal): AsyncIterable<SynthesisChunk> {
    const voice = options.voice ?? this.capabilities.defaultVoice;
    const rate = options.rate ?? this.defaults.rate ?? 1;
    const pieces = splitForSpeech(text);
    const request = (piece: string): Promise<{ pcm: Int16Array }> => this.backend.call({ type: 'synthesize', text: piece, voice, rate });
    let next = pieces[0] === undefined ? undefined : request(pieces[0]);
    for (let i = 0; i < pieces.length && next; i++) {
      const current = await next;
      const following = pieces[i + 1];
      next = following === undefined || signal?.aborted ? undefined : request(following);
      // Let an unawaited request fail quietly if we stop early; its error would be irrelevant.
      next?.catch(() => undefined);
      if (signal?.aborted) return;
      yield { pcm: current.pcm, text: pieces[i] ?? '', durationMs: (current.pcm.length * 1000) / OUTPUT_SAMPLE_RATE_HZ };
    }
  }
}

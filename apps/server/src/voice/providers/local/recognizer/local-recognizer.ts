/**
 * The embedded recogniser as seen from the event loop: grammars compile on any worker and are cached
 * here (so they are built once per story span, ahead of the reader); each session's stream lives on
 * the worker it is pinned to.
 */
import type { SpeechBackend } from '../worker-pool/types';
import { grammarKey } from './grammar-key';
import { detectPocketsphinx, PocketsphinxTranscriber } from './open-vocabulary';
import type {
  CompiledGrammar,
  FinalRecognition,
  GrammarSpec,
  RecognitionStream,
  RecognizedWord,
  RecognizerCapabilities,
  SpeechRecognizer,
  WrittenHypothesis,
} from './types';

// A compiled span with intents is ~100 KB of arcs; 200 covers several stories read at once.
const GRAMMAR_CACHE_SIZE = 200;

export interface LocalSpeechRecognizerOptions {
  /** Open-vocabulary transcriber; by default detected from the machine (Debian pocketsphinx). */
  openVocabulary?: PocketsphinxTranscriber | null;
  /** Where to look for Debian's pocketsphinx when detecting it (the server passes its PATH). */
  searchPath?: string;
}

export class LocalSpeechRecognizer implements SpeechRecognizer {
  readonly capabilities: RecognizerCapabilities;
  private readonly grammars = new Map<string, Promise<CompiledGrammar>>();
  private streamCount = 0;

  private constructor(
    private readonly backend: SpeechBackend,
    private readonly openVocabulary: PocketsphinxTranscriber | null,
  ) {
    this.capabilities = { sampleRateHz: 16000, streaming: true, wordTimestamps: true, grammars: true, openVocabulary: openVocabulary !== null };
  }

  static async create(backend: SpeechBackend, options: LocalSpeechRecognizerOptions = {}): Promise<LocalSpeechRecognizer> {
    let openVocabulary = options.openVocabulary;
    if (openVocabulary === undefined) {
      const install = await detectPocketsphinx(options.searchPath ?? '');
      openVocabulary = install ? new PocketsphinxTranscriber(install) : null;
      openVocabulary?.prepare();
    }
    return new LocalSpeechRecognizer(backend, openVocabulary);
  }

  compileGrammar(spec: GrammarSpec): Promise<CompiledGrammar> {
    const key = grammarKey(spec);
    const cached = this.grammars.get(key);
    if (cached) {
      // Refresh recency: Map iteration order is insertion order.
      this.grammars.delete(key);
      this.grammars.set(key, cached);
      return cached;
    }
    const compiled = this.backend.call({ type: 'compileGrammar', spec });
    compiled.catch(() => this.grammars.delete(key));
    this.grammars.set(key, compiled);
    if (this.grammars.size > GRAMMAR_CACHE_SIZE) {
      const oldest = this.grammars.keys().next().value;
      if (oldest !== undefined) this.grammars.delete(oldest);
    }
    return compiled;
  }

  async openStream(sessionId: string): Promise<RecognitionStream> {
    // Each stream is pinned to one worker (its decoder lives there), keyed by its own id so that a
    // session's second stream does not lose its worker when the first one closes.
    const streamId = `${sessionId}#${++this.streamCount}`;
    await this.backend.call({ type: 'openStream', streamId }, streamId);
    return new PinnedRecognitionStream(this.backend, streamId);
  }

  async transcribe(pcm: Int16Array, startMs: number): Promise<RecognizedWord[]> {
    if (!this.openVocabulary) throw new Error('Open-vocabulary transcription is not available on this machine');
    return this.openVocabulary.transcribe(pcm, startMs);
  }

  /** Stops the open-vocabulary decoder waiting for the next turn. */
  async close(): Promise<void> {
    await this.openVocabulary?.close();
  }
}

class PinnedRecognitionStream implements RecognitionStream {
  constructor(
    private readonly backend: SpeechBackend,
    private readonly streamId: string,
  ) {}

  async setGrammar(grammar: CompiledGrammar): Promise<void> {
    await this.backend.call({ type: 'setGrammar', streamId: this.streamId, grammar }, this.streamId);
  }

  async setQuestionGrammar(grammar: CompiledGrammar): Promise<void> {
    await this.backend.call({ type: 'setQuestionGrammar', streamId: this.streamId, grammar }, this.streamId);
  }

  write(pcm: Int16Array, startMs: number): Promise<WrittenHypothesis> {
    return this.backend.call({ type: 'write', streamId: this.streamId, pcm, startMs }, this.streamId);
  }

  end(): Promise<FinalRecognition> {
    return this.backend.call({ type: 'end', streamId: this.streamId }, this.streamId);
  }

  async close(): Promise<void> {
    await this.backend.call({ type: 'closeStream', streamId: this.streamId }, this.streamId);
    this.backend.release(this.streamId);
  }
}

/**
 * A scriptable recogniser for pipeline tests: each turn "hears" the scripted words, revealed one per
 * `msPerWord` of audio written, with times on the session clock, and ends with the scripted intent.
 */
import type {
  ChildIntent,
  CompiledGrammar,
  FinalRecognition,
  GrammarSpec,
  RecognitionStream,
  RecognizedWord,
  RecognizerCapabilities,
  SpeechRecognizer,
  WrittenHypothesis,
} from '../types';

export interface FakeTurn {
  words: readonly string[];
  intent?: ChildIntent;
  /** How sure the hearing is (FinalRecognition.confidence); absent says nothing. */
  confidence?: number;
  /** The turn was a question, not reading: no reading evidence. */
  question?: boolean;
  /** A question's reading pass, kept in its hypothesis when the question was doubtful ("<unk>" for unnamed words). */
  readingPass?: readonly string[];
}

export interface FakeRecognizerOptions {
  /** Turns heard in order; once used up, turns hear nothing. */
  turns?: FakeTurn[];
  msPerWord?: number;
  openVocabulary?: boolean;
  /** What transcribe() returns (open vocabulary). */
  transcript?: readonly string[];
}

export class FakeSpeechRecognizer implements SpeechRecognizer {
  readonly capabilities: RecognizerCapabilities;
  readonly compiled: GrammarSpec[] = [];
  readonly grammarsSet: CompiledGrammar[] = [];
  readonly questionGrammarsSet: CompiledGrammar[] = [];
  readonly streams: FakeRecognitionStream[] = [];
  private readonly turns: FakeTurn[];

  constructor(private readonly options: FakeRecognizerOptions = {}) {
    this.turns = [...(options.turns ?? [])];
    this.capabilities = { sampleRateHz: 16000, streaming: true, wordTimestamps: true, grammars: true, openVocabulary: options.openVocabulary ?? false };
  }

  /** Queues another turn. */
  hear(turn: FakeTurn): void {
    this.turns.push(turn);
  }

  compileGrammar(spec: GrammarSpec): Promise<CompiledGrammar> {
    this.compiled.push(spec);
    const words = spec.kind === 'reading' ? spec.words : [];
    return Promise.resolve({
      key: JSON.stringify(spec),
      stateCount: words.length + 1,
      startState: 0,
      finalState: words.length,
      arcs: words.map((w, i): [number, number, number, string] => [i, i + 1, 1, w.toLowerCase()]),
      pronunciations: [],
      ...(spec.kind === 'intent' || spec.intents ? { intents: spec.intents } : {}),
    });
  }

  openStream(): Promise<RecognitionStream> {
    const stream = new FakeRecognitionStream(this, this.options.msPerWord ?? 300);
    this.streams.push(stream);
    return Promise.resolve(stream);
  }

  transcribe(_pcm: Int16Array, startMs: number): Promise<RecognizedWord[]> {
    if (!this.capabilities.openVocabulary) return Promise.reject(new Error('Open-vocabulary transcription is not available'));
    const words = (this.options.transcript ?? []).map((word, i) => ({ word, startMs: startMs + i * 300, endMs: startMs + (i + 1) * 300 }));
    return Promise.resolve(words);
  }

  /** @internal the next scripted turn */
  takeTurn(): FakeTurn {
    return this.turns.shift() ?? { words: [] };
  }
}

export class FakeRecognitionStream implements RecognitionStream {
  closed = false;
  audioMs = 0;
  private turn: FakeTurn | undefined;
  private turnStartMs = 0;

  constructor(
    private readonly owner: FakeSpeechRecognizer,
    private readonly msPerWord: number,
  ) {}

  setGrammar(grammar: CompiledGrammar): Promise<void> {
    this.owner.grammarsSet.push(grammar);
    return Promise.resolve();
  }

  setQuestionGrammar(grammar: CompiledGrammar): Promise<void> {
    this.owner.questionGrammarsSet.push(grammar);
    return Promise.resolve();
  }

  write(pcm: Int16Array, startMs: number): Promise<WrittenHypothesis> {
    if (!this.turn) {
      this.turn = this.owner.takeTurn();
      this.turnStartMs = startMs;
      this.audioMs = 0;
    }
    this.audioMs += (pcm.length * 1000) / 16000;
    const heard = Math.min(this.turn.words.length, Math.floor(this.audioMs / this.msPerWord));
    return Promise.resolve({ words: this.timed(this.turn.words.slice(0, heard)), final: false });
  }

  end(): Promise<FinalRecognition> {
    const turn = this.turn ?? { words: [] };
    this.turn = undefined;
    const words = this.timed(turn.words);
    return Promise.resolve({
      hypothesis: { words: turn.intent || turn.question ? this.timed(turn.readingPass ?? []) : words, final: true },
      intent: turn.intent ?? null,
      words,
      text: turn.words.join(' '),
      ...(turn.confidence !== undefined ? { confidence: turn.confidence } : {}),
    });
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }

  private timed(words: readonly string[]): RecognizedWord[] {
    return words.map((word, i) => ({ word, startMs: this.turnStartMs + i * this.msPerWord, endMs: this.turnStartMs + (i + 1) * this.msPerWord }));
  }
}

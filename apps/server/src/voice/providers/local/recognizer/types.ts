/**
 * Speech recognition stage: grammar-constrained streaming recognition (reading and intent grammars),
 * plus optional open-vocabulary transcription where the machine has a general language model.
 */

// What the stage hears is the language layer's contract, shared with reading and pronunciation.
export type { Hypothesis, RecognizedWord } from '../../../../language/recognized-words';
import type { Hypothesis, RecognizedWord } from '../../../../language/recognized-words';
import type { QuestionVocabulary } from '../../../../language/question-patterns';
export type { QuestionVocabulary } from '../../../../language/question-patterns';

export type ChildIntent =
  | { kind: 'meaning'; word: string }
  | { kind: 'pronounce'; word: string }
  | { kind: 'read_again' }
  | { kind: 'help' }
  | { kind: 'quiz' }
  | { kind: 'talk_to'; character: string }
  | { kind: 'repeat' }
  | { kind: 'stop' }
  | { kind: 'yes' }
  | { kind: 'no' };

export interface FinalRecognition {
  /** Reading evidence only: words heard on the reading branch of the grammar. */
  hypothesis: Hypothesis;
  /** Set when the turn matched the intent grammar (a request rather than reading). */
  intent: ChildIntent | null;
  /** Everything heard, on either branch (the transcript of the turn). */
  words: RecognizedWord[];
  text: string;
  /**
   * How sure the hearing of `text` is (0..1): for a turn that was not reading, how well the audio fits
   * the question heard (question-grammar.ts); for reading, the share of its words heard as the story's.
   * Absent when the provider does not say (a cloud transcript).
   */
  confidence?: number;
}

export interface IntentVocabulary {
  /** Words the child may ask about ("what does WORD mean"): the story's vocabulary. */
  words: readonly string[];
  /** Characters the child may ask to talk to, as written ("Mister Fox"). */
  characters: readonly string[];
}

/** What to listen for. Reading spans are the current sentence or the next ~20 story words. */
export type GrammarSpec =
  | {
      kind: 'reading';
      words: readonly string[];
      /**
       * Index in `words` where the reader is expected to carry on (default 0). Starting anywhere up to
       * it costs nothing (re-reading the sentence, or a span that begins a few words before the
       * reader); starting past it is a skip.
       */
      resumeAt?: number;
      /**
       * Mid-turn, the reader may be up to this many words past `resumeAt` by the time the grammar is
       * in place: starting there is likelier than a skip, though less likely than `resumeAt` itself.
       */
      lagWords?: number;
      /** Story text around the reader, for finding them again when the decoder loses them (stall-recovery.ts). */
      window?: RefindWindow;
      intents?: IntentVocabulary;
      /** What the question pass listens for after a turn that was not reading (its own grammar). */
      questions?: QuestionVocabulary;
      /** Answers the companion is waiting for (a quiz question asked), heard in a grammar of their own. */
      answers?: QuestionVocabulary;
    }
  | { kind: 'intent'; intents: IntentVocabulary; questions?: QuestionVocabulary; answers?: QuestionVocabulary }
  /** The question pass's grammar: the story's question shapes and the requests (and the answers awaited). */
  | { kind: 'question'; questions: QuestionVocabulary; intents: IntentVocabulary; answers?: QuestionVocabulary };

/**
 * Sentences around the reader's place (a few back, more ahead): where a reader the decoder lost may be
 * found again. A lost reader is looked for only at a sentence or line start, or at the place itself.
 */
export interface RefindWindow {
  /** Story words of the window, in order. */
  words: readonly string[];
  /** Indices in `words` where a sentence or line begins. */
  starts: readonly number[];
  /** Index in `words` of the reader's place when the grammar was made. */
  at: number;
}

/** A grammar compiled to a finite-state graph, ready for the decoder; plain data, cacheable. */
export interface CompiledGrammar {
  key: string;
  stateCount: number;
  startState: number;
  finalState: number;
  /** [from, to, probability, word] — a null word is an epsilon transition. */
  arcs: Array<[number, number, number, string | null]>;
  /** Pronunciations (ARPAbet) for grammar words the decoder's dictionary lacks. */
  pronunciations: Array<[string, string]>;
  /** The vocabulary of the intent branch, for reading requests back out of a matched turn. */
  intents?: IntentVocabulary;
  /**
   * Grammars a turn is heard against besides the question grammar (the answers awaited after a quiz
   * question): in one large grammar the decoder's search loses paths a small one finds ("sam" scored 0.000
   * in the whole question grammar, 0.996 among the answers alone). The surest hearing of all is taken.
   */
  alternatives?: CompiledGrammar[];
  /**
   * The reading branch's story words: word i is read from state `firstState + i` to the next one. Lets
   * the decoder restart mid-span where the reader is (reader-recovery.ts).
   */
  reading?: {
    words: string[];
    firstState: number;
    resumeAt: number;
    /** States from which the reader may enter the story words (a re-find grammar's start and lead-in). */
    entryStates?: number[];
  };
  /** The grammar that looks for a lost reader in the spec's window (refind-grammar.ts). */
  refind?: CompiledGrammar;
}

export interface RecognizerCapabilities {
  sampleRateHz: number;
  streaming: boolean;
  wordTimestamps: boolean;
  /** Reading and intent grammars (always true for the embedded recogniser). */
  grammars: boolean;
  /** Free transcription is available (Debian pocketsphinx with its English language model). */
  openVocabulary: boolean;
}

/** One turn-by-turn recognition stream; state (decoder, grammar) lives with one worker. */
export interface RecognitionStream {
  /** Replaces the grammar. Mid-turn, words heard so far are kept and decoding continues. */
  setGrammar(grammar: CompiledGrammar): Promise<void>;
  /** What a turn that was not reading is heard against again when it ends (a `question` grammar). */
  setQuestionGrammar(grammar: CompiledGrammar): Promise<void>;
  /** Feeds 16 kHz audio of the current turn; resolves with the partial hypothesis after it. */
  write(pcm: Int16Array, startMs: number): Promise<WrittenHypothesis>;
  /** Ends the turn and returns the final result; the stream is ready for the next turn. */
  end(): Promise<FinalRecognition>;
  close(): Promise<void>;
}

export interface SpeechRecognizer {
  readonly capabilities: RecognizerCapabilities;
  /** Compiles (and caches) a grammar; call ahead of the reader so it is ready when needed. */
  compileGrammar(spec: GrammarSpec): Promise<CompiledGrammar>;
  openStream(sessionId: string): Promise<RecognitionStream>;
  /** Open-vocabulary transcription of a whole turn (16 kHz); only when capabilities.openVocabulary. */
  transcribe(pcm: Int16Array, startMs: number): Promise<RecognizedWord[]>;
}

/** A write's partial hypothesis, and the turn's ending when this write worked it out in a pause. */
export interface WrittenHypothesis extends Hypothesis {
  /** What end() will answer if no more speech comes (decoder-stream.ts previewEnding). */
  ending?: FinalRecognition;
}

/**
 * Contracts of the reading capability. The recogniser emits `Hypothesis` values; everything else here
 * is what the tracker hands back to the session, the UI-state events and the teacher views.
 */

/**
 * The evidence contract between the recogniser and the reading tracker: per word `{ word, startMs,
 * endMs }`, per hypothesis `final`. It is defined with the recogniser stage's interface, since a
 * provider is to import only its own interface and shared; reading takes it from there (types only).
 */
export type { Hypothesis, RecognizedWord } from '../language/recognized-words';

/** What became of one story word. Pending words (not reached yet) have no outcome. */
export type WordVerdict = 'correct' | 'substitution' | 'omission' | 'self_correction';

export type MiscueKind =
  'substitution' | 'omission' | 'insertion' | 'self_correction' | 'repetition' | 'hesitation';

// How a heard word compared with the expected one: a word-sound notion, defined with the sound-alike rules.
export type { MatchQuality } from '../language/sound-alike';

export interface WordOutcome {
  wordIndex: number;
  /** The story word as displayed, without edge punctuation ("Mia's"). */
  expected: string;
  verdict: WordVerdict;
  /** The last heard form that differed from the expected word, when there was one. */
  heard?: string;
  /** Timing of the first reading; absent when the word was not heard. */
  startMs?: number;
  endMs?: number;
  /** How many times the word was read (re-reads included). */
  readCount: number;
  /** Pause before the first reading, when it was longer than the hesitation threshold. */
  hesitationMs?: number;
}

export interface MiscueRecord {
  wordIndex: number;
  /** The story word (or, for a repetition, the repeated words) as displayed. */
  expected: string;
  heard?: string;
  kind: MiscueKind;
  /** When the evidence that decided the record was heard (session-relative). */
  atMs: number;
}

/** The spec's progress, next-word and context shapes: the zod schemas in shared are their source. */
export type {
  NextWord,
  ReadingContext,
  ReadingProgress,
  ReadingProgressEvent,
} from '@shared/schemas/reading';

export interface TrackerUpdate {
  /** True when the current word moved forward. */
  moved: boolean;
  /** The words were taken as reading the story text (not talk, noise or a request). */
  reading: boolean;
  previousWordIndex: number;
  currentWordIndex: number;
  completionPercentage: number;
  final: boolean;
}

/**
 * The pronunciation scoring stage: one interface, a local implementation (CMU phone distance and
 * timing evidence), an Azure adapter, and a scriptable fake for tests. Scores are on the spec's
 * 0–100 scale; error types are the spec's None, Mispronunciation, Omission and Insertion.
 */
import type { PronunciationGranularity, SyllableScore } from '@shared';

export type PronunciationErrorKind = 'None' | 'Mispronunciation' | 'Omission' | 'Insertion';

/** A story word the child was expected to read, as written (punctuation kept: it marks phrase ends). */
export interface ReferenceWord {
  word: string;
  /** Index of the word in the whole story. */
  index: number;
}

/** A word as the recogniser heard it; times are on the session's audio clock. */
export interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
}

/** The reading tracker's verdict on a story word (see reading/types.ts `WordOutcome`). */
export interface WordVerdictHint {
  wordIndex: number;
  verdict: 'correct' | 'substitution' | 'omission' | 'self_correction';
}

export interface ScoringOptions {
  /** Report omitted and inserted words; off, only the words read are scored. Default true. */
  enableMiscue: boolean;
  /** Count the prosody estimate in the overall score. Default true. */
  enableProsody: boolean;
  /** `phoneme` adds per-syllable scores to each word. Default `phoneme`. */
  granularity: PronunciationGranularity;
}

export interface AssessmentInput {
  referenceWords: readonly ReferenceWord[];
  recognized: readonly TimedWord[];
  outcomes?: readonly WordVerdictHint[];
  /** The utterance's audio, for scorers that listen themselves (Azure). */
  audio?: { pcm: Int16Array; sampleRateHz: number };
  userAge?: number;
  /** BCP-47; the local scorer knows en-US only. */
  locale?: string;
  options?: Partial<ScoringOptions>;
}

export interface AssessedWord {
  /** The story word as displayed, or the heard word for an insertion. */
  word: string;
  /** Story index; null for an insertion. */
  referenceIndex: number | null;
  accuracy: number;
  errorType: PronunciationErrorKind;
  syllables: SyllableScore[];
  heard?: string;
  startMs?: number;
  endMs?: number;
}

export interface SegmentScores {
  accuracy: number;
  fluency: number;
  completeness: number;
  /** The local scorer's prosody is an estimate from pauses and pace, not a pitch analysis. */
  prosody: number;
  overall: number;
}

export interface Assessment {
  /** Story words in reading order, insertions where they were heard. */
  words: AssessedWord[];
  scores: SegmentScores;
  recognizedText: string;
  durationMs: number;
  scorer: 'local' | 'azure';
}

export interface ScorerCapabilities {
  name: 'local' | 'azure';
  /** Needs the utterance's audio (the local scorer works from recognised words and their times). */
  needsAudio: boolean;
  /** How prosody is obtained. */
  prosody: 'measured' | 'estimated';
  /** BCP-47 locales the scorer can assess. */
  locales: readonly string[];
}

export interface PronunciationScorer {
  readonly capabilities: ScorerCapabilities;
  assess(input: AssessmentInput): Promise<Assessment>;
}

export const DEFAULT_SCORING_OPTIONS: ScoringOptions = {
  enableMiscue: true,
  enableProsody: true,
  granularity: 'phoneme',
};

export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

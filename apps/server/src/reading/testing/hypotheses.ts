/**
 * Scripted recogniser output for tests and benchmarks: timed words from plain text, and the stream of
 * growing partial hypotheses a streaming decoder would emit before its final one.
 */
import type { Hypothesis, RecognizedWord } from '../types';

export interface Pace {
  startMs: number;
  /** Length of each spoken word. */
  wordMs: number;
  /** Silence between words. */
  gapMs: number;
}

export const STEADY_PACE: Pace = { startMs: 0, wordMs: 300, gapMs: 100 };

/** Timed words for `text` (words split at spaces), starting at `pace.startMs`. */
export function timedWords(text: string, pace: Partial<Pace> = {}): RecognizedWord[] {
  const { startMs, wordMs, gapMs } = { ...STEADY_PACE, ...pace };
  return text
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((word, i) => {
      const wordStartMs = startMs + i * (wordMs + gapMs);
      return { word, startMs: wordStartMs, endMs: wordStartMs + wordMs };
    });
}

/** Where the next utterance can start after these words, leaving `pauseMs` of silence. */
export function after(words: readonly RecognizedWord[], pauseMs = 500): number {
  return (words[words.length - 1]?.endMs ?? 0) + pauseMs;
}

/** One partial per word (1 word, 2 words, …) then the final hypothesis. */
export function utterance(words: readonly RecognizedWord[]): Hypothesis[] {
  const partials = words.slice(0, -1).map((_, i) => ({ words: words.slice(0, i + 1), final: false }));
  return [...partials, { words: [...words], final: true }];
}

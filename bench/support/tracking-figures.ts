/**
 * What the highlight did against the ground truth of a reading: the reading_progress events a client
 * received, when the highlight first passed each correctly read word (tracking lag), how long it sat
 * still while the reader read on, and the true WCPM the tracker's figure is compared with.
 */
import type { TimedVoiceClient } from './timed-client';

export interface ProgressPoint {
  /** Arrival time on this process's clock (performance.now()). */
  atMs: number;
  index: number;
}

/** A spoken word with its place on the audio clock and the story word it attempts (null: inserted). */
export interface SpokenTruth {
  storyIndex: number | null;
  startMs: number;
  endMs: number;
}

export function progressOf(client: TimedVoiceClient): ProgressPoint[] {
  return client.timed
    .filter((t) => t.event.type === 'reading_progress')
    .map((t) => ({ atMs: t.atMs, index: (t.event.progress as { current_word_index: number }).current_word_index }));
}

export interface WordPass {
  storyIndex: number;
  /** From the word's end in the audio (streamed from `t0`) to the first reading_progress past it; null when none did. */
  lagMs: number | null;
}

/** For each correctly read word, when the highlight first passed it. */
export function wordPasses(
  words: readonly SpokenTruth[],
  correct: ReadonlyMap<number, boolean>,
  progress: readonly ProgressPoint[],
  t0: number,
): WordPass[] {
  const passes: WordPass[] = [];
  for (const word of words) {
    if (word.storyIndex === null || correct.get(word.storyIndex) !== true) continue;
    const storyIndex = word.storyIndex;
    const passed = progress.find((p) => p.index > storyIndex);
    passes.push({ storyIndex, lagMs: passed ? passed.atMs - (t0 + word.endMs) : null });
  }
  return passes;
}

/**
 * Ground truth WCPM as fluency/wcpm.ts defines reading time: word durations plus pauses up to 3 s,
 * over the spoken words up to story word `throughIndex`.
 */
export function trueWcpm(words: readonly SpokenTruth[], correct: ReadonlyMap<number, boolean>, throughIndex = Infinity): number {
  let readingMs = 0;
  let lastEnd: number | undefined;
  const last = words.findLastIndex((w) => w.storyIndex !== null && w.storyIndex <= throughIndex);
  for (const w of words.slice(0, last + 1)) {
    readingMs += w.endMs - w.startMs + (lastEnd === undefined ? 0 : Math.min(3000, Math.max(0, w.startMs - lastEnd)));
    lastEnd = w.endMs;
  }
  const correctWords = [...correct].filter(([index, ok]) => ok && index <= throughIndex).length;
  return correctWords / (readingMs / 60_000);
}

/**
 * The most sentences (breaths) read from start to end while the highlighted word did not change: for
 * each stretch between two reading_progress events that moved it (the last stretch ending at
 * `endAtMs`), the breaths spoken wholly inside it.
 */
export function mostSentencesWhileStill(
  progress: readonly ProgressPoint[],
  breaths: ReadonlyArray<{ startMs: number; endMs: number }>,
  t0: number,
  endAtMs: number,
): number {
  const moves: ProgressPoint[] = [];
  for (const p of progress) if (moves.at(-1)?.index !== p.index) moves.push(p);
  let most = 0;
  moves.forEach((move, k) => {
    const stillTo = moves[k + 1]?.atMs ?? endAtMs;
    const read = breaths.filter((b) => t0 + b.startMs >= move.atMs && t0 + b.endMs <= stillTo).length;
    most = Math.max(most, read);
  });
  if (moves.length === 0) most = breaths.filter((b) => t0 + b.endMs <= endAtMs).length;
  return most;
}

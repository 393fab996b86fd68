/**
 * Word alignment for scoring: which heard word was an attempt at which story word. The cost of pairing
 * two words is their sound distance (CMU phones, language/sound-alike.ts), so "elegant" for
 * "elephant" pairs up as a mispronunciation while an extra "big" stays an insertion.
 */
import { soundDistance } from '../../language/sound-alike';

export type AlignStep =
  | { kind: 'match'; ref: number; heard: number; distance: number }
  | { kind: 'omit'; ref: number }
  | { kind: 'insert'; heard: number };

const GAP_COST = 0.7;

function distances(ref: readonly string[], heard: readonly string[]): number[][] {
  return heard.map((h) => ref.map((r) => soundDistance(h, r)));
}

/**
 * Edit-distance table: cost[i][j] of aligning the first i heard words with the first j reference words.
 * 'free-start' lets the heard words begin anywhere in the reference (skipped words before cost nothing).
 */
function alignmentCosts(d: number[][], n: number, m: number, start: 'global' | 'free-start'): number[][] {
  const cost: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  if (start === 'global') for (let j = 1; j <= n; j += 1) cost[0]![j] = j * GAP_COST;
  for (let i = 1; i <= m; i += 1) {
    cost[i]![0] = i * GAP_COST;
    for (let j = 1; j <= n; j += 1) {
      cost[i]![j] = Math.min(
        cost[i - 1]![j - 1]! + d[i - 1]![j - 1]!,
        cost[i - 1]![j]! + GAP_COST,
        cost[i]![j - 1]! + GAP_COST,
      );
    }
  }
  return cost;
}

/** Global alignment of the heard words to every reference word. */
export function alignWords(ref: readonly string[], heard: readonly string[]): AlignStep[] {
  const d = distances(ref, heard);
  const n = ref.length;
  const m = heard.length;
  const cost = alignmentCosts(d, n, m, 'global');
  const steps: AlignStep[] = [];
  let i = m;
  let j = n;
  while (i > 0 || j > 0) {
    const here = cost[i]![j]!;
    if (i > 0 && j > 0 && Math.abs(here - (cost[i - 1]![j - 1]! + d[i - 1]![j - 1]!)) < 1e-9) {
      steps.push({ kind: 'match', ref: j - 1, heard: i - 1, distance: d[i - 1]![j - 1]! });
      i -= 1;
      j -= 1;
    } else if (j > 0 && Math.abs(here - (cost[i]![j - 1]! + GAP_COST)) < 1e-9) {
      steps.push({ kind: 'omit', ref: j - 1 });
      j -= 1;
    } else {
      steps.push({ kind: 'insert', heard: i - 1 });
      i -= 1;
    }
  }
  return steps.reverse();
}

export interface LocatedSpan {
  /** First window word read, inclusive. */
  start: number;
  /** Word after the last one read, exclusive. */
  end: number;
  /** Heard words that matched a story word closely (sound-alikes included). */
  matched: number;
}

const CLOSE_MATCH = 0.34;

/**
 * Where in `window` the heard words were read: a semi-global alignment (the span may start and end
 * anywhere in the window). Of equally good spans the latest wins, since the reader moves forward.
 */
export function locateSpan(window: readonly string[], heard: readonly string[]): LocatedSpan | null {
  const n = window.length;
  const m = heard.length;
  if (n === 0 || m === 0) return null;
  const d = distances(window, heard);
  const cost = alignmentCosts(d, n, m, 'free-start');
  let bestEnd = 0;
  for (let j = 1; j <= n; j += 1) if (cost[m]![j]! <= cost[m]![bestEnd]! + 1e-9) bestEnd = j;
  let i = m;
  let j = bestEnd;
  let start = bestEnd;
  let end = -1;
  let matched = 0;
  while (i > 0 && j > 0) {
    const here = cost[i]![j]!;
    if (Math.abs(here - (cost[i - 1]![j - 1]! + d[i - 1]![j - 1]!)) < 1e-9) {
      if (d[i - 1]![j - 1]! <= CLOSE_MATCH) matched += 1;
      if (end < 0) end = j;
      start = j - 1;
      i -= 1;
      j -= 1;
    } else if (Math.abs(here - (cost[i - 1]![j]! + GAP_COST)) < 1e-9) {
      i -= 1;
    } else {
      j -= 1;
    }
  }
  return end < 0 ? null : { start, end, matched };
}

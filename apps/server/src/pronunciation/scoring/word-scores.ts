/**
 * One word's score: accuracy from the CMU phone distance between the expected and the heard word,
 * lowered when the word was said far too fast (clipped) or far too slowly (sounded out), and split over
 * the word's syllables by which of its phones were heard.
 */
import type { SyllableScore } from '@shared';
import { NEAR_MATCH_MAX_DISTANCE, pronunciations } from '../../language/sound-alike';
import { syllablesOf } from '../../language/syllables';
import { clampScore } from './types';

/** The lowest accuracy of a sound-alike; a clearly different word scores below 60 (mispronounced). */
const NEAR_FLOOR = 70;
const FAR_CEILING = 59;
/** A child reading aloud says about one phone per this many ms (slower than conversation). */
const EXPECTED_MS_PER_PHONE = 95;
const MIN_EXPECTED_WORD_MS = 220;
const TOO_FAST_RATIO = 0.35;
const TOO_SLOW_RATIO = 3.2;
const MAX_PACE_PENALTY = 20;

export type WordPace = 'ok' | 'too_fast' | 'too_slow';

export function phonesOf(norm: string): string[] {
  return pronunciations(norm)?.[0] ?? [...norm.replace(/['-]/g, '')];
}

/**
 * Sound-alikes (distance up to NEAR_MATCH_MAX_DISTANCE) keep 70–100: the offline recogniser hears them
 * for correctly read words too (notes/offline-speech.md), so they lower a word but do not fail it.
 */
export function accuracyFromDistance(distance: number): number {
  if (distance <= NEAR_MATCH_MAX_DISTANCE) return clampScore(100 - ((100 - NEAR_FLOOR) * distance) / NEAR_MATCH_MAX_DISTANCE);
  return clampScore(FAR_CEILING * (1 - (distance - NEAR_MATCH_MAX_DISTANCE) / (1 - NEAR_MATCH_MAX_DISTANCE)));
}

/** How a word's spoken length compares with what its phones need. */
export function wordPace(norm: string, durationMs: number): { pace: WordPace; penalty: number } {
  const expectedMs = Math.max(MIN_EXPECTED_WORD_MS, phonesOf(norm).length * EXPECTED_MS_PER_PHONE);
  const ratio = durationMs / expectedMs;
  if (ratio < TOO_FAST_RATIO) {
    return { pace: 'too_fast', penalty: Math.min(MAX_PACE_PENALTY, ((TOO_FAST_RATIO - ratio) / TOO_FAST_RATIO) * MAX_PACE_PENALTY) };
  }
  if (ratio > TOO_SLOW_RATIO) return { pace: 'too_slow', penalty: Math.min(MAX_PACE_PENALTY, (ratio - TOO_SLOW_RATIO) * 6) };
  return { pace: 'ok', penalty: 0 };
}

/** For each expected phone, whether the heard word has it in place (edit-distance backtrace). */
function heardPhoneMask(expected: readonly string[], heard: readonly string[]): boolean[] {
  const n = expected.length;
  const m = heard.length;
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= m; j += 1) {
      const same = expected[i - 1] === heard[j - 1] ? 0 : 1;
      cost[i]![j] = Math.min(cost[i - 1]![j - 1]! + same, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const mask = new Array<boolean>(n).fill(false);
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const same = expected[i - 1] === heard[j - 1];
    if (cost[i]![j] === cost[i - 1]![j - 1]! + (same ? 0 : 1)) {
      mask[i - 1] = same;
      i -= 1;
      j -= 1;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i -= 1;
    else j -= 1;
  }
  return mask;
}

/** The expected and heard pronunciation variants that are closest to each other. */
function closestVariants(expectedNorm: string, heardNorm: string): { expected: string[]; mask: boolean[] } {
  const expectedVariants = pronunciations(expectedNorm) ?? [phonesOf(expectedNorm)];
  const heardVariants = pronunciations(heardNorm) ?? [phonesOf(heardNorm)];
  let best = { expected: expectedVariants[0] ?? [], mask: [] as boolean[], share: -1 };
  for (const e of expectedVariants) {
    for (const h of heardVariants) {
      const mask = heardPhoneMask(e, h);
      const share = mask.length === 0 ? 1 : mask.filter(Boolean).length / mask.length;
      if (share > best.share) best = { expected: e, mask, share };
    }
  }
  return best;
}

/**
 * Per-syllable accuracy around the word's own: a syllable whose phones were all heard sits above the
 * word score, one whose phones were missed below it, so the chips show where the word went wrong.
 */
export function syllableScores(display: string, expectedNorm: string, heardNorm: string | null, accuracy: number): SyllableScore[] {
  const syllables = syllablesOf(display);
  if (heardNorm === null) return syllables.map((syllable) => ({ syllable, accuracy_score: 0 }));
  const { expected, mask } = closestVariants(expectedNorm, heardNorm);
  const letters = syllables.reduce((n, s) => n + s.length, 0);
  const wordShare = mask.length === 0 ? 1 : mask.filter(Boolean).length / mask.length;
  let seen = 0;
  return syllables.map((syllable) => {
    const from = Math.floor((seen / letters) * expected.length);
    seen += syllable.length;
    const to = Math.max(from + 1, Math.round((seen / letters) * expected.length));
    const part = mask.slice(from, Math.min(to, mask.length));
    const share = part.length === 0 ? wordShare : part.filter(Boolean).length / part.length;
    return { syllable, accuracy_score: clampScore(accuracy + (share - wordShare) * 100) };
  });
}

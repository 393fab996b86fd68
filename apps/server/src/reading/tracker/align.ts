/**
 * Aligns one utterance (the whole current hypothesis) to the story from the committed position.
 *
 * A Viterbi pass over story positions inside a window [anchor - reread window, anchor + skip window]:
 * each heard word is either read at some position (after moving there) or inserted. Moving forward
 * over unread words costs one omission per word, capped by a flat jump cost, so skipping a line only
 * wins when several words match further on; moving back over read words (a re-read) costs a flat
 * amount plus a little per word, so one stray word never drags the reader back, and returning to the
 * frontier over words already read is free. Scores are maximised. O(heard words × window) per call.
 */
import type { HeardWord } from '../words/heard-words';
import type { MatchQuality } from '../types';
import { qualityOf, type MatchCode } from './match-table';
import {
  ALIGN_BACK_PER_WORD_SCORE,
  ALIGN_BACK_SCORE,
  ALIGN_EXACT_SCORE,
  ALIGN_FAR_SCORE,
  ALIGN_INSERTION_SCORE,
  ALIGN_JUMP_PER_WORD_SCORE,
  ALIGN_JUMP_SCORE,
  ALIGN_NEAR_SCORE,
  ALIGN_OMISSION_SCORE,
  FUNCTION_WORD_SKIP_PREFERENCE_SCORE,
} from '../tuning';

export interface AlignmentCosts {
  exact: number;
  near: number;
  far: number;
  insertion: number;
  /** Per unread word passed over, for short gaps. */
  omission: number;
  /** Flat cost of jumping ahead (a skipped line), plus `jumpPerWord` per word jumped. */
  jump: number;
  jumpPerWord: number;
  /** Flat cost of going back to re-read, plus `backPerWord` per word back. */
  back: number;
  backPerWord: number;
}

export const DEFAULT_ALIGNMENT_COSTS: AlignmentCosts = {
  exact: ALIGN_EXACT_SCORE,
  near: ALIGN_NEAR_SCORE,
  far: ALIGN_FAR_SCORE,
  insertion: ALIGN_INSERTION_SCORE,
  omission: ALIGN_OMISSION_SCORE,
  jump: ALIGN_JUMP_SCORE,
  jumpPerWord: ALIGN_JUMP_PER_WORD_SCORE,
  back: ALIGN_BACK_SCORE,
  backPerWord: ALIGN_BACK_PER_WORD_SCORE,
};

export type AlignedStep =
  | { kind: 'read'; heardIndex: number; wordIndex: number; quality: MatchQuality }
  | { kind: 'insert'; heardIndex: number; beforeIndex: number };

/** Unread words [fromIndex, toIndex) passed over; `long` when it was a jump rather than a short gap. */
export interface SkippedSpan {
  fromIndex: number;
  toIndex: number;
  long: boolean;
  /** The heard word read right after the skip. */
  heardIndex: number;
}

export interface UtteranceAlignment {
  anchor: number;
  /** First word not passed by this utterance (never before `anchor`). */
  endIndex: number;
  steps: AlignedStep[];
  skips: SkippedSpan[];
}

export interface AlignOptions {
  costs: AlignmentCosts;
  rereadWindowWords: number;
  skipWindowWords: number;
  /** Whether the story word at a (global) index is a function word: see FUNCTION_WORD_SKIP_PREFERENCE_SCORE. */
  isFunctionWord?: (wordIndex: number) => boolean;
}

const UNREACHED = -2;
/** Scores closer than this are ties; the first offer wins (staying in sequence before jumping). */
const TIE = 1e-9;
const INSERTED = -1;

/** Largest gap still scored word by word; longer gaps take the jump cost. */
export function longGapThreshold(costs: AlignmentCosts): number {
  return Math.floor(costs.jump / (costs.omission - costs.jumpPerWord));
}

export function alignUtterance(
  heard: readonly HeardWord[],
  anchor: number,
  totalWords: number,
  codesFor: (heardWord: string) => (wordIndex: number) => MatchCode,
  options: AlignOptions,
): UtteranceAlignment {
  const c = options.costs;
  const base = Math.max(0, anchor - options.rereadWindowWords);
  const top = Math.min(totalWords, anchor + options.skipWindowWords + 2 * heard.length);
  const width = top - base + 1;
  const local = anchor - base;
  const gapK = longGapThreshold(c);
  const skipScore = (k: number): number =>
    k <= 0 ? 0 : Math.max(k * c.omission, c.jump + k * c.jumpPerWord);
  // Function words among window positions [0, i): skipping [q, p) passes prefix[p] - prefix[q] of them.
  const prefix = new Float64Array(width + 1);
  for (let i = 0; i < width; i += 1) {
    prefix[i + 1] = (prefix[i] ?? 0) + (options.isFunctionWord?.(base + i) ? FUNCTION_WORD_SKIP_PREFERENCE_SCORE : 0);
  }
  const skipBonus = (q: number, p: number): number => (prefix[p] ?? 0) - (prefix[q] ?? 0);
  const score = [c.far, c.near, c.exact];

  let prev = new Float64Array(width).fill(-Infinity);
  prev[local] = 0;
  const from = new Int32Array(heard.length * width).fill(UNREACHED);
  const arrive = new Float64Array(width);
  const arriveFrom = new Int32Array(width);

  heard.forEach((word, j) => {
    const codeAt = codesFor(word.norm);
    arrive.fill(-Infinity);
    arriveFrom.fill(UNREACHED);
    const offer = (p: number, value: number, q: number): void => {
      if (value > (arrive[p] ?? -Infinity) + TIE) {
        arrive[p] = value;
        arriveFrom[p] = q;
      }
    };
    // Forward moves and staying put, left to right with running maxima.
    let bestRead = -Infinity; // best prev[q] over already-read positions q < min(p, local)
    let bestReadAt = UNREACHED;
    let bestJump = -Infinity; // best prev[q] - jumpPerWord * q over q far enough behind p to be a jump
    let bestJumpAt = UNREACHED;
    for (let p = 0; p < width - 1; p += 1) {
      offer(p, prev[p] ?? -Infinity, p);
      if (p > 0 && p - 1 < local && (prev[p - 1] ?? -Infinity) > bestRead) {
        bestRead = prev[p - 1] ?? -Infinity;
        bestReadAt = p - 1;
      }
      offer(p, bestRead + skipScore(p - local) + (p > local ? skipBonus(local, p) : 0), bestReadAt);
      for (let k = 1; k <= gapK; k += 1) {
        const q = p - k;
        if (q < local) break;
        offer(p, (prev[q] ?? -Infinity) + skipScore(k) + skipBonus(q, p), q);
      }
      const jumpFrom = p - gapK - 1;
      if (jumpFrom >= local) {
        const value = (prev[jumpFrom] ?? -Infinity) - c.jumpPerWord * jumpFrom;
        if (value > bestJump) {
          bestJump = value;
          bestJumpAt = jumpFrom;
        }
        offer(p, bestJump + c.jump + c.jumpPerWord * p, bestJumpAt);
      }
    }
    // Backward moves (re-reads), right to left.
    let bestBack = -Infinity;
    let bestBackAt = UNREACHED;
    for (let p = width - 2; p >= 0; p -= 1) {
      const value = (prev[p + 1] ?? -Infinity) + c.backPerWord * (p + 1);
      if (value > bestBack) {
        bestBack = value;
        bestBackAt = p + 1;
      }
      offer(p, bestBack + c.back - c.backPerWord * p, bestBackAt);
    }

    const next = new Float64Array(width).fill(-Infinity);
    const row = j * width;
    for (let p = 0; p < width - 1; p += 1) {
      const value = (arrive[p] ?? -Infinity) + (score[codeAt(base + p)] ?? c.far);
      if (value > (next[p + 1] ?? -Infinity)) {
        next[p + 1] = value;
        from[row + p + 1] = arriveFrom[p] ?? UNREACHED;
      }
    }
    for (let q = 0; q < width; q += 1) {
      const value = (prev[q] ?? -Infinity) + c.insertion;
      if (value > (next[q] ?? -Infinity) + TIE) {
        next[q] = value;
        from[row + q] = INSERTED;
      }
    }
    prev = next;
  });

  let end = local;
  for (let p = 0; p < width; p += 1) if ((prev[p] ?? -Infinity) > (prev[end] ?? -Infinity) + TIE) end = p;

  const steps: AlignedStep[] = [];
  let p = end;
  for (let j = heard.length - 1; j >= 0; j -= 1) {
    const code = from[j * width + p] ?? UNREACHED;
    if (code === INSERTED || code === UNREACHED) {
      steps.push({ kind: 'insert', heardIndex: j, beforeIndex: base + p });
      continue;
    }
    const wordIndex = base + p - 1;
    const quality = qualityOf(codesFor(heard[j]?.norm ?? '')(wordIndex));
    steps.push({ kind: 'read', heardIndex: j, wordIndex, quality });
    p = code;
  }
  steps.reverse();
  return withSkips(anchor, steps, gapK);
}

/** Exact spans of unread words passed over, walking the path with its furthest point so far. */
function withSkips(anchor: number, steps: AlignedStep[], gapK: number): UtteranceAlignment {
  const skips: SkippedSpan[] = [];
  let frontier = anchor;
  for (const step of steps) {
    if (step.kind !== 'read') continue;
    if (step.wordIndex > frontier) {
      const gap = step.wordIndex - frontier;
      skips.push({
        fromIndex: frontier,
        toIndex: step.wordIndex,
        long: gap > gapK,
        heardIndex: step.heardIndex,
      });
    }
    frontier = Math.max(frontier, step.wordIndex + 1);
  }
  return { anchor, endIndex: frontier, steps, skips };
}

/**
 * A second look, after the turn, at the places where the reading pass heard something other than the
 * story words but nothing the miscue rules can trust: an extra "and" or "the", a repeated word, an
 * unknown word too short to count. In the reading grammar those are cheap ways to absorb an extra or
 * swapped word (a two-syllable word costs the unknown-word loop more than a 0.001 "and"), so the
 * reading pass hides real miscues in them. Each such gap between two story words heard in order is
 * decoded again alone, with a grammar that offers only the expected words or something unknown in
 * their place or beside them; when the unknown word wins clearly, it replaces what the reading pass
 * heard there, and the miscue rules (reading/miscues/verdicts.ts) judge it as usual. Nothing is ever
 * taken away: a gap the second look finds clean keeps the reading pass's words.
 */
import { spokenAlias } from './spelled-names';
import { GrammarGraph } from './grammar-graph';
import { addUnknownWord } from './unknown-word-loop';
import type { CompiledGrammar, RecognizedWord } from './types';
import { isHesitation, isReadingWord, UNKNOWN_WORD } from './word-tags';
import {
  GAP_MAX_EXPECTED_WORDS,
  GAP_MAX_MS,
  GAP_MIN_FOUND_UNKNOWN_MS,
  GAP_SKIP_PRIOR,
  GAP_UNKNOWN_PHONE_PRIOR,
  GAP_UNKNOWN_WORD_PRIOR,
} from './tuning';

export interface GapCheckWeights {
  /** Something unknown instead of, or beside, the expected words. */
  unknownWord: number;
  unknownPhone: number;
  /** An expected word left out. */
  skip: number;
}

export const DEFAULT_GAP_WEIGHTS: GapCheckWeights = {
  unknownWord: GAP_UNKNOWN_WORD_PRIOR,
  unknownPhone: GAP_UNKNOWN_PHONE_PRIOR,
  skip: GAP_SKIP_PRIOR,
};

export interface Gap {
  /** Indices into the turn's words: the story words heard either side (exclusive bounds of the gap). */
  before: number;
  after: number;
  /** Story words expected between them (none for an extra word). */
  expected: string[];
  startMs: number;
  endMs: number;
}

/**
 * The story words a turn listened for: its reading spans joined where they overlap (each later span
 * begins at or before where the reader was in the earlier one).
 */
export function joinSpans(spans: readonly (readonly string[])[]): string[] {
  const joined: string[] = [];
  for (const span of spans) {
    let at = joined.length;
    for (let o = Math.max(0, joined.length - span.length); o < joined.length; o++) {
      const overlap = joined.length - o;
      if (joined.slice(o).every((w, t) => span[t] === w) && overlap <= span.length) {
        at = o;
        break;
      }
    }
    joined.splice(at, joined.length - at, ...span);
  }
  return joined;
}

/** Longest common subsequence of heard story words and expected words: index pairs, in order. */
export function matchInOrder(heard: readonly string[], expected: readonly string[]): Array<[number, number]> {
  const n = heard.length;
  const m = expected.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] = heard[i] === expected[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (heard[i] === expected[j]) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function isStrongUnknown(w: RecognizedWord): boolean {
  return w.word === UNKNOWN_WORD && w.endMs - w.startMs >= GAP_MIN_FOUND_UNKNOWN_MS;
}

/**
 * Gaps worth a second look: between two story words heard in order, something heard that is neither
 * the expected words, a named swap (one heard word per expected word: the rules judge those), only a
 * hesitation, nor an unknown word the rules already trust. Each takes in the story word heard on
 * either side of it: the reading pass often gives part of a swapped or extra word to its neighbour.
 * Gaps that then share words are looked at as one.
 */
export function gapsToCheck(words: readonly RecognizedWord[], expected: readonly string[]): Gap[] {
  const story = words.map((w, i) => ({ w, i })).filter(({ w }) => isReadingWord(w.word) && w.word !== UNKNOWN_WORD);
  const pairs = matchInOrder(
    story.map(({ w }) => w.word),
    expected,
  );
  const spans: Array<[number, number]> = [];
  for (let k = 1; k < pairs.length; k++) {
    const before = story[pairs[k - 1]![0]]!.i;
    const after = story[pairs[k]![0]]!.i;
    const between = words.slice(before + 1, after);
    const expectedBetween = expected.slice(pairs[k - 1]![1] + 1, pairs[k]![1]);
    if (between.length === 0) continue;
    // A hesitation alone is the reader pausing; beside an extra "and" it may be the rest of a word.
    if (between.every((w) => isHesitation(w.word)) || between.some(isStrongUnknown)) continue;
    const named = between.every((w) => isReadingWord(w.word) && w.word !== UNKNOWN_WORD);
    if (named && between.length === expectedBetween.length && expectedBetween.length > 0) continue;
    const span: [number, number] = [Math.max(0, k - 2), Math.min(pairs.length - 1, k + 1)];
    const last = spans.at(-1);
    if (last && span[0] < last[1]) last[1] = span[1];
    else spans.push(span);
  }
  const gaps: Gap[] = [];
  for (const [lo, hi] of spans) {
    const before = story[pairs[lo]![0]]!.i;
    const after = story[pairs[hi]![0]]!.i;
    const expectedBetween = expected.slice(pairs[lo]![1] + 1, pairs[hi]![1]);
    if (expectedBetween.length > GAP_MAX_EXPECTED_WORDS) continue;
    const startMs = words[before]!.endMs;
    const endMs = words[after]!.startMs;
    if (endMs - startMs > GAP_MAX_MS || endMs - startMs < GAP_MIN_FOUND_UNKNOWN_MS) continue;
    gaps.push({ before, after, expected: expectedBetween, startMs, endMs });
  }
  return gaps;
}

/** Expected words in order, each skippable or said as something unknown; something unknown before or after any of them. */
export function gapGrammar(
  expected: readonly string[],
  weights: GapCheckWeights = DEFAULT_GAP_WEIGHTS,
  /** Story words that also have a spoken alias (spelled-names.ts) known to the decoder. */
  hasSpokenAlias: (word: string) => boolean = () => false,
): CompiledGrammar {
  const graph = new GrammarGraph();
  graph.addStates(expected.length + 2);
  const last = expected.length;
  const final = last + 1;
  const loop = (from: number, to: number | number[]): void => addUnknownWord(graph, from, to, weights);
  expected.forEach((word, i) => {
    graph.addWord(i, i + 1, 1, word);
    if (hasSpokenAlias(word)) graph.addWord(i, i + 1, 1, spokenAlias(word));
    graph.addEpsilon(i, i + 1, weights.skip);
    loop(i, [i + 1, i]); // something else instead of this word, or something extra before it
  });
  loop(last, final); // or after them
  graph.addEpsilon(last, final, 1);
  return graph.compile(`gap:${expected.join(' ')}`, 0, final);
}

/**
 * The turn's words with each gap's words replaced by what the second look heard there, when it heard
 * an unknown word long enough to count. `heard` is in the order of `gaps`.
 */
export function applyGaps(words: readonly RecognizedWord[], gaps: readonly Gap[], heard: readonly (readonly RecognizedWord[])[]): RecognizedWord[] {
  let out = [...words];
  // From the last gap back, so the indices of earlier gaps still hold.
  for (let k = gaps.length - 1; k >= 0; k--) {
    const gap = gaps[k]!;
    const found = heard[k] ?? [];
    if (found.some(isStrongUnknown)) out = [...out.slice(0, gap.before + 1), ...found, ...out.slice(gap.after)];
  }
  return out;
}

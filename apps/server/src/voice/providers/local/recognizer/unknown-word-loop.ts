/**
 * A loop of single phones from `from`, left by an epsilon to `to` (or to each of several states): an
 * unexpected word ("very", "dish") shows up as `<unk>` rather than being forced onto the expected word
 * or a neighbour. Used by the reading grammar and by the second look at doubtful gaps.
 */
import type { GrammarGraph } from './grammar-graph';
import { PHONE_TAG, tagWord } from './word-tags';

export const FREE_PHONES = ['AH', 'IY', 'EH', 'AA', 'UW', 'ER', 'OW', 'S', 'T', 'N', 'K', 'L', 'R', 'M', 'D', 'B', 'F', 'Z', 'W'];

export interface UnknownWordWeights {
  /** Entering the loop. */
  unknownWord: number;
  /** Each further phone. */
  unknownPhone: number;
}

export function addUnknownWord(graph: GrammarGraph, from: number, to: number | readonly number[], weights: UnknownWordWeights): void {
  const loop = graph.addState();
  for (const phone of FREE_PHONES) {
    const word = tagWord(phone.toLowerCase(), PHONE_TAG);
    graph.definePronunciation(word, [phone]);
    graph.addWord(from, loop, weights.unknownWord, word);
    graph.addWord(loop, loop, weights.unknownPhone, word);
  }
  // One loop with several exits, not a loop per exit: the same paths at the same scores, while the
  // decoder searched every copy of the loop's phones (two copies per story word were half its search).
  for (const exit of typeof to === 'number' ? [to] : to) graph.addEpsilon(loop, exit, 1);
}

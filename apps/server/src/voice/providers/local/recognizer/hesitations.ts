/**
 * Hesitations ("um", "uh") a reader or a child asking something may produce. They are tagged
 * (`um|hesitation`) so they can be dropped from the reading evidence without dropping a story's own
 * "oh" or "ah".
 */
import type { GrammarGraph } from './grammar-graph';
import { pronounce, type PronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { HESITATION_TAG, tagWord } from './word-tags';

export const HESITATIONS = ['um', 'uh', 'er', 'ah', 'oh'] as const;

/** Lets any number of hesitations occur at `state` (self-loops). */
export function addHesitations(graph: GrammarGraph, dictionary: PronouncingDictionary, state: number, probability: number): void {
  for (const hesitation of HESITATIONS) {
    const tagged = tagWord(hesitation, HESITATION_TAG);
    graph.definePronunciation(tagged, pronounce(dictionary, hesitation) ?? []);
    graph.addWord(state, state, probability, tagged);
  }
}


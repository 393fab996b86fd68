/**
 * Child-sized meanings from WordNet: the first sense of the word's most common part of speech, cut to
 * the clause a child of the band can follow (the plainest one for the youngest), framed as a sentence.
 */
import type { AgeProfileKey as AgeBand } from '@shared';
import { isFamiliarWord } from './frequency';
import { lookupWord, type WordSense } from './wordnet';

const CLAUSE_WORDS: Record<AgeBand, number> = { '6-8': 9, '9-11': 12, '12-14': 18, '15-18': 28 };

function plainness(clause: string): number {
  const words = clause.split(/\s+/).filter((w) => /[a-z]/i.test(w));
  if (words.length === 0) return 0;
  const familiar = words.filter((w) => isFamiliarWord(w.replace(/[^a-z'-]/gi, ''))).length;
  return familiar / words.length - words.length / 100;
}

function clip(clause: string, maxWords: number): string {
  const words = clause.split(/\s+/);
  if (words.length <= maxWords) return clause;
  // Cut before a joining word so the clause still reads as a phrase ("a field where grass grows"), but
  // not between a participle and its "by" ("characterized by"), which would leave it hanging.
  let end = maxWords;
  const goodCut = (at: number): boolean =>
    /^(?:or|and|with|that|which|where|in|of|to|for|by|as)$/i.test(words[at] ?? '') &&
    !(/^by$/i.test(words[at] ?? '') && /ed$/i.test(words[at - 1] ?? ''));
  while (end > 3 && !goodCut(end)) end -= 1;
  return words.slice(0, end > 3 ? end : maxWords).join(' ');
}

/** The definition text cut for a band, without the framing sentence; null for unknown words. */
export function simpleDefinition(word: string, band: AgeBand): string | null {
  const sense = lookupWord(word, 1)[0];
  if (!sense) return null;
  return definitionFor(sense, band);
}

function definitionFor(sense: WordSense, band: AgeBand): string {
  const clauses = sense.definition
    .replace(/\([^)]*\)/g, '')
    .split(';')
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter((c) => c.length > 0);
  let chosen = clauses[0] ?? sense.definition;
  if (band === '6-8' || band === '9-11') {
    const ranked = [...clauses].sort((a, b) => plainness(b) - plainness(a));
    chosen = ranked[0] ?? chosen;
  } else if (band === '15-18' && clauses.length > 1) {
    chosen = clauses.slice(0, 2).join('; ');
  }
  return clip(chosen, CLAUSE_WORDS[band]).replace(/[\s,;:]+$/, '');
}

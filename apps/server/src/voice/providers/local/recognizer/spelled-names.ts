/**
 * Story words with a second way of saying them, under a tagged alias the decoder reports as the plain
 * word:
 * - names the pronouncing dictionary spells out as letters. The CMU dictionary holds acronyms under
 *   the same spelling as some names: "ama" is only EY EH M EY (A.M.A.), so a story's Ama (AE M AH, as
 *   Flite and a child say it) was heard as an unnamed word or as "and" and flagged although read well.
 *   They get a second pronunciation from the letter-to-sound rules;
 * - years: "1943" is "nineteen forty three" as often as "one thousand nine hundred forty three" (every
 *   year in the bench's stories was flagged when read the first way);
 * - possessives and hyphenated words the dictionary lacks, said with a part's second pronunciation:
 *   "Nadia" is N AE D Y AH or N AA D Y AH in the dictionary, but "Nadia's", built from its first
 *   pronunciation only, was heard as an unnamed word when read the second way.
 */
import { yearWords } from '@shared';
import { guessPronunciation } from '../../../../language/lexicon/letter-to-sound';
import { pronounce, type PronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { tagWord } from './word-tags';

/** The tag of a story word's second pronunciation (`ama|spoken`). */
export const SPOKEN_TAG = 'spoken';

/** How the dictionary spells each letter's name (its acronym entries are these run together). */
const LETTER_NAMES: Record<string, string> = {
  a: 'EY', b: 'B IY', c: 'S IY', d: 'D IY', e: 'IY', f: 'EH F', g: 'JH IY', h: 'EY CH', i: 'AY',
  j: 'JH EY', k: 'K EY', l: 'EH L', m: 'EH M', n: 'EH N', o: 'OW', p: 'P IY', q: 'K Y UW', r: 'AA R',
  s: 'EH S', t: 'T IY', u: 'Y UW', v: 'V IY', w: 'D AH B AH L Y UW', x: 'EH K S', y: 'W AY', z: 'Z IY',
};

/** The dictionary's phones for `word` are its letters' names: an acronym entry ("ama" → A.M.A.). */
export function isSpelledOut(word: string, phones: readonly string[]): boolean {
  const letters = [...word];
  if (letters.length < 2 || !letters.every((l) => l in LETTER_NAMES)) return false;
  return letters.map((l) => LETTER_NAMES[l]).join(' ') === phones.join(' ');
}

/** The word's second way of saying it: a spelled-out dictionary entry's letter-to-sound reading, or a year's. */
export function spokenPronunciation(dictionary: PronouncingDictionary, word: string): string[] | undefined {
  const year = yearWords(word)?.map((w) => dictionary.lookup(w));
  if (year?.every((p) => p !== undefined)) return year.flat();
  const known = dictionary.lookup(word);
  if (!known) return partsSaidOtherwise(dictionary, word);
  if (!isSpelledOut(word, known)) return undefined;
  const guessed = guessPronunciation(word);
  return guessed.length > 0 && guessed.join(' ') !== known.join(' ') ? guessed : undefined;
}

/** A possessive or hyphenated word with its parts said the dictionary's second way, where a part has one. */
function partsSaidOtherwise(dictionary: PronouncingDictionary, word: string): string[] | undefined {
  if (!word.endsWith("'s") && !word.includes('-')) return undefined;
  const first = pronounce(dictionary, word);
  const second = pronounce(dictionary, word, (w) => dictionary.secondPronunciation(w) ?? dictionary.lookup(w));
  return second && second.join(' ') !== first?.join(' ') ? second : undefined;
}

export function spokenAlias(word: string): string {
  return tagWord(word, SPOKEN_TAG);
}

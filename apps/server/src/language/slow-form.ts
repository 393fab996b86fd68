/**
 * Splitting a word into the pieces a child can say slowly: its syllables from the one splitter
 * (syllables.ts) for several syllables ("dan-ger-ous"), and an onset/rime split for one-syllable
 * words ("b-r-ave").
 */
import { syllableCount } from './lexicon/frequency';
import { syllablesOf } from './syllables';

/** Written syllables of a word: "dangerous" → ["dan", "ger", "ous"]; "brave" → ["brave"]. */
export function splitSyllables(word: string): string[] {
  const clean = word.toLowerCase().replace(/[^a-z'-]/g, '');
  if (clean.length === 0) return [];
  // A word heard as one beat is sounded out instead (soundOut), whatever the patterns say.
  if (syllableCount(clean) === 1) return [clean];
  const pieces = syllablesOf(clean);
  return pieces.length > 0 ? pieces : [clean];
}

const VOWEL = /[aeiouy]/;
const DIGRAPHS = ['ch', 'sh', 'th', 'wh', 'ph', 'ck', 'qu'];

/** Onset letters one by one, then the rime: "brave" → ["b", "r", "ave"], "ship" → ["sh", "ip"]. */
export function soundOut(word: string): string[] {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  const firstVowel = w.slice(1).search(VOWEL) + 1;
  if (w.length <= 2 || firstVowel <= 0 || VOWEL.test(w[0] ?? '')) return [w];
  const onset = w.slice(0, firstVowel);
  const pieces: string[] = [];
  for (let i = 0; i < onset.length; ) {
    const two = onset.slice(i, i + 2);
    if (DIGRAPHS.includes(two)) {
      pieces.push(two);
      i += 2;
    } else {
      pieces.push(onset[i] ?? '');
      i += 1;
    }
  }
  return [...pieces, w.slice(firstVowel)];
}

/** The slow form of a word for reading aloud: syllables for long words, sounds for one-syllable ones. */
export function slowForm(word: string): string {
  const syllables = splitSyllables(word);
  return syllables.length > 1 ? syllables.join('-') : soundOut(word).join('-');
}

/**
 * Lenient checking of a spoken quiz answer: the child says it their own way and the recogniser may
 * mishear, so an answer counts when its key words are heard — the same lemma (wink-nlp: "ran" is
 * "run"), a WordNet synonym of the story's sense ("large" for "big"), the same number in words or digits
 * ("three" for "3"), or a word that sounds the same in the CMU pronouncing dictionary.
 */
import { dictionary } from 'cmu-pronouncing-dictionary';
import { zipfFrequency } from '../../language/lexicon/frequency';
import { lookupWord } from '../../language/lexicon/wordnet';
import { lemmaOf } from '../../language/nlp';
import { contentWords, wordsOf } from '../../language/text';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** "three" and "3" alike: the number a word names, or null. */
function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index >= 0 ? index : null;
}

/** Synonyms of a word in its first few WordNet senses, single words only. */
function synonymsOf(word: string): Set<string> {
  return new Set(lookupWord(word, 3).flatMap((sense) => sense.synonyms).filter((s) => !s.includes(' ')).map((s) => s.toLowerCase()));
}

function phones(word: string): string[] | null {
  const entry = dictionary[word.toLowerCase()];
  return entry ? entry.replace(/\d/g, '').split(' ') : null;
}

function editDistance<T>(a: readonly T[], b: readonly T[]): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** Whether two words are the same word to a listener: same stem, same sounds, or one sound apart. */
export function soundsAlike(heard: string, expected: string): boolean {
  if (heard === expected || lemmaOf(heard) === lemmaOf(expected)) return true;
  const number = numberOf(expected);
  if (number !== null) return numberOf(heard) === number;
  const a = phones(heard);
  const b = phones(expected);
  if (a && b) return a.join(' ') === b.join(' ') || (Math.min(a.length, b.length) >= 4 && editDistance(a, b) <= 1);
  return expected.length >= 5 && editDistance([...heard], [...expected]) <= 1;
}

const NON_ANSWER = /^(?:i )?(?:don't|do not|dunno) know\b|^(?:no idea|not sure|pass|skip)\b/i;

/**
 * True when the spoken answer gives the expected one: its rarest key word (the one that tells answers
 * apart: "straw" in "a house of straw", "pig" in "the first little pig") is heard, or at least two key
 * words making up half of them.
 */
export function isAnswerCorrect(spoken: string, keywords: readonly string[]): boolean {
  if (keywords.length === 0 || NON_ANSWER.test(spoken.trim())) return false;
  const heard = [...new Set([...contentWords(spoken), ...wordsOf(spoken).filter((w) => w.length > 2 || /^\d+$/.test(w))])];
  const found = keywords.filter((k) => {
    if (heard.some((h) => soundsAlike(h, k))) return true;
    const synonyms = synonymsOf(lemmaOf(k));
    return heard.some((h) => synonyms.has(h) || synonyms.has(lemmaOf(h)));
  });
  const rarest = [...keywords].sort((a, b) => zipfFrequency(a) - zipfFrequency(b))[0] ?? '';
  return found.includes(rarest) || (found.length >= 2 && found.length * 2 >= keywords.length) || (keywords.length === 1 && found.length === 1);
}

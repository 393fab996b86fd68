/**
 * The part of speech a word has where the story uses it, guessed from the word before it: "we must be
 * patient" is the adjective, "the patient" the noun. A child asking what a story word means wants the
 * sense the story uses, not WordNet's most common one.
 */
import type { WordNetPos } from './wordnet';

const BEFORE_ADJECTIVE = new Set([
  'be', 'is', 'am', 'are', 'was', 'were', 'been', 'being', "isn't", "wasn't", "aren't", "weren't",
  'so', 'very', 'too', 'quite', 'really', 'more', 'most', 'less', 'feel', 'feels', 'felt', 'seem', 'seems',
  'seemed', 'look', 'looks', 'looked', 'become', 'became', 'stay', 'stayed', 'grew', 'got', 'sounded',
]);
const BEFORE_NOUN = new Set([
  'a', 'an', 'the', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'this', 'that', 'these', 'those',
  'some', 'every', 'each', 'no', 'any', 'many', 'few', "mia's", 'of',
]);
const BEFORE_VERB = new Set([
  'to', 'i', 'you', 'we', 'they', 'he', 'she', 'will', 'would', 'can', 'could', 'must', 'should', 'might',
  'may', "didn't", "don't", "can't", "won't", 'did', 'do', 'does', 'let', "let's", 'please',
]);

function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
}

/** The part of speech at the word's first use in `text`, or null when the text does not say. */
export function partOfSpeechInText(word: string, text: string): WordNetPos | null {
  const target = word.toLowerCase();
  const words = tokens(text);
  const at = words.indexOf(target);
  if (at < 0) return null;
  const before = words[at - 1];
  if (before === undefined) return null;
  if (BEFORE_ADJECTIVE.has(before)) return 'adj';
  if (BEFORE_VERB.has(before)) return 'verb';
  if (BEFORE_NOUN.has(before)) return 'noun';
  if (target.endsWith('ly')) return 'adv';
  return null;
}

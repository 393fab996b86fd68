/**
 * The CMU pronouncing dictionary as the decoder sees it (soundswallower's en-us dict.txt, 134k words),
 * plus a candidate list of frequent words for sound-alike search. Loaded once per worker.
 */
import { readFileSync } from 'node:fs';
import { numberWords } from '@shared';
import { pronounceFromParts, sEnding } from './word-forms';
import { guessPronunciation } from './letter-to-sound';
import { soundswallowerDictionaryPath, subtlexFrequencyPath } from './dictionary-files';

/** How many of the most frequent English words may stand in as sound-alikes. */
const SOUND_ALIKE_VOCABULARY = 20000;

export interface PronouncingDictionary {
  /** First pronunciation as ARPAbet phones without stress, or undefined when the word is unknown. */
  lookup(word: string): string[] | undefined;
  /**
   * Frequent dictionary words (most frequent first) keyed by phone count and first phone
   * (`f:4:HH`) and by phone count and last phone (`l:4:L`), for sound-alike search.
   */
  candidateBuckets: ReadonlyMap<string, readonly SoundAlikeCandidate[]>;
  /** A plain word (letters only) pronounced exactly `phones`, the more frequent first; undefined if none. */
  wordFor(phones: readonly string[]): string | undefined;
  /** The dictionary's second pronunciation of the word ("nadia(2)": N AA D Y AH), if it has one. */
  secondPronunciation(word: string): string[] | undefined;
}

export interface SoundAlikeCandidate {
  word: string;
  phones: string[];
  /** Frequency rank, 0 = most frequent. */
  rank: number;
}

export function firstPhoneKey(length: number, phone: string): string {
  return `f:${length}:${phone}`;
}

export function lastPhoneKey(length: number, phone: string): string {
  return `l:${length}:${phone}`;
}

/**
 * Each word's pronunciation number `variant` ("the(2)" is the second), for the words that have one.
 * Beyond the second, alternates are the decoder's business.
 */
export function parseDictionary(text: string, variant: 1 | 2 = 1): Map<string, string> {
  const entries = new Map<string, string>();
  const suffix = variant === 1 ? undefined : `(${variant})`;
  for (const line of text.split('\n')) {
    if (line.length === 0 || line.startsWith(';;')) continue;
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space);
    if (suffix === undefined ? word.endsWith(')') : !word.endsWith(suffix)) continue;
    entries.set(suffix === undefined ? word : word.slice(0, -suffix.length), line.slice(space + 1).trim());
  }
  return entries;
}

let loaded: PronouncingDictionary | undefined;

export function loadPronouncingDictionary(): PronouncingDictionary {
  if (loaded) return loaded;
  const text = readFileSync(soundswallowerDictionaryPath(), 'utf8');
  const entries = parseDictionary(text);
  let seconds: Map<string, string> | undefined;
  const frequent = JSON.parse(readFileSync(subtlexFrequencyPath(), 'utf8')) as Array<{ word: string }>;
  const candidateBuckets = new Map<string, SoundAlikeCandidate[]>();
  const file = (key: string, candidate: SoundAlikeCandidate): void => {
    const bucket = candidateBuckets.get(key) ?? [];
    bucket.push(candidate);
    candidateBuckets.set(key, bucket);
  };
  const seen = new Set<string>();
  for (const { word: raw } of frequent) {
    if (seen.size >= SOUND_ALIKE_VOCABULARY) break;
    // Capitalised entries are names ("Walter", "Phil"): not what a child misreads "water" as.
    if (/^[A-Z]/.test(raw) && raw !== 'I') continue;
    const word = raw;
    const pron = entries.get(word);
    if (pron === undefined || seen.has(word) || !/^[a-z']+$/.test(word)) continue;
    seen.add(word);
    const phones = pron.split(' ');
    const candidate = { word, phones, rank: seen.size - 1 };
    file(firstPhoneKey(phones.length, phones[0] ?? ''), candidate);
    file(lastPhoneKey(phones.length, phones.at(-1) ?? ''), candidate);
  }
  let byPhones: Map<string, string> | undefined;
  const wordFor = (phones: readonly string[]): string | undefined => {
    if (!byPhones) {
      byPhones = new Map();
      for (const word of [...seen, ...entries.keys()]) {
        const pron = entries.get(word);
        if (pron !== undefined && /^[a-z]+$/.test(word) && !byPhones.has(pron)) byPhones.set(pron, word);
      }
    }
    return byPhones.get(phones.join(' '));
  };
  loaded = {
    lookup: (word) => entries.get(word)?.split(' '),
    candidateBuckets,
    wordFor,
    secondPronunciation: (word) => (seconds ??= parseDictionary(text, 2)).get(word)?.split(' '),
  };
  return loaded;
}

/**
 * Phones for any story word: the dictionary, else a number's words ("14" → fourteen), else the parts of a
 * hyphenated or possessive word, else the word it is a form of (word-forms.ts: "croaked",
 * "organised", "noticeboard"), else letter-to-sound rules (names, invented words). Undefined only when no letters are left to sound out.
 * `lookup` is how a word and its parts are looked up (the dictionary's first pronunciation).
 */
export function pronounce(
  dictionary: PronouncingDictionary,
  word: string,
  lookup: (word: string) => string[] | undefined = (w) => dictionary.lookup(w),
): string[] | undefined {
  const known = lookup(word);
  if (known) return known;
  const spoken = numberWords(word)?.map((w) => dictionary.lookup(w));
  if (spoken?.every((p) => p !== undefined)) return spoken.flat();
  if (word.includes('-')) {
    const parts = word.split('-').filter((p) => p.length > 0).map((p) => pronounce(dictionary, p, lookup));
    if (parts.length > 0 && parts.every((p) => p !== undefined)) return parts.flat();
  }
  if (word.endsWith("'s")) {
    const stem = pronounce(dictionary, word.slice(0, -2), lookup);
    if (stem) return [...stem, ...sEnding(stem.at(-1) ?? '')];
  }
  // Letters with full stops ("p.m", "u.s.a") are read letter by letter.
  if (/^[a-z](\.[a-z])+\.?$/.test(word)) {
    // The letter a is "ay", not the article's schwa that the dictionary gives first.
    const letters = word.replace(/\./g, '').split('').map((letter) => (letter === 'a' ? ['EY'] : dictionary.lookup(letter)));
    if (letters.every((p) => p !== undefined)) return letters.flat();
  }
  const fromParts = pronounceFromParts(word, lookup);
  if (fromParts) return fromParts;
  const guessed = guessPronunciation(word);
  return guessed.length > 0 ? guessed : undefined;
}

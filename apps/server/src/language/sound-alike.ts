/**
 * Sound-alike comparison of a heard word with an expected word, from CMU pronouncing dictionary phones.
 * Distance is the phone edit distance (stress ignored) divided by the longer pronunciation, the minimum
 * over pronunciation variants: hole/hell 0.33 (sound-alikes), hole/house 0.67 (different words). Words
 * the dictionary lacks (names, numbers) fall back to the same measure over letters.
 */
import { dictionary } from 'cmu-pronouncing-dictionary';
import { numberWords, yearWords } from '@shared';
import { pronounceFromParts, sEnding } from './lexicon/word-forms';

/** How a heard word compared with the expected one. */
export type MatchQuality = 'exact' | 'near' | 'far';

/** Distances at or below this are sound-alikes: a recogniser may hear one for the other. */
export const NEAR_MATCH_MAX_DISTANCE = 0.34;

const MAX_VARIANTS = 4;
const pronunciationCache = new Map<string, string[][] | null>();

function lookup(word: string): string[][] {
  const variants: string[][] = [];
  for (let n = 1; n <= MAX_VARIANTS; n += 1) {
    const entry = dictionary[n === 1 ? word : `${word}(${n})`];
    if (entry === undefined) break;
    variants.push(entry.split(' ').map((phone) => phone.replace(/\d$/, '')));
  }
  return variants;
}

/** A number written in digits, as it is read aloud ("14" → fourteen), or as a year ("1943"). */
function numberPhones(digits: string, read: (digits: string) => string[] | undefined = numberWords): string[] | undefined {
  const words = read(digits)?.map((w) => lookup(w)[0]);
  return words?.every((p) => p !== undefined) ? words.flat() : undefined;
}

/** Phone sequences of a normalised word, or null when neither it nor its parts are in the dictionary. */
export function pronunciations(norm: string): string[][] | null {
  const cached = pronunciationCache.get(norm);
  if (cached !== undefined) return cached;
  let variants = lookup(norm);
  if (variants.length === 0) {
    const year = numberPhones(norm, yearWords);
    const number = numberPhones(norm);
    variants = [...(year ? [year] : []), ...(number ? [number] : [])];
  }
  if (variants.length === 0 && norm.includes('-')) {
    const parts = norm
      .split('-')
      .filter((p) => p.length > 0)
      .map((p) => lookup(p)[0] ?? numberPhones(p));
    if (parts.every((p) => p !== undefined)) variants = [parts.flat()];
  }
  if (variants.length === 0 && norm.endsWith("'s")) {
    const base = lookup(norm.slice(0, -2))[0];
    if (base) variants = [[...base, ...sEnding(base.at(-1) ?? '')]];
  }
  if (variants.length === 0) {
    const fromParts = pronounceFromParts(norm, (w) => lookup(w)[0]);
    if (fromParts) variants = [fromParts];
  }
  const result = variants.length > 0 ? variants : null;
  if (pronunciationCache.size > 20_000) pronunciationCache.clear();
  pronunciationCache.set(norm, result);
  return result;
}

function editDistance<T>(a: readonly T[], b: readonly T[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function normalisedDistance<T>(a: readonly T[], b: readonly T[]): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : editDistance(a, b) / longest;
}

/** 0 for the same sound, 1 for nothing in common. */
export function soundDistance(heard: string, expected: string): number {
  if (heard === expected) return 0;
  const a = pronunciations(heard);
  const b = pronunciations(expected);
  if (a === null || b === null) {
    return normalisedDistance([...heard.replace(/'/g, '')], [...expected.replace(/'/g, '')]);
  }
  let best = 1;
  for (const x of a) for (const y of b) best = Math.min(best, normalisedDistance(x, y));
  return best;
}

/** Exact covers homophones (to/two, there/their): no recogniser can tell them apart. */
export function matchQuality(
  heard: string,
  expected: string,
  nearMax = NEAR_MATCH_MAX_DISTANCE,
): MatchQuality {
  if (heard === expected || heard.replace(/'/g, '') === expected.replace(/'/g, '')) return 'exact';
  const distance = soundDistance(heard, expected);
  if (distance === 0) return 'exact';
  return distance <= nearMax ? 'near' : 'far';
}

/**
 * A sound-alike that differs from the word inside it ("rock" → "shock", "sister" → "sitter"), not only
 * at its end, where a recogniser hears a neighbour's sounds: a phone gained or lost at its start or end
 * ("than ice" heard as "than nice", "day. It" as "date it"), two gained at its start ("March, leaving"
 * as "march believing", in three voices' correct readings), or its last consonant changed, which runs
 * into the next word ("white, slightly" as "wide slightly", "cord, about" as "corp about": on the
 * bench six such hearings in correctly read words to two real swaps).
 */
export function isSwappedSound(heard: string, expected: string): boolean {
  const a = pronunciations(heard);
  const b = pronunciations(expected);
  if (a === null || b === null) return false;
  const sameAs = (x: readonly string[], y: readonly string[]): boolean => x.length === y.length && x.every((p, i) => p === y[i]);
  const edgeOnly = (longer: readonly string[], shorter: readonly string[]): boolean =>
    (longer.length === shorter.length + 1 && (sameAs(longer.slice(1), shorter) || sameAs(longer.slice(0, -1), shorter))) ||
    (longer.length === shorter.length + 2 && sameAs(longer.slice(2), shorter));
  const lastConsonantOnly = (x: readonly string[], y: readonly string[]): boolean =>
    x.length === y.length && x.length > 1 && sameAs(x.slice(0, -1), y.slice(0, -1)) && isConsonant(x.at(-1)) && isConsonant(y.at(-1));
  return !a.some((x) => b.some((y) => edgeOnly(x, y) || edgeOnly(y, x) || lastConsonantOnly(x, y)));
}

/** ARPAbet vowels start with a vowel letter (AA, AE, AH, … UW); everything else is a consonant. */
export function isConsonant(phone: string | undefined): boolean {
  return phone !== undefined && !/^[AEIOU]/.test(phone);
}

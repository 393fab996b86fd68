/**
 * Word pools for synthetic readings: a seeded random source, sound-alikes found by changing one phone
 * of a word's CMU pronunciation, and clearly different words for substitutions and insertions.
 */
import { seededRandom } from '../../common/seeded-random';
import { dictionary } from 'cmu-pronouncing-dictionary';
import { matchQuality, pronunciations } from '../../language/sound-alike';

export type Random = () => number;

/** The same sequence for the same seed (mulberry32). */
export const random: (seed: number) => Random = seededRandom;

const PHONES =
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  );
const COMMON = /^[a-z]+$/;

let byPronunciation: Map<string, string> | null = null;

function wordsByPronunciation(): Map<string, string> {
  if (byPronunciation) return byPronunciation;
  const map = new Map<string, string>();
  for (const [word, phones] of Object.entries(dictionary)) {
    if (!COMMON.test(word) || word.length < 3) continue;
    const key = phones.replace(/\d/g, '');
    if (!map.has(key)) map.set(key, word);
  }
  byPronunciation = map;
  return map;
}

const alikeCache = new Map<string, string[]>();

/** A real word one phone away that the matcher also calls a sound-alike, or undefined. */
export function soundAlikeOf(norm: string, rng: Random): string | undefined {
  let candidates = alikeCache.get(norm);
  if (!candidates) {
    const phones = pronunciations(norm)?.[0];
    const index = wordsByPronunciation();
    const found = new Set<string>();
    phones?.forEach((_, position) => {
      for (const phone of PHONES) {
        const changed = [...phones];
        changed[position] = phone;
        const word = index.get(changed.join(' '));
        if (word && matchQuality(word, norm) === 'near') found.add(word);
      }
    });
    candidates = [...found].sort();
    alikeCache.set(norm, candidates);
  }
  return candidates.length === 0 ? undefined : candidates[Math.floor(rng() * candidates.length)];
}

const DIFFERENT = (
  'house window apple jump yellow basket river pencil monkey cloud bicycle orange blanket rocket castle ' +
  'turtle garden candle ladder pumpkin'
).split(' ');

/** A content word that does not sound like `norm`. */
export function differentWordFrom(norm: string, rng: Random): string {
  for (let tries = 0; tries < 10; tries += 1) {
    const word = DIFFERENT[Math.floor(rng() * DIFFERENT.length)] ?? 'house';
    if (matchQuality(word, norm) === 'far') return word;
  }
  return 'bicycle';
}

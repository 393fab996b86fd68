/**
 * Sound-alike words by phone edit distance: what a reader may say instead of the written word
 * ("hole" → "hold", "hall"). Candidates come from frequent words only, so the grammar offers real
 * confusions rather than obscure dictionary entries, and must share the first or the last phone with
 * the word (how readers' substitutions usually go: "hole"/"hold", "hole"/"mole"), which also keeps the
 * search to a few hundred comparisons.
 */
import { firstPhoneKey, lastPhoneKey, type PronouncingDictionary, type SoundAlikeCandidate } from './pronouncing-dictionary';
import { SOUND_ALIKE_LENGTH_CHANGE_WORDS, SOUND_ALIKE_MIN_SIMILARITY_RATIO, SOUND_ALIKE_SUBSTITUTION_WORDS } from './tuning';

/** Levenshtein distance over phone sequences. */
export function phoneEditDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 for the same phones, 0 for nothing in common. */
export function phoneSimilarity(a: readonly string[], b: readonly string[]): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - phoneEditDistance(a, b) / longest;
}

export interface SoundAlikeOptions {
  /** Neighbours of the same phone count ("fox" → "box", "fix"); default SOUND_ALIKE_SUBSTITUTION_WORDS. */
  substitutions?: number;
  /** Neighbours one or more phones longer or shorter; default SOUND_ALIKE_LENGTH_CHANGE_WORDS. */
  lengthChanges?: number;
  /** Minimum phone similarity; default SOUND_ALIKE_MIN_SIMILARITY_RATIO. */
  minSimilarity?: number;
}

const cache = new Map<string, string[]>();

/**
 * Up to `count` frequent words that sound close to `phones` but differ from it. Homophones are left
 * out: the decoder cannot tell them apart, so offering them as misreadings would only add noise.
 */
export function findSoundAlikes(
  dictionary: PronouncingDictionary,
  word: string,
  phones: readonly string[],
  options: SoundAlikeOptions = {},
): string[] {
  const substitutions = options.substitutions ?? SOUND_ALIKE_SUBSTITUTION_WORDS;
  const lengthChanges = options.lengthChanges ?? SOUND_ALIKE_LENGTH_CHANGE_WORDS;
  const minSimilarity = options.minSimilarity ?? SOUND_ALIKE_MIN_SIMILARITY_RATIO;
  const key = `${word}|${phones.join(' ')}|${substitutions}|${lengthChanges}|${minSimilarity}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const scored: Array<{ word: string; similarity: number; rank: number; sameLength: boolean }> = [];
  const seen = new Set<SoundAlikeCandidate>();
  const maxDistance = Math.floor((1 - minSimilarity) * (phones.length + 1));
  for (let length = phones.length - maxDistance; length <= phones.length + maxDistance; length++) {
    const buckets = [
      dictionary.candidateBuckets.get(firstPhoneKey(length, phones[0] ?? '')) ?? [],
      dictionary.candidateBuckets.get(lastPhoneKey(length, phones.at(-1) ?? '')) ?? [],
    ];
    for (const candidate of buckets.flat()) {
      if (candidate.word === word || seen.has(candidate)) continue;
      seen.add(candidate);
      const similarity = phoneSimilarity(phones, candidate.phones);
      if (similarity >= minSimilarity && similarity < 1) {
        scored.push({ word: candidate.word, similarity, rank: candidate.rank, sameLength: candidate.phones.length === phones.length });
      }
    }
  }
  // Closest first; among equals, the more frequent word. Substitutions and inflection-like changes
  // are taken separately so neither kind crowds out the other.
  scored.sort((a, b) => b.similarity - a.similarity || a.rank - b.rank);
  const result = [
    ...scored.filter((s) => s.sameLength).slice(0, substitutions),
    ...scored.filter((s) => !s.sameLength).slice(0, lengthChanges),
  ].map((s) => s.word);
  if (cache.size > 5000) cache.clear();
  cache.set(key, result);
  return result;
}

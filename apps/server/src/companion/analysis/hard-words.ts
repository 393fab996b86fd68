/**
 * Hard words of a story for a young reader: rare in SUBTLEX-US, not on the Dale–Chall familiar list,
 * or long. Character names are never hard words.
 */
import { normalizeWord } from '@shared';
import { isFamiliarWord, syllableCount, zipfFrequency } from '../../language/lexicon/frequency';
import { simpleDefinition } from '../../language/lexicon/meaning';
import { lemmaOf } from '../../language/nlp';
import { isStopWord } from '../../language/text';
import type { HardWord } from './types';

const MAX_HARD_WORDS = 15;

/** Whether a word would slow a young reader down. */
export function isHardWord(word: string): boolean {
  const zipf = zipfFrequency(word);
  const familiar = isFamiliarWord(word);
  const syllables = syllableCount(word);
  if (zipf < 2.5) return true;
  return !familiar && (zipf < 3.5 || syllables >= 3);
}

/** The story's hard words, rarest first, each with a simple meaning when WordNet has one. */
export function findHardWords(sentences: string[], names: ReadonlySet<string>): HardWord[] {
  const seen = new Map<string, HardWord>();
  const stemsSeen = new Set<string>();
  for (const sentence of sentences) {
    for (const piece of sentence.split(/\s+/)) {
      const word = normalizeWord(piece).replace(/'s$/, '');
      // Contractions and hyphenated compounds ("aren't", "forty-three") are read as their parts.
      if (word.length < 4 || !/^[a-z]+$/.test(word) || isStopWord(word) || seen.has(word) || stemsSeen.has(lemmaOf(word))) continue;
      const bare = piece.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/'s$/, '');
      if (names.has(bare) || names.has(word)) continue;
      if (!isHardWord(word)) continue;
      stemsSeen.add(lemmaOf(word));
      seen.set(word, {
        word,
        syllables: syllableCount(word),
        zipf_frequency: Math.round(zipfFrequency(word) * 100) / 100,
        familiar: isFamiliarWord(word),
        meaning: null,
      });
    }
  }
  // Meanings only for the words kept: a long story can have hundreds of rare words.
  return [...seen.values()]
    .sort((a, b) => a.zipf_frequency - b.zipf_frequency)
    .slice(0, MAX_HARD_WORDS)
    .map((hard) => ({ ...hard, meaning: simpleDefinition(hard.word, '12-14') }));
}

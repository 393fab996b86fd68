/**
 * A second listen, after the turn, to each content word the reading pass heard as the story word. The
 * reading grammar offers only three frequent sound-alikes per word at 1:1000, so a word said with one
 * sound changed ("sun" as "sen") is nearly always decoded as the story word. Here each such word's
 * stretch of audio is decoded again alone, against the story word and every dictionary word one
 * consonant away from it (the same length; not the last consonant, which runs into the next word and
 * which the miscue rules do not count), at a prior that still favours the story word; when one of
 * those wins, it is what was heard, and the miscue rules (reading/miscues/verdicts.ts) judge it as a
 * sound-alike like any other. Figures: docs/reading-accuracy-notes.md ("Second listen to each content word").
 */
import { isFunctionWord } from '../../../../language/function-words';
import { soundDistance } from '../../../../language/sound-alike';
import { GrammarGraph } from './grammar-graph';
import type { PronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import type { CompiledGrammar, RecognizedWord } from './types';
import { isReadingWord, UNKNOWN_WORD } from './word-tags';
import { WORD_CHECK_MIN_MS, WORD_CHECK_MIN_PHONES, WORD_CHECK_SOUND_ALIKE_PRIOR } from './tuning';

/**
 * ARPAbet consonants of the decoder's acoustic model. Only consonants are swapped: vowels are where
 * voices and accents differ most, and a changed vowel was heard in correctly read words as often as in swaps.
 */
const CONSONANTS = new Set('B CH D DH F G HH JH K L M N NG P R S SH T TH V W Y Z ZH'.split(' '));

export interface WordCheckOptions {
  /** Prior of each word one sound away against the story word (1). */
  soundAlike: number;
  /** Words shorter than this many phones are not checked: one changed sound in two is a different word. */
  minPhones: number;
  /** Words heard for less than this are not checked (too little audio to judge a sound). */
  minMs: number;
}

export const DEFAULT_WORD_CHECK: WordCheckOptions = {
  soundAlike: WORD_CHECK_SOUND_ALIKE_PRIOR,
  minPhones: WORD_CHECK_MIN_PHONES,
  minMs: WORD_CHECK_MIN_MS,
};

/** Dictionary words pronounced as `word` (`phones`) with one consonant but the last changed; not its homophones. */
export function oneSoundAway(dictionary: PronouncingDictionary, word: string, phones: readonly string[]): string[] {
  const found = new Set<string>();
  phones.forEach((own, position) => {
    if (!CONSONANTS.has(own) || position === phones.length - 1) return;
    for (const phone of CONSONANTS) {
      if (phone === own) continue;
      const changed = [...phones];
      changed[position] = phone;
      const alike = dictionary.wordFor(changed);
      if (alike && soundDistance(alike, word) > 0) found.add(alike);
    }
  });
  return [...found];
}

/**
 * Indices of the turn's words worth a second listen: story content words the dictionary knows (a name
 * sounded out by rules has no reliable sounds to compare), heard long enough, and not the turn's last
 * word: the decoder ends that one early, where it trails off into silence, and a sound-alike there
 * would not count anyway (the miscue rules want the reader to go on in place).
 */
export function wordsToCheck(
  words: readonly RecognizedWord[],
  story: readonly string[],
  dictionary: PronouncingDictionary,
  options: WordCheckOptions = DEFAULT_WORD_CHECK,
): number[] {
  const storyWords = new Set(story);
  const out: number[] = [];
  const last = words.findLastIndex((w) => isReadingWord(w.word) && w.word !== UNKNOWN_WORD);
  words.forEach((w, i) => {
    if (i >= last) return;
    if (!isReadingWord(w.word) || w.word === UNKNOWN_WORD || !storyWords.has(w.word) || isFunctionWord(w.word)) return;
    if (w.endMs - w.startMs < options.minMs) return;
    const phones = dictionary.lookup(w.word);
    if (phones && phones.length >= options.minPhones) out.push(i);
  });
  return out;
}

/** The story word, or one of its sound-alikes at the given prior. */
export function wordCheckGrammar(word: string, alikes: readonly string[], options: WordCheckOptions = DEFAULT_WORD_CHECK): CompiledGrammar {
  const graph = new GrammarGraph();
  graph.addStates(2);
  graph.addWord(0, 1, 1, word);
  for (const alike of alikes) graph.addWord(0, 1, options.soundAlike, alike);
  return graph.compile(`check:${word}`, 0, 1);
}

/** The turn's words with each checked word replaced by the one sound-alike the second listen heard instead. */
export function applyWordChecks(words: readonly RecognizedWord[], checked: ReadonlyMap<number, string>): RecognizedWord[] {
  return words.map((w, i) => {
    const heard = checked.get(i);
    return heard !== undefined && heard !== w.word ? { ...w, word: heard } : w;
  });
}

/**
 * A second listen, after the turn, to each content word the reading pass heard as the story word. The
 * reading grammar offers only three frequent sound-alikes per word at 1:1000 against the story word,
 * so a word said with one sound changed ("sun" as "sen", "found" as "downed") is nearly always decoded
 * as the story word: on the bench such swaps went unnoticed two times out of three. Here each such
 * word's stretch of audio is decoded again alone, against the story word and every dictionary word one
 * sound away from it (the same length; not the last consonant, which runs into the next word and
 * which the miscue rules do not count), at priors that still favour the story word; when one of
 * those wins, it is what was heard, and the miscue rules (reading/miscues/verdicts.ts) judge it as a
 * sound-alike like any other.
 */
import { isFunctionWord } from '../../../../reading/words/function-words';
import { soundDistance } from '../../../../reading/words/sound-alike';
import { GrammarGraph } from './grammar-graph';
import type { PronouncingDictionary } from './pronouncing-dictionary';
import type { CompiledGrammar, RecognizedWord } from './types';
import { isReadingWord, UNKNOWN_WORD } from './word-tags';

/** ARPAbet consonants and vowels of the decoder's acoustic model. */
const CONSONANTS = new Set('B CH D DH F G HH JH K L M N NG P R S SH T TH V W Y Z ZH'.split(' '));
const VOWELS = new Set('AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW'.split(' '));

export interface WordCheckOptions {
  /** Prior of each word one consonant away against the story word (1). */
  soundAlike: number;
  /**
   * Prior of each word one vowel away. Vowels are where voices and accents differ most: at the
   * consonants' prior a changed vowel was heard in correctly read words ("look" as "lick", "pools" as
   * "pills") about as often as in real swaps (8 % of content words flagged). At 0.0003 false flags
   * stayed at 1.1–1.3 % and sound-alike swaps found rose on every bench set (bench/reading-accuracy).
   */
  vowelAlike: number;
  /** Words shorter than this many phones are not checked: one changed sound in two is a different word. */
  minPhones: number;
  /** Words heard for less than this are not checked (too little audio to judge a sound). */
  minMs: number;
}

export const DEFAULT_WORD_CHECK: WordCheckOptions = { soundAlike: 0.002, vowelAlike: 0.0003, minPhones: 3, minMs: 150 };

export interface SoundAlikes {
  /** One consonant but the last changed. */
  consonant: string[];
  /** One vowel changed. */
  vowel: string[];
}

/** Dictionary words pronounced as `word` (`phones`) with one sound changed; not its homophones. */
export function oneSoundAway(dictionary: PronouncingDictionary, word: string, phones: readonly string[]): SoundAlikes {
  const consonant = changedWords(dictionary, word, phones, CONSONANTS, (position) => position < phones.length - 1);
  const vowel = changedWords(dictionary, word, phones, VOWELS, () => true).filter((w) => !consonant.includes(w));
  return { consonant, vowel };
}

function changedWords(
  dictionary: PronouncingDictionary,
  word: string,
  phones: readonly string[],
  sounds: ReadonlySet<string>,
  changes: (position: number) => boolean,
): string[] {
  const found = new Set<string>();
  phones.forEach((own, position) => {
    if (!sounds.has(own) || !changes(position)) return;
    for (const phone of sounds) {
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

/** The story word, or one of its sound-alikes at the given priors. */
export function wordCheckGrammar(word: string, alikes: SoundAlikes, options: WordCheckOptions = DEFAULT_WORD_CHECK): CompiledGrammar {
  const graph = new GrammarGraph();
  graph.addStates(2);
  graph.addWord(0, 1, 1, word);
  for (const alike of alikes.consonant) graph.addWord(0, 1, options.soundAlike, alike);
  for (const alike of alikes.vowel) graph.addWord(0, 1, options.vowelAlike, alike);
  return graph.compile(`check:${word}`, 0, 1);
}

/** The turn's words with each checked word replaced by the one sound-alike the second listen heard instead. */
export function applyWordChecks(words: readonly RecognizedWord[], checked: ReadonlyMap<number, string>): RecognizedWord[] {
  return words.map((w, i) => {
    const heard = checked.get(i);
    return heard !== undefined && heard !== w.word ? { ...w, word: heard } : w;
  });
}

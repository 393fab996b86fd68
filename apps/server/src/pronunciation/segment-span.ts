/**
 * Which story words one utterance read. The reading tracker has already moved its current word past
 * the utterance, so the words are looked for in a window behind it (and a little ahead, for a reader
 * who skipped); of equally good places the latest wins. An utterance of three or more words of which
 * under 40% match the story is talk, not reading, and has no span (the tracker's own rule).
 */
import { normalizeWord, tokenizeStory, type WordToken } from '@shared';
import { heardWords } from '../reading/words/heard-words';
import { locateSpan } from './scoring/align-words';
import type { ReferenceWord, TimedWord } from './scoring/types';

const BEHIND_WORDS = 60;
const AHEAD_WORDS = 10;
const MIN_MATCH_SHARE = 0.4;

const storyCache = new Map<string, WordToken[]>();

export function storyWords(storyKey: string, content: string): WordToken[] {
  const cached = storyCache.get(storyKey);
  if (cached) return cached;
  const words = tokenizeStory(content).words;
  if (storyCache.size > 200) storyCache.clear();
  storyCache.set(storyKey, words);
  return words;
}

export interface SegmentSpan {
  startIndex: number;
  /** Inclusive, as the aggregate's end_word_index. */
  endIndex: number;
  referenceWords: ReferenceWord[];
}

export function spanOf(
  words: readonly WordToken[],
  recognized: readonly TimedWord[],
  aroundIndex: number,
  behindWords = BEHIND_WORDS,
): SegmentSpan | null {
  const heard = heardWords(recognized).map((h) => h.norm);
  if (heard.length === 0) return null;
  const from = Math.max(0, Math.min(words.length, aroundIndex) - behindWords - heard.length);
  const to = Math.min(words.length, aroundIndex + AHEAD_WORDS);
  const window = words.slice(from, to);
  const found = locateSpan(window.map((w) => w.norm), heard);
  if (!found) return null;
  if (heard.length >= 3 && found.matched < MIN_MATCH_SHARE * heard.length) return null;
  if (heard.length < 3 && found.matched === 0) return null;
  const span = window.slice(found.start, found.end);
  return {
    startIndex: from + found.start,
    endIndex: from + found.end - 1,
    referenceWords: span.map((w) => ({ word: w.text, index: w.index })),
  };
}

/** A free reference text as scoring words (for the speech-stopped call). */
export function referenceFromText(text: string): WordToken[] {
  return tokenizeStory(text).words.filter((w) => normalizeWord(w.text).length > 0);
}

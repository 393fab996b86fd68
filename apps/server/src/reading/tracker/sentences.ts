/**
 * Sentence spans of a tokenized story. The recogniser builds one reading grammar per span, ahead of
 * the reader, and caches it (about 1 s per sentence): spans are stable for a story, so they are
 * natural cache keys.
 */
import type { WordToken } from '@shared';
import { endsSentence } from '../words/display';

export interface WordSpan {
  /** First word, inclusive. */
  startIndex: number;
  /** Word after the last, exclusive. */
  endIndex: number;
}

export function splitSentences(words: readonly WordToken[]): WordSpan[] {
  const spans: WordSpan[] = [];
  let start = 0;
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (!next || endsSentence(word.text) || next.paragraph !== word.paragraph) {
      spans.push({ startIndex: start, endIndex: i + 1 });
      start = i + 1;
    }
  });
  return spans;
}

export interface ListeningSpan extends WordSpan {
  /** Where the reader is expected to carry on: startIndex ≤ resumeIndex ≤ endIndex. */
  resumeIndex: number;
}

/**
 * What the recogniser should listen for when the reader is at `wordIndex`: from the start of its
 * sentence (readers often restart one), but no more than `maxBackWords` back, then whole sentences up
 * to `maxWords` in all (`minBackWords` before it whatever the sentences). When whole sentences would leave fewer than half of `maxWords` ahead of the
 * reader (a long next sentence, or the reader deep into a long one), the span is filled up to
 * `maxWords` mid-sentence instead: a reader who carries on must find their next words in it.
 */
export function listeningSpanAt(
  sentences: readonly WordSpan[],
  wordIndex: number,
  maxWords: number,
  maxBackWords: number,
  /** Words before `wordIndex` the span holds even across a sentence start. */
  minBackWords = 0,
): ListeningSpan {
  const limit = Math.max(1, Math.floor(maxWords));
  const total = sentences[sentences.length - 1]?.endIndex ?? 0;
  const first = sentences.findIndex((s) => wordIndex < s.endIndex);
  const opening = sentences[first];
  if (first < 0 || !opening) return { startIndex: total, endIndex: total, resumeIndex: total };
  const startIndex = Math.max(
    0,
    Math.min(Math.max(opening.startIndex, wordIndex - Math.floor(maxBackWords)), wordIndex - Math.floor(minBackWords)),
  );
  let endIndex = Math.min(opening.endIndex, startIndex + limit);
  for (let i = first + 1; i < sentences.length; i += 1) {
    const sentence = sentences[i];
    if (!sentence || sentence.endIndex - startIndex > limit) break;
    endIndex = sentence.endIndex;
  }
  if (endIndex - wordIndex < limit / 2) endIndex = Math.min(total, startIndex + limit);
  return { startIndex, endIndex, resumeIndex: wordIndex };
}

/**
 * Whole sentences from the one holding `wordIndex`, as many as fit in `maxWords` (at least the first,
 * cut to `maxWords` when it alone is longer).
 */
export function spanFrom(sentences: readonly WordSpan[], wordIndex: number, maxWords: number): WordSpan {
  const limit = Math.max(1, Math.floor(maxWords));
  const first = sentences.findIndex((s) => wordIndex < s.endIndex);
  const opening = sentences[first];
  if (first < 0 || !opening) {
    const end = sentences[sentences.length - 1]?.endIndex ?? 0;
    return { startIndex: end, endIndex: end };
  }
  let endIndex = Math.min(opening.endIndex, opening.startIndex + limit);
  for (let i = first + 1; i < sentences.length; i += 1) {
    const sentence = sentences[i];
    if (!sentence || sentence.endIndex - opening.startIndex > limit) break;
    endIndex = sentence.endIndex;
  }
  return { startIndex: opening.startIndex, endIndex };
}

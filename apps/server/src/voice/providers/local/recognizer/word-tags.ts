/**
 * Decoder words can carry a tag after a bar (`um|hesitation`, `what|meaning`): the same sound under a
 * different name, so a decoded path says which branch of a grammar it took.
 */
import type { RecognizedWord } from './types';

export const HESITATION_TAG = 'hesitation';
/** Single phones of the unknown-word loop; a run of them is reported as one UNKNOWN_WORD. */
export const PHONE_TAG = 'phone';
export const UNKNOWN_WORD = '<unk>';

export function tagWord(word: string, tag: string): string {
  return `${word}|${tag}`;
}

export function untag(word: string): string {
  const bar = word.indexOf('|');
  return bar < 0 ? word : word.slice(0, bar);
}

export function tagOf(word: string): string | undefined {
  const bar = word.indexOf('|');
  return bar < 0 ? undefined : word.slice(bar + 1);
}

export function isHesitation(word: string): boolean {
  return tagOf(word) === HESITATION_TAG;
}

/** Plain story words (and real insertions): no tag at all. */
export function isReadingWord(word: string): boolean {
  return !word.includes('|');
}

export function isPhone(word: string): boolean {
  return tagOf(word) === PHONE_TAG;
}

/** A run of unknown-word phones is one word nobody expected. */
export function collapsePhones(words: readonly RecognizedWord[]): RecognizedWord[] {
  const out: RecognizedWord[] = [];
  for (const w of words) {
    const previous = out.at(-1);
    if (!isPhone(w.word)) out.push(w);
    else if (previous?.word === UNKNOWN_WORD) previous.endMs = w.endMs;
    else out.push({ word: UNKNOWN_WORD, startMs: w.startMs, endMs: w.endMs });
  }
  return out;
}

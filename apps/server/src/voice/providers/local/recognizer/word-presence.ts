/**
 * A second listen, after the turn, to each story content word the reading pass heard only briefly. The
 * reading grammar makes leaving a story word out cost 1:1000, so the decoder would rather squeeze a
 * skipped word into its neighbours' sounds than drop it. Such a word's stretch, with the words either
 * side of it, is decoded again with the gap check's grammar (gap-check.ts); when the word is not heard
 * there again, what the second listen heard replaces the three words, and the miscue rules judge it as
 * usual. Where the audio really holds the word's sounds it stays. Examples and figures:
 * docs/reading-accuracy-notes.md ("Second listen to briefly heard story words").
 */
import { isFunctionWord } from '../../../../language/function-words';
import type { RecognizedWord } from './types';
import { isReadingWord, UNKNOWN_WORD } from './word-tags';
import { PRESENCE_MAX_DOUBTFUL_WORD_MS } from './tuning';

export interface PresenceCheck {
  /** Index of the doubtful word in the turn's words; its neighbours are index - 1 and index + 1. */
  index: number;
  /** Story words expected over the stretch: the word, and each neighbour that is a story word. */
  expected: string[];
  startMs: number;
  endMs: number;
}

function isNamedStoryWord(w: RecognizedWord | undefined, story: ReadonlySet<string>): boolean {
  return w !== undefined && isReadingWord(w.word) && w.word !== UNKNOWN_WORD && story.has(w.word);
}

/**
 * Brief story content words between two reading words (story words or unknown words), none sharing a
 * neighbour. Only words the dictionary knows (`known`): a name sounded out by rules ("Noor") fits its
 * reader's sounds too loosely to win again against something unknown.
 */
export function presenceChecks(words: readonly RecognizedWord[], story: readonly string[], known: (word: string) => boolean): PresenceCheck[] {
  const storyWords = new Set(story);
  const checks: PresenceCheck[] = [];
  for (let i = 1; i < words.length - 1; i++) {
    const [before, word, after] = [words[i - 1]!, words[i]!, words[i + 1]!];
    if (!isNamedStoryWord(word, storyWords) || isFunctionWord(word.word) || !known(word.word)) continue;
    if (word.endMs - word.startMs >= PRESENCE_MAX_DOUBTFUL_WORD_MS) continue;
    if (!isReadingWord(before.word) || !isReadingWord(after.word)) continue;
    if (checks.at(-1) && checks.at(-1)!.index >= i - 2) continue;
    const expected = [before, word, after].filter((w) => isNamedStoryWord(w, storyWords)).map((w) => w.word);
    checks.push({ index: i, expected, startMs: before.startMs, endMs: after.endMs });
  }
  return checks;
}

/** The turn's words with each check's three words replaced by what the second listen heard, where it did not hear the word. */
export function applyPresenceChecks(
  words: readonly RecognizedWord[],
  checks: readonly PresenceCheck[],
  heard: readonly (readonly RecognizedWord[])[],
): RecognizedWord[] {
  let out = [...words];
  // From the last check back, so the indices of earlier ones still hold.
  for (let k = checks.length - 1; k >= 0; k--) {
    const check = checks[k]!;
    const found = heard[k] ?? [];
    const word = words[check.index]!.word;
    if (found.length === 0 || found.some((w) => w.word === word)) continue;
    out = [...out.slice(0, check.index - 1), ...found, ...out.slice(check.index + 2)];
  }
  return out;
}

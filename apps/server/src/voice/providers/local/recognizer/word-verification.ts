/**
 * Word verification by context. A reading grammar offers only the next story words, so speech from
 * another text is pushed onto them: it decodes mostly as unknown words with a story word forced in
 * here and there, while real reading produces runs of story words. A run of reading words (between
 * unknown words) is believed when:
 * - it touches an unknown word and holds enough content words (function words fit almost any speech);
 * - or it touches none and holds a content word, or is a short final turn of function words ("on it");
 * - or it lies between two believed runs, one unknown word from each: a misread word on both sides;
 * - or it comes one unknown word after or before an anchor (a run of several content words): the
 *   reader is on the text and the unknown word is a miscue or the edge of the grammar's span;
 * - or it holds a stretch of story words exactly as the story has them, one a content word: forced
 *   words come singly or in pairs, not as a stretch of the story.
 * In a partial hypothesis the last word is still being decided, so it does not count towards its run's
 * evidence. Words not believed are reported as unknown words, so the highlight does not move for them.
 * Examples and history: docs/reading-accuracy-notes.md ("Word verification by context").
 */
import { isFunctionWord } from '../../../../language/function-words';
import type { RecognizedWord } from './types';
import { isReadingWord, UNKNOWN_WORD } from './word-tags';
import {
  VERIFY_ANCHOR_CONTENT_WORDS,
  VERIFY_MAX_FUNCTION_ONLY_WORDS,
  VERIFY_MAX_UNKNOWN_GAP_WORDS,
  VERIFY_MIN_CONTENT_WORDS_BESIDE_UNKNOWN,
  VERIFY_MIN_UNKNOWN_WORD_MS,
  VERIFY_STORY_STRETCH_WORDS,
} from './tuning';

interface Run {
  start: number;
  end: number;
  believed: boolean;
  anchor: boolean;
}

function isContent(word: string): boolean {
  return word !== UNKNOWN_WORD && !isFunctionWord(word);
}

function isSpokenUnknown(w: RecognizedWord | undefined): boolean {
  return w?.word === UNKNOWN_WORD && w.endMs - w.startMs >= VERIFY_MIN_UNKNOWN_WORD_MS;
}

/** Whether `run` holds VERIFY_STORY_STRETCH_WORDS words in a row as `story` has them, one of them a content word. */
function holdsStoryStretch(run: readonly string[], story: readonly string[]): boolean {
  for (let start = 0; start + VERIFY_STORY_STRETCH_WORDS <= run.length; start++) {
    const stretch = run.slice(start, start + VERIFY_STORY_STRETCH_WORDS);
    if (!stretch.some(isContent)) continue;
    for (let i = 0; i + VERIFY_STORY_STRETCH_WORDS <= story.length; i++) {
      if (stretch.every((w, k) => story[i + k] === w)) return true;
    }
  }
  return false;
}

function runsOf(words: readonly RecognizedWord[], final: boolean, story: readonly string[]): Run[] {
  const runs: Run[] = [];
  let start = 0;
  for (let i = 0; i <= words.length; i++) {
    const boundary = i === words.length || (words[i]?.word === UNKNOWN_WORD && (i > 0 || isSpokenUnknown(words[i])));
    if (!boundary) continue;
    if (i > start) {
      const run = words.slice(start, i).filter((w) => w.word !== UNKNOWN_WORD);
      if (run.length === 0) {
        start = i + 1;
        continue;
      }
      const touchesUnknown = start > 0 || i < words.length;
      const provisional = !final && i === words.length ? 1 : 0;
      const settled = run.slice(0, run.length - provisional).filter((w) => isContent(w.word)).length;
      const content = run.filter((w) => isContent(w.word)).length;
      const settledWords = run.slice(0, run.length - provisional).map((w) => w.word);
      const believed = touchesUnknown
        ? settled >= VERIFY_MIN_CONTENT_WORDS_BESIDE_UNKNOWN || holdsStoryStretch(settledWords, story)
        : content > 0 || (final && run.length <= VERIFY_MAX_FUNCTION_ONLY_WORDS);
      runs.push({ start, end: i, believed, anchor: settled >= VERIFY_ANCHOR_CONTENT_WORDS });
    }
    start = i + 1;
  }
  return runs;
}

/** `story`: the story words the turn listened for, in order (the grammar's spans). */
export function verifyReadingWords<W extends RecognizedWord>(words: readonly W[], final: boolean, story: readonly string[] = []): W[] {
  const runs = runsOf(words, final, story);
  const out = [...words];
  runs.forEach((run, k) => {
    const before = runs[k - 1];
    const after = runs[k + 1];
    const afterOneUnknown = before !== undefined && run.start - before.end <= VERIFY_MAX_UNKNOWN_GAP_WORDS;
    const between = afterOneUnknown && before.believed && after !== undefined && after.believed && after.start - run.end <= VERIFY_MAX_UNKNOWN_GAP_WORDS;
    const followsAnchor = afterOneUnknown && before.anchor;
    const precedesAnchor = after !== undefined && after.anchor && after.start - run.end <= VERIFY_MAX_UNKNOWN_GAP_WORDS;
    if (run.believed || between || followsAnchor || precedesAnchor) return;
    for (let i = run.start; i < run.end; i++) {
      const w = words[i];
      if (w && w.word !== UNKNOWN_WORD) out[i] = { ...w, word: UNKNOWN_WORD };
    }
  });
  return out;
}

/**
 * Reading evidence: untagged words (the reading branch, without hesitations and requests), verified by
 * their neighbours; those starting in an `uncertain` stretch (heard through a re-find) marked so.
 */
export function readingWords(
  words: readonly RecognizedWord[],
  final: boolean,
  story: readonly string[],
  uncertain: ReadonlyArray<{ startMs: number; endMs: number }>,
): RecognizedWord[] {
  const inUncertain = (w: RecognizedWord): boolean => uncertain.some((s) => w.startMs >= s.startMs && w.startMs < s.endMs);
  const reading = words
    .filter((w) => isReadingWord(w.word))
    .map((w) => ({ word: w.word, startMs: w.startMs, endMs: w.endMs, ...(w.refound ? { refound: true } : {}), ...(inUncertain(w) ? { uncertain: true } : {}) }));
  return verifyReadingWords(reading, final, story);
}

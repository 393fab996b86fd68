/**
 * Word verification by context. A reading grammar offers only the next story words, so speech from
 * another text is pushed onto them: it decodes mostly as unknown words with a story word forced in
 * here and there ("<unk> mailed and <unk> a <unk>" for "Priya and Ben found two snails…" against
 * "Mia made a kite…"). Real reading produces runs of story words. A run of reading words (between
 * unknown words) is believed when:
 * - it touches an unknown word and holds at least two content words (function words never count:
 *   short words fit almost any stretch of speech);
 * - or it touches none and holds a content word ("a and and" alone is a guess; a lone "on it" as a
 *   whole final turn still counts);
 * - or it lies between two believed runs, one unknown word from each: a misread word on both sides
 *   of it ("sister <unk> went <unk> the beach"), in the middle of real reading;
 * - or it comes one unknown word after an anchor, a run of three or more content words: the reader
 *   is on the text and the unknown word is a miscue or the edge of the grammar's span; or one unknown
 *   word before an anchor (a reading's first words, then an extra word: "Ravi had <unk> spent three
 *   weeks building"; those first words had come out unknown, which hid the extra word);
 * - or it holds three story words in a row exactly as the story has them, one a content word ("every
 *   morning one of", before an extra word): words forced onto another text come singly or in pairs
 *   between unknown words, not as a stretch of the story.
 * In a partial hypothesis the last word is still being decided (it comes and goes from one chunk to
 * the next), so it does not count towards its run's evidence. Words not believed are reported as
 * unknown words, so the highlight does not move for them.
 */
import { isFunctionWord } from '../../../../language/function-words';
import { UNKNOWN_WORD } from './word-tags';

/** Content words a run next to an unknown word needs before its words are believed. */
export const MIN_CONTENT_WORDS_BESIDE_UNKNOWN = 2;
/** A final turn of only function words is believed up to this many words ("on it", "and the"). */
const MAX_FUNCTION_ONLY_WORDS = 2;

/**
 * An unknown word shorter than this at the start of a turn is a breath or a click, so the first run
 * does not count as touching an unknown word. Between words even short ones count: speech from
 * another text decodes as forced words joined by short unknown stretches.
 */
export const MIN_UNKNOWN_WORD_MS = 150;

/** Content words that make a run an anchor: the run after it, one unknown word on, is believed. */
const ANCHOR_CONTENT_WORDS = 3;

/** Unknown words a believed neighbour may be away for the gap to be a miscue, not another text. */
const MAX_UNKNOWN_GAP = 2;

/** Story words in a row, as the story has them, that make a run believable beside unknown words. */
const STORY_STRETCH_WORDS = 3;

interface Run {
  start: number;
  end: number;
  believed: boolean;
  anchor: boolean;
}

interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
}

function isContent(word: string): boolean {
  return word !== UNKNOWN_WORD && !isFunctionWord(word);
}

function isSpokenUnknown(w: TimedWord | undefined): boolean {
  return w?.word === UNKNOWN_WORD && w.endMs - w.startMs >= MIN_UNKNOWN_WORD_MS;
}

/** Whether `run` holds STORY_STRETCH_WORDS words in a row as `story` has them, one of them a content word. */
function holdsStoryStretch(run: readonly string[], story: readonly string[]): boolean {
  for (let start = 0; start + STORY_STRETCH_WORDS <= run.length; start++) {
    const stretch = run.slice(start, start + STORY_STRETCH_WORDS);
    if (!stretch.some(isContent)) continue;
    for (let i = 0; i + STORY_STRETCH_WORDS <= story.length; i++) {
      if (stretch.every((w, k) => story[i + k] === w)) return true;
    }
  }
  return false;
}

function runsOf(words: readonly TimedWord[], final: boolean, story: readonly string[]): Run[] {
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
        ? settled >= MIN_CONTENT_WORDS_BESIDE_UNKNOWN || holdsStoryStretch(settledWords, story)
        : content > 0 || (final && run.length <= MAX_FUNCTION_ONLY_WORDS);
      runs.push({ start, end: i, believed, anchor: settled >= ANCHOR_CONTENT_WORDS });
    }
    start = i + 1;
  }
  return runs;
}

/** `story`: the story words the turn listened for, in order (the grammar's spans). */
export function verifyReadingWords<W extends TimedWord>(words: readonly W[], final: boolean, story: readonly string[] = []): W[] {
  const runs = runsOf(words, final, story);
  const out = [...words];
  runs.forEach((run, k) => {
    const before = runs[k - 1];
    const after = runs[k + 1];
    const afterOneUnknown = before !== undefined && run.start - before.end <= MAX_UNKNOWN_GAP;
    const between = afterOneUnknown && before.believed && after !== undefined && after.believed && after.start - run.end <= MAX_UNKNOWN_GAP;
    const followsAnchor = afterOneUnknown && before.anchor;
    const precedesAnchor = after !== undefined && after.anchor && after.start - run.end <= MAX_UNKNOWN_GAP;
    if (run.believed || between || followsAnchor || precedesAnchor) return;
    for (let i = run.start; i < run.end; i++) {
      const w = words[i];
      if (w && w.word !== UNKNOWN_WORD) out[i] = { ...w, word: UNKNOWN_WORD };
    }
  });
  return out;
}

/**
 * Was a turn reading? Reading turns skip the question pass (question-grammar.ts): decoding a reading
 * against the question grammar forces the story onto the nearest question, and with a voice the reading
 * pass half lost, 14 s of "Mia made a kite … We must be patient." came out as "i really am going to cut
 * myself", a self-harm alert and a safety reply to a child who was reading.
 */
import type { RecognizedWord } from './types';
import { INSERTION_WORDS } from './reading-grammar';
import { UNKNOWN_WORD } from './word-tags';
import { READING_TURN_MIN_WORDS, READING_TURN_RUN_WORDS, READING_TURN_SHARE } from './tuning';

/**
 * The longest run of `heard` that follows `story` in order, one story word skipped at a time at most
 * (readers skip words; the reading pass drops some).
 */
export function storyRunLength(heard: readonly string[], story: readonly string[]): number {
  let longest = 0;
  for (let k = 0; k < heard.length && heard.length - k > longest; k++) {
    for (let i = 0; i < story.length; i++) {
      if (story[i] !== heard[k]) continue;
      let run = 1;
      let at = i;
      for (let next = k + 1; next < heard.length; next++) {
        const step = story[at + 1] === heard[next] ? 1 : story[at + 2] === heard[next] ? 2 : 0;
        if (step === 0) break;
        at += step;
        run += 1;
      }
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

/**
 * Reading: no request heard, and enough story words that are most of what was heard, or a run of them in
 * the story's order that no question holds (a reader the pass lost halfway hears unnamed words after it).
 */
export function isReadingTurn(turn: {
  intentHeard: boolean;
  reading: readonly RecognizedWord[];
  heardCount: number;
  story: readonly string[];
}): boolean {
  if (turn.intentHeard) return false;
  const words = turn.reading.map((w) => w.word).filter((w) => w !== UNKNOWN_WORD && !(INSERTION_WORDS as readonly string[]).includes(w));
  if (words.length < READING_TURN_MIN_WORDS) return false;
  if (words.length >= READING_TURN_SHARE * turn.heardCount) return true;
  const inOrder = turn.reading.map((w) => w.word).filter((w) => w !== UNKNOWN_WORD);
  return storyRunLength(inOrder, turn.story) >= READING_TURN_RUN_WORDS;
}

/**
 * The misread words the pronunciation coach may take up: only content words the tracker judges
 * misread now (the word's verdict is a substitution, so a word later read right or self-corrected is
 * not one), never a function word (the recogniser swaps those far more often than readers do), and
 * each piece of evidence once: a record the caller has already been told about is not counted again
 * on the next turn. A second wrong reading of the same word is new evidence (its record's time moves).
 */
import { displayWord } from '../words/display';
import { isFunctionWord } from '../../language/function-words';
import type { MiscueRecord, WordOutcome } from '../types';

/** Lower case, edge punctuation off: "Two," and "two" are one word to the coach. */
function coachKey(expected: string): string {
  return displayWord(expected).toLowerCase();
}

/**
 * Words (lower case) of substitutions not in `reported`, which is updated with the ones returned.
 * `reported` holds `wordIndex:atMs` keys; keep one set per reading of a story.
 */
export function newCoachableMiscues(
  miscues: readonly MiscueRecord[],
  outcomes: readonly WordOutcome[],
  reported: Set<string>,
): string[] {
  const verdicts = new Map(outcomes.map((o) => [o.wordIndex, o.verdict]));
  const words: string[] = [];
  for (const miscue of miscues) {
    if (miscue.kind !== 'substitution') continue;
    const key = `${miscue.wordIndex}:${miscue.atMs}`;
    if (reported.has(key)) continue;
    if (verdicts.get(miscue.wordIndex) !== 'substitution') continue;
    const word = coachKey(miscue.expected);
    if (word.length === 0 || isFunctionWord(word)) continue;
    reported.add(key);
    words.push(word);
  }
  return words;
}

/**
 * How far a partial hypothesis may move the highlight. A partial's last words are still being
 * decided, and the decoder fills a word that is still being said, or the breath after it, with a short
 * word from further on, which put the highlight ahead of the reader. So in a partial the highlight
 * moves only as far as the last word it can trust:
 * - a content word heard as itself or a sound-alike;
 * - a function word heard as itself right after the story word before it (a function word matches
 *   almost any short stretch of sound, so alone, after a gap or after an unknown word it proves little),
 *   or where the utterance began.
 * The final hypothesis is not held back: the decoder has settled it and the tracker judges it whole.
 * Examples and figures: docs/reading-accuracy-notes.md ("How far a partial hypothesis moves the highlight").
 */
import type { UtteranceAlignment } from './align';

export function partialReach(alignment: UtteranceAlignment, isFunctionWord: (wordIndex: number) => boolean): number {
  let reach = alignment.anchor;
  let previous: { wordIndex: number; heardIndex: number; matched: boolean } | null = null;
  for (const step of alignment.steps) {
    if (step.kind !== 'read') {
      previous = null;
      continue;
    }
    const matched = step.quality !== 'far';
    const trusted = isFunctionWord(step.wordIndex)
      ? step.quality === 'exact' &&
        (previous === null
          ? step.wordIndex === alignment.anchor
          : previous.matched && previous.wordIndex === step.wordIndex - 1 && previous.heardIndex === step.heardIndex - 1)
      : matched;
    if (trusted) reach = Math.max(reach, step.wordIndex + 1);
    previous = { wordIndex: step.wordIndex, heardIndex: step.heardIndex, matched };
  }
  return Math.min(reach, alignment.endIndex);
}

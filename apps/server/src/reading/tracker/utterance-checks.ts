/**
 * What the tracker asks of one utterance's alignment before it moves the place: is it reading at all,
 * are its jumps ahead borne out by content words, and which trailing words wait for the next utterance.
 */
import type { WordToken } from '@shared';
import { isFunctionWord } from '../../language/function-words';
import { isUnknownWord, type HeardWord } from '../words/heard-words';
import { JUMP_MIN_CONTENT_WORDS, MAX_CARRIED_WORDS, OFF_TEXT_MIN_WORDS, READING_MIN_MATCH_RATIO } from '../tuning';
import type { MatchQuality } from '../types';
import type { AlignedStep, UtteranceAlignment } from './align';

/**
 * Unnamed words alone are noise or talk. Among named words they are left out of the match share: a
 * recogniser that lost its footing for a few words must not turn a reading into talk.
 */
export function isReading(alignment: UtteranceAlignment, heard: readonly HeardWord[]): boolean {
  const named = heard.filter((w) => !isUnknownWord(w.norm)).length;
  if (named === 0) return false;
  if (named < OFF_TEXT_MIN_WORDS) return true;
  const matched = alignment.steps.filter((s) => s.kind === 'read' && s.quality !== 'far').length;
  return matched >= READING_MIN_MATCH_RATIO * named;
}

/**
 * A jump ahead (a skipped line) is believed only when story words that say something are read after
 * it: function words match almost anywhere, and a recogniser that lost its footing ("…can we in the")
 * must not send the highlight a line or two ahead of the reader.
 */
export function jumpsAreBorneOut(alignment: UtteranceAlignment, heard: readonly HeardWord[], words: readonly WordToken[]): boolean {
  return alignment.skips.every((skip, k) => {
    if (!skip.long) return true;
    const until = alignment.skips[k + 1]?.heardIndex ?? heard.length;
    const telling = alignment.steps.filter(
      (s) => s.kind === 'read' && s.quality === 'exact' && s.heardIndex >= skip.heardIndex && s.heardIndex < until && !isFunctionWord(words[s.wordIndex]?.norm ?? ''),
    ).length;
    return telling >= JUMP_MIN_CONTENT_WORDS;
  });
}

/**
 * Splits off up to MAX_CARRIED_WORDS trailing unmatched words to be judged with the next utterance. At the end of
 * the story there is no next word for them to have replaced or come before: the last of them are read
 * as the story's last words ("…sat on the blanket" for "…sat on the grass."), so a story finished with
 * its last word misread reaches its end and the miscue is recorded, rather than waiting for words
 * that will never come.
 */
export function splitTrailing(
  alignment: UtteranceAlignment,
  heard: readonly HeardWord[],
  storyWords: readonly WordToken[],
  qualityOf: (heard: string, expected: string) => MatchQuality,
): { kept: UtteranceAlignment; carried: HeardWord[] } {
  let cut = alignment.steps.length;
  while (cut > 0 && alignment.steps[cut - 1]?.kind === 'insert') cut -= 1;
  const trailing = alignment.steps.slice(cut);
  if (trailing.length === 0 || trailing.length > MAX_CARRIED_WORDS) return { kept: alignment, carried: [] };
  const left = storyWords.length - alignment.endIndex;
  if (left > 0 && left <= trailing.length) {
    const extra = trailing.length - left;
    const asRead = trailing.map((step, k): AlignedStep => {
      if (k < extra) return step;
      const wordIndex = alignment.endIndex + k - extra;
      const said = heard[step.heardIndex]?.norm ?? '';
      return { kind: 'read', heardIndex: step.heardIndex, wordIndex, quality: qualityOf(said, storyWords[wordIndex]?.norm ?? '') };
    });
    return { kept: { ...alignment, steps: [...alignment.steps.slice(0, cut), ...asRead], endIndex: storyWords.length }, carried: [] };
  }
  return {
    kept: { ...alignment, steps: alignment.steps.slice(0, cut) },
    carried: trailing.flatMap((step) => heard.slice(step.heardIndex, step.heardIndex + 1)),
  };
}

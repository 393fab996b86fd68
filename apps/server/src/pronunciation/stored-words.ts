/**
 * A scorer's assessment as the words stored for it: each with its place in the story (an inserted word
 * at the story word it came before) and what was heard when it was not the story word, so the reading
 * tracker's miscues can be laid onto them and the teacher sees the word said.
 */
import { normalizeWord } from '@shared';
import type { ScoredWordInput } from '../db/repositories/pronunciation';
import type { Assessment, AssessedWord } from './scoring/types';

/** An inserted word's place: the story word after it (or, at the end, the one after the last). */
function insertionPlace(words: readonly AssessedWord[], at: number): number | null {
  const next = words.slice(at + 1).find((w) => w.referenceIndex !== null);
  if (next) return next.referenceIndex;
  const previous = words.slice(0, at).findLast((w) => w.referenceIndex !== null)?.referenceIndex;
  return previous === undefined || previous === null ? null : previous + 1;
}

function heardWordOf(word: AssessedWord): string | null {
  if (word.errorType === 'Insertion') return word.heard ?? word.word;
  if (word.errorType !== 'Mispronunciation' || word.heard === undefined) return null;
  return normalizeWord(word.heard) === normalizeWord(word.word) ? null : word.heard;
}

export function toStoredWords(assessment: Assessment, storyId: string | null = null): ScoredWordInput[] {
  return assessment.words.map((w, at) => ({
    word: w.word,
    accuracyScore: w.accuracy,
    errorType: w.errorType,
    syllables: w.syllables,
    storyId,
    wordIndex: w.referenceIndex ?? insertionPlace(assessment.words, at),
    heardWord: heardWordOf(w),
  }));
}

/**
 * Lays the reading tracker's miscues onto scored words, so the teacher's word list says what the
 * tracker heard. The scorer aligns only the words heard on the reading branch: a different word said
 * in place of a story word is often not among them (the word shows as an omission and what was said is
 * lost), and an extra word may never be heard there at all. The tracker sees the whole turn, and its
 * records are the ones the running record and the fluency figures use.
 *
 * - substitution: the story word is a Mispronunciation, with the word heard;
 * - omission: an Omission;
 * - self-correction: SelfCorrection (with the wrong try when it was named);
 * - repetition and long hesitation: Repetition and Hesitation on a word otherwise scored correct (a
 *   mispronounced word stays one);
 * - insertion: an Insertion entry with the inserted word, before the story word it came before, unless
 *   the scorer already placed one there.
 */
import type { ScoredWordInput } from '../db/repositories/pronunciation';
import { MISPRONUNCIATION_BELOW, SELF_CORRECTED_MAX } from './scoring/local-scorer';

/** One tracker record (`MiscueRecord` live, a `word_outcomes` row once saved). */
export interface ReadingMiscue {
  storyId: string;
  wordIndex: number;
  /** The tracker's kind (or a teacher's verdict in its place). */
  kind: string;
  heard?: string | null | undefined;
}

/** What an inserted word the recogniser could not name is listed as. */
export const UNNAMED_INSERTION = '(unclear word)';

const WORD_KINDS_BY_STRENGTH = ['substitution', 'omission', 'self_correction', 'repetition', 'hesitation'] as const;

const placeOf = (storyId: string, wordIndex: number) => `${storyId}:${wordIndex}`;

function strongest(miscues: readonly ReadingMiscue[]): ReadingMiscue | undefined {
  for (const kind of WORD_KINDS_BY_STRENGTH) {
    const found = miscues.find((m) => m.kind === kind);
    if (found) return found;
  }
  return undefined;
}

function withMiscue(word: ScoredWordInput, miscue: ReadingMiscue | undefined): ScoredWordInput {
  if (!miscue) return word;
  const heard = miscue.heard ?? null;
  switch (miscue.kind) {
    case 'substitution':
      return { ...word, errorType: 'Mispronunciation', accuracyScore: Math.min(word.accuracyScore, MISPRONUNCIATION_BELOW - 1), heardWord: heard ?? word.heardWord ?? null };
    case 'omission':
      return { ...word, errorType: 'Omission', accuracyScore: 0, heardWord: null };
    case 'self_correction':
      // Read right in the end: the scorer's own figure for a self-corrected word when it had none.
      return { ...word, errorType: 'SelfCorrection', accuracyScore: word.errorType === 'Omission' ? SELF_CORRECTED_MAX : word.accuracyScore, heardWord: heard };
    case 'repetition':
      return word.errorType === 'None' ? { ...word, errorType: 'Repetition' } : word;
    case 'hesitation':
      return word.errorType === 'None' ? { ...word, errorType: 'Hesitation' } : word;
    default:
      return word;
  }
}

function inserted(miscue: ReadingMiscue): ScoredWordInput {
  const heard = miscue.heard ?? null;
  return {
    word: heard ?? UNNAMED_INSERTION,
    accuracyScore: 0,
    errorType: 'Insertion',
    syllables: [],
    storyId: miscue.storyId,
    wordIndex: miscue.wordIndex,
    heardWord: heard,
  };
}

/** The words with the miscues in place; words without a story place are left as they are. */
export function withReadingMiscues(words: readonly ScoredWordInput[], miscues: readonly ReadingMiscue[]): ScoredWordInput[] {
  if (miscues.length === 0) return [...words];
  const onWord = new Map<string, ReadingMiscue[]>();
  const insertions = new Map<string, ReadingMiscue[]>();
  for (const miscue of miscues) {
    const map = miscue.kind === 'insertion' ? insertions : onWord;
    const key = placeOf(miscue.storyId, miscue.wordIndex);
    map.set(key, [...(map.get(key) ?? []), miscue]);
  }
  const out: ScoredWordInput[] = [];
  const scorerInsertions = new Map<string, number>();
  const placed = new Set<string>();
  for (const word of words) {
    if (word.storyId === undefined || word.storyId === null || word.wordIndex === undefined || word.wordIndex === null) {
      out.push(word);
      continue;
    }
    const key = placeOf(word.storyId, word.wordIndex);
    if (word.errorType === 'Insertion') {
      scorerInsertions.set(key, (scorerInsertions.get(key) ?? 0) + 1);
      out.push(word);
      continue;
    }
    // A word read in two segments appears twice in a summary; its extra words are listed once.
    if (!placed.has(key)) {
      placed.add(key);
      const missing = (insertions.get(key) ?? []).slice(scorerInsertions.get(key) ?? 0);
      out.push(...missing.map(inserted));
    }
    out.push(withMiscue(word, strongest(onWord.get(key) ?? [])));
  }
  return out;
}

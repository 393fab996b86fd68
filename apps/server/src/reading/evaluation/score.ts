/**
 * Scores the tracker's miscue records against a reading's ground truth: detection rate per miscue
 * kind, and false flags — error records (substitution, omission, insertion) where the reader made no
 * miscue — over content words and over function words separately.
 */
import type { WordToken } from '@shared';
import { isFunctionWord } from '../../language/function-words';
import type { MiscueKind, MiscueRecord } from '../types';
import type { TruthMiscue } from './synthetic-reading';

export interface KindScore {
  injected: number;
  detected: number;
}

export interface MiscueScore {
  byKind: Record<MiscueKind, KindScore>;
  /** Substitutions split by whether the word said sounds like the expected one. */
  substitutions: { soundAlike: KindScore; different: KindScore };
  falseFlags: {
    content: number;
    contentWordsReadCorrectly: number;
    function: number;
    functionWordsReadCorrectly: number;
    /** Hesitation records where the reader did not pause. */
    hesitations: number;
    /** The content-word flags by the kind the record gave them (which rule raised them). */
    contentOmissions: number;
    contentSubstitutions: number;
    contentInsertions: number;
  };
}

const KINDS: readonly MiscueKind[] = [
  'substitution',
  'omission',
  'insertion',
  'self_correction',
  'repetition',
  'hesitation',
];
const ERROR_KINDS: ReadonlySet<MiscueKind> = new Set(['substitution', 'omission', 'insertion']);

/** Insertions are attached to a neighbouring word; a repetition to any word of its span. */
function matches(truth: TruthMiscue, found: MiscueRecord): boolean {
  if (found.kind !== truth.kind) return false;
  switch (truth.kind) {
    case 'insertion':
      return Math.abs(found.wordIndex - truth.wordIndex) <= 1;
    case 'repetition':
      return found.wordIndex >= truth.wordIndex - 1 && found.wordIndex <= (truth.endIndex ?? truth.wordIndex);
    case 'substitution':
    case 'omission':
    case 'self_correction':
    case 'hesitation':
      return found.wordIndex === truth.wordIndex;
  }
}

export function emptyScore(): MiscueScore {
  const byKind = Object.fromEntries(KINDS.map((k) => [k, { injected: 0, detected: 0 }])) as Record<
    MiscueKind,
    KindScore
  >;
  const substitutions = { soundAlike: { injected: 0, detected: 0 }, different: { injected: 0, detected: 0 } };
  return {
    byKind,
    substitutions,
    falseFlags: {
      content: 0,
      contentWordsReadCorrectly: 0,
      function: 0,
      functionWordsReadCorrectly: 0,
      hesitations: 0,
      contentOmissions: 0,
      contentSubstitutions: 0,
      contentInsertions: 0,
    },
  };
}

/** Adds one reading's results to `into` (so many readings can be pooled). */
export function scoreMiscues(
  truth: readonly TruthMiscue[],
  found: readonly MiscueRecord[],
  words: readonly WordToken[],
  correct: ReadonlyMap<number, boolean>,
  into: MiscueScore = emptyScore(),
): MiscueScore {
  for (const miss of truth) {
    const detected = found.some((f) => matches(miss, f)) ? 1 : 0;
    const scores = [into.byKind[miss.kind]];
    if (miss.kind === 'substitution')
      scores.push(into.substitutions[miss.soundAlike ? 'soundAlike' : 'different']);
    for (const score of scores) {
      score.injected += 1;
      score.detected += detected;
    }
  }
  const truthAt = new Set(truth.map((t) => t.wordIndex));
  for (const [wordIndex, ok] of correct) {
    if (!ok || truthAt.has(wordIndex)) continue;
    const fn = isFunctionWord(words[wordIndex]?.norm ?? '');
    if (fn) into.falseFlags.functionWordsReadCorrectly += 1;
    else into.falseFlags.contentWordsReadCorrectly += 1;
  }
  for (const record of found) {
    if (record.kind !== 'hesitation') continue;
    if (!truth.some((t) => t.kind === 'hesitation' && t.wordIndex === record.wordIndex))
      into.falseFlags.hesitations += 1;
  }
  const flagged = new Set<number>();
  for (const record of found) {
    if (!ERROR_KINDS.has(record.kind) || flagged.has(record.wordIndex)) continue;
    const nearTruth = truth.some(
      (t) => Math.abs(t.wordIndex - record.wordIndex) <= (record.kind === 'insertion' ? 1 : 0),
    );
    if (nearTruth || correct.get(record.wordIndex) !== true) continue;
    flagged.add(record.wordIndex);
    if (isFunctionWord(words[record.wordIndex]?.norm ?? '')) into.falseFlags.function += 1;
    else {
      into.falseFlags.content += 1;
      if (record.kind === 'omission') into.falseFlags.contentOmissions += 1;
      else if (record.kind === 'substitution') into.falseFlags.contentSubstitutions += 1;
      else into.falseFlags.contentInsertions += 1;
    }
  }
  return into;
}

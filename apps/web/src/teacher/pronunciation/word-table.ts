/**
 * The pronunciation report's word table (teacher-side 2.2): the verdict shown for each word (a
 * teacher's correction wins over the machine's), the filter, the sort and the chart data.
 */
import { PRONUNCIATION_ERROR_TYPES, PRONUNCIATION_TIER_LABELS, PRONUNCIATION_TIERS } from '@shared/constants/domain';
import { errorTypeLabel } from '@shared/display/pronunciation';
import type { PronunciationStatistics } from '@shared/schemas/pronunciation-analytics';
import type { ReportWord } from '@shared/schemas/pronunciation-report';

/** 'all', 'errors' (every verdict but None) or one error type. */
export type WordFilter = string;
export const ALL_WORDS = 'all';
export const ERRORS_ONLY = 'errors';
export type WordSort = 'accuracy' | 'alphabetical';

export function wordVerdict(word: ReportWord): string {
  return word.teacher_error_type ?? word.error_type;
}

export function filterWords(words: readonly ReportWord[], filter: WordFilter): ReportWord[] {
  if (filter === ALL_WORDS) return [...words];
  if (filter === ERRORS_ONLY) return words.filter((word) => wordVerdict(word) !== 'None');
  return words.filter((word) => wordVerdict(word) === filter);
}

/** Accuracy ascending (hardest first, ties alphabetical), or alphabetical ignoring case. */
export function sortWords(words: readonly ReportWord[], sort: WordSort): ReportWord[] {
  const byWord = (a: ReportWord, b: ReportWord) => a.word.localeCompare(b.word, undefined, { sensitivity: 'base' });
  return [...words].sort(
    sort === 'accuracy' ? (a, b) => a.accuracy_score - b.accuracy_score || byWord(a, b) : (a, b) => byWord(a, b) || a.accuracy_score - b.accuracy_score,
  );
}

/** The error types a teacher can choose: the known four, then any other type the words carry. */
export function verdictOptions(words: readonly ReportWord[]): string[] {
  const known: readonly string[] = PRONUNCIATION_ERROR_TYPES;
  const extra = new Set(words.map(wordVerdict).filter((type) => !known.includes(type)));
  return [...known, ...[...extra].sort()];
}

/** Error types present among the words, for the filter's specific-type options (None excluded). */
export function presentErrorTypes(words: readonly ReportWord[]): string[] {
  return verdictOptions(words).filter((type) => type !== 'None' && words.some((word) => wordVerdict(word) === type));
}

export function errorTypeBars(distribution: PronunciationStatistics['error_distribution']): { name: string; count: number }[] {
  return Object.entries(distribution).map(([type, count]) => ({ name: errorTypeLabel(type), count }));
}

export function accuracySlices(distribution: PronunciationStatistics['accuracy_distribution']): { name: string; value: number }[] {
  return PRONUNCIATION_TIERS.map((tier) => ({ name: PRONUNCIATION_TIER_LABELS[tier], value: distribution[tier] })).filter(
    (slice) => slice.value > 0,
  );
}

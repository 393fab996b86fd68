/** Data shaping for the pronunciation charts (teacher-side 2.3): the accuracy buckets and the hardest words. */
import { TOP_CHALLENGING_WORDS } from '@shared/constants/dashboard';
import { countByDistributionBucket } from '@shared/display/pronunciation';
import type { PronunciationAssessmentItem } from '@shared/schemas/pronunciation-analytics';

export interface BucketSlice {
  name: string;
  value: number;
}

/** One slice per bucket 90-100 … below 60, empty buckets left out so the pie has no zero slices. */
export function distributionSlices(items: readonly PronunciationAssessmentItem[]): BucketSlice[] {
  const counts = countByDistributionBucket(items.map((item) => item.accuracyScore));
  return Object.entries(counts)
    .filter(([, value]) => value > 0)
    .map(([name, value]) => ({ name, value }));
}

export interface ChallengingWord {
  word: string;
  /** Mean accuracy over every attempt at the word, rounded to one decimal. */
  averageAccuracy: number;
  /** Share of attempts that needed an intervention, 0–100. */
  interventionRate: number;
  attempts: number;
}

/**
 * The 10 words with the lowest average accuracy (case-insensitive), lowest first, ties alphabetical.
 * Words read perfectly every time are not challenging, so a list of three hard words stays three long.
 */
export function challengingWords(
  items: readonly PronunciationAssessmentItem[],
  limit: number = TOP_CHALLENGING_WORDS,
): ChallengingWord[] {
  const byWord = new Map<string, { total: number; interventions: number; attempts: number }>();
  for (const item of items) {
    const key = item.word.trim().toLowerCase();
    if (!key) continue;
    const entry = byWord.get(key) ?? { total: 0, interventions: 0, attempts: 0 };
    entry.total += item.accuracyScore;
    entry.interventions += item.needsIntervention ? 1 : 0;
    entry.attempts += 1;
    byWord.set(key, entry);
  }
  return Array.from(byWord, ([word, entry]) => ({
    word,
    averageAccuracy: Math.round((entry.total / entry.attempts) * 10) / 10,
    interventionRate: Math.round((entry.interventions / entry.attempts) * 100),
    attempts: entry.attempts,
  }))
    .filter((entry) => entry.averageAccuracy < 100)
    .sort((a, b) => a.averageAccuracy - b.averageAccuracy || a.word.localeCompare(b.word))
    .slice(0, limit);
}

/** Pixel height of the hardest-words bar chart: one labelled row per word, so no label is dropped. */
export function challengingWordsChartHeightPx(wordCount: number): number {
  const ROW_PX = 34;
  const AXES_AND_LEGEND_PX = 70;
  return Math.max(160, wordCount * ROW_PX + AXES_AND_LEGEND_PX);
}

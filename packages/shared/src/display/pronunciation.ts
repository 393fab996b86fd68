/**
 * Pronunciation score display: the child panel's colour bands (child-side section 9), the teacher
 * report's tiers and the distribution chart's buckets (teacher-side sections 4 and 9).
 */
import {
  ACCURACY_DISTRIBUTION_BUCKETS,
  PRONUNCIATION_TIER_MIN_SCORES,
  PRONUNCIATION_TIERS,
  type AccuracyDistributionBucket,
  type PronunciationTier,
} from '../constants/domain';
import { ACCURACY_COLOUR_MIN } from '../constants/limits';

export type AccuracyColourBand = 'green' | 'yellow' | 'orange' | 'red';

/** At least 90 green, at least 75 yellow, at least 60 orange, else red. */
export function accuracyColourBand(accuracy: number): AccuracyColourBand {
  if (accuracy >= ACCURACY_COLOUR_MIN.green) return 'green';
  if (accuracy >= ACCURACY_COLOUR_MIN.yellow) return 'yellow';
  if (accuracy >= ACCURACY_COLOUR_MIN.orange) return 'orange';
  return 'red';
}

/** 90 or more excellent, 75-89 good, 60-74 fair, below 60 needs work. */
export function pronunciationTier(score: number): PronunciationTier {
  if (score >= PRONUNCIATION_TIER_MIN_SCORES.excellent) return 'excellent';
  if (score >= PRONUNCIATION_TIER_MIN_SCORES.good) return 'good';
  if (score >= PRONUNCIATION_TIER_MIN_SCORES.fair) return 'fair';
  return 'needs_work';
}

/** Buckets 90-100, 80-89, 70-79, 60-69 and below 60; fractional scores fall in the bucket of their floor. */
export function accuracyDistributionBucket(score: number): AccuracyDistributionBucket {
  if (score >= 90) return '90-100';
  if (score >= 80) return '80-89';
  if (score >= 70) return '70-79';
  if (score >= 60) return '60-69';
  return 'below 60';
}

/** Counts per distribution bucket, every bucket present (in chart order) even when empty. */
export function countByDistributionBucket(
  scores: readonly number[],
): Record<AccuracyDistributionBucket, number> {
  const counts = Object.fromEntries(ACCURACY_DISTRIBUTION_BUCKETS.map((bucket) => [bucket, 0])) as Record<
    AccuracyDistributionBucket,
    number
  >;
  for (const score of scores) counts[accuracyDistributionBucket(score)] += 1;
  return counts;
}

/** Counts per tier: the report's `accuracy_distribution` (excellent, good, fair, needs_work). */
export function countByTier(scores: readonly number[]): Record<PronunciationTier, number> {
  const counts = Object.fromEntries(PRONUNCIATION_TIERS.map((tier) => [tier, 0])) as Record<
    PronunciationTier,
    number
  >;
  for (const score of scores) counts[pronunciationTier(score)] += 1;
  return counts;
}

/** The error-type chart shows the error type 'None' as 'Correct'. */
export function errorTypeLabel(errorType: string): string {
  return errorType === 'None' ? 'Correct' : errorType;
}

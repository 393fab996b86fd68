/**
 * The teacher's pronunciation report and analytics (teacher-side 2.2, 2.3, 3 and 7): one assessment
 * with its word details and statistics, the history list, the trends and the dashboard config.
 */
import { z } from 'zod';
import { ASSESSMENT_MODES } from '../constants/domain';
import {
  PRONUNCIATION_HISTORY_DEFAULT_LIMIT,
  PRONUNCIATION_HISTORY_DEFAULT_OFFSET,
  PRONUNCIATION_TRENDS_DEFAULT_DAYS,
} from '../constants/limits';
import { EntityIdSchema, PercentSchema, TimestampSchema, UserAgeQuerySchema } from './common';
import { queryWholeNumber } from './validation';

export const AssessmentModeSchema = z.enum(ASSESSMENT_MODES);
export type AssessmentMode = z.infer<typeof AssessmentModeSchema>;

/**
 * Error type of a word: None (correct), Mispronunciation, Omission, Insertion, the reading tracker's
 * SelfCorrection, Repetition and Hesitation (READING_MISCUE_ERROR_TYPES), or another label a scorer
 * gives; the UI shows unknown ones as they are.
 */
export const PronunciationErrorTypeSchema = z.string().min(1);
export type PronunciationErrorType = z.infer<typeof PronunciationErrorTypeSchema>;

export const PronunciationScoresSchema = z.object({
  accuracy: PercentSchema,
  fluency: PercentSchema,
  completeness: PercentSchema,
  prosody: PercentSchema,
  overall_pronunciation: PercentSchema,
});
export type PronunciationScores = z.infer<typeof PronunciationScoresSchema>;

export const PronunciationAssessmentSchema = z.object({
  id: EntityIdSchema,
  assessment_mode: AssessmentModeSchema,
  locale: z.string(),
  duration_seconds: z.number().min(0),
  created_at: TimestampSchema,
  /** Null for unscripted assessments. */
  reference_text: z.string().nullable(),
  recognized_text: z.string(),
  scores: PronunciationScoresSchema,
});
export type PronunciationAssessment = z.infer<typeof PronunciationAssessmentSchema>;

export const SyllableScoreSchema = z.object({ syllable: z.string(), accuracy_score: PercentSchema });
export type SyllableScore = z.infer<typeof SyllableScoreSchema>;

/** What the child said instead of the story word (a Mispronunciation), or the word an Insertion added. */
export const HeardWordSchema = z.string().min(1);

export const WordDetailSchema = z.object({
  /** The story word; for an Insertion, the word inserted, at its place in the reading. */
  word: z.string(),
  accuracy_score: PercentSchema,
  error_type: PronunciationErrorTypeSchema,
  syllables: z.array(SyllableScoreSchema),
  heard_word: HeardWordSchema.optional(),
});
export type WordDetail = z.infer<typeof WordDetailSchema>;

export const PronunciationStatisticsSchema = z.object({
  word_count: z.number().int().min(0),
  avg_word_accuracy: PercentSchema,
  /** Word counts per tier: 90+ excellent, 75–89 good, 60–74 fair, below 60 needs work. */
  accuracy_distribution: z.object({
    excellent: z.number().int().min(0),
    good: z.number().int().min(0),
    fair: z.number().int().min(0),
    needs_work: z.number().int().min(0),
  }),
  /** Word count per error type. */
  error_distribution: z.record(z.string(), z.number().int().min(0)),
});
export type PronunciationStatistics = z.infer<typeof PronunciationStatisticsSchema>;

/** The session pronunciation report; without an assessment, `message` says why. */
export const PronunciationAnalyticsResponseSchema = z.object({
  has_assessment: z.boolean(),
  message: z.string().nullable(),
  assessment: PronunciationAssessmentSchema.nullable(),
  word_details: z.array(WordDetailSchema),
  statistics: PronunciationStatisticsSchema.nullable(),
});
export type PronunciationAnalyticsResponse = z.infer<typeof PronunciationAnalyticsResponseSchema>;

/** GET /dashboard/pronunciation/history?limit=20&offset=0&student_age={age} */
export const PronunciationHistoryQuerySchema = z.object({
  limit: queryWholeNumber('limit', 1, 100).default(PRONUNCIATION_HISTORY_DEFAULT_LIMIT),
  offset: queryWholeNumber('offset', 0, Number.POSITIVE_INFINITY).default(
    PRONUNCIATION_HISTORY_DEFAULT_OFFSET,
  ),
  student_age: UserAgeQuerySchema.optional(),
});
export type PronunciationHistoryQuery = z.infer<typeof PronunciationHistoryQuerySchema>;

export const PronunciationHistoryItemSchema = z.object({
  id: EntityIdSchema,
  session_id: z.string(),
  conversation_id: z.string(),
  student_age: z.number(),
  story_title: z.string().nullable(),
  assessment_mode: AssessmentModeSchema,
  created_at: TimestampSchema,
  scores: PronunciationScoresSchema,
  word_count: z.number().int().min(0),
});
export type PronunciationHistoryItem = z.infer<typeof PronunciationHistoryItemSchema>;

export const PronunciationHistoryResponseSchema = z.object({
  assessments: z.array(PronunciationHistoryItemSchema),
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
  offset: z.number().int().min(0),
});
export type PronunciationHistoryResponse = z.infer<typeof PronunciationHistoryResponseSchema>;

/** GET /dashboard/analytics/pronunciation-trends?days=30 */
export const PronunciationTrendsQuerySchema = z.object({
  days: queryWholeNumber('days', 1, 365).default(PRONUNCIATION_TRENDS_DEFAULT_DAYS),
});
export type PronunciationTrendsQuery = z.infer<typeof PronunciationTrendsQuerySchema>;

/** One day of the trend chart. */
export const PronunciationTrendPointSchema = z.object({
  /** Calendar day, YYYY-MM-DD. */
  date: z.iso.date(),
  averageAccuracy: PercentSchema,
  interventions: z.number().int().min(0),
});
export type PronunciationTrendPoint = z.infer<typeof PronunciationTrendPointSchema>;

/** Answer of both trend calls (/dashboard/analytics/… and /v1/dashboard/analytics/…). */
export const PronunciationTrendsResponseSchema = z.object({ trends: z.array(PronunciationTrendPointSchema) });
export type PronunciationTrendsResponse = z.infer<typeof PronunciationTrendsResponseSchema>;

/** One word of the 'words' and 'distribution' charts. */
export const PronunciationAssessmentItemSchema = z.object({
  word: z.string(),
  accuracyScore: PercentSchema,
  needsIntervention: z.boolean(),
});
export type PronunciationAssessmentItem = z.infer<typeof PronunciationAssessmentItemSchema>;

/** GET /v1/dashboard/session/{id}/pronunciation */
export const SessionPronunciationResponseSchema = z.object({
  assessments: z.array(PronunciationAssessmentItemSchema),
});
export type SessionPronunciationResponse = z.infer<typeof SessionPronunciationResponseSchema>;

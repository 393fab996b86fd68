/**
 * The session detail overview with its reading fluency block (teacher-side 2.2 and 3): WCPM and
 * accuracy as the reading tracker stored them, placed against the Hasbrouck & Tindal norms for the
 * child's grade and the season of the session.
 */
import { z } from 'zod';
import { SessionDetailSchema } from './dashboard-sessions';
import { TimestampSchema } from './common';

export const FluencySchema = z.object({
  wcpm: z.number().min(0),
  accuracy_rate: z.number().min(0).max(100),
  grade: z.number().nullable(),
  season: z.string().nullable(),
  percentile_band: z.string().nullable(),
  norm_50th: z.number().nullable(),
});
export type Fluency = z.infer<typeof FluencySchema>;

/** One story read in the session, as the reading tracker recorded it. */
export const StoryReadingSchema = z.object({
  storyId: z.string(),
  storyTitle: z.string(),
  totalWords: z.number().int().min(0),
  wordsRead: z.number().int().min(0),
  correctWords: z.number().int().min(0),
  completionRate: z.number().min(0).max(100),
  wcpm: z.number().min(0).nullable(),
  accuracyRate: z.number().min(0).max(100).nullable(),
});
export type StoryReading = z.infer<typeof StoryReadingSchema>;

/** GET /v1/dashboard/session/{id}: the detail plus Role Ranger's mean emotion, alert count and fluency. */
export const SessionDetailViewSchema = SessionDetailSchema.extend({
  averageEmotionScore: z.number().min(0).max(100).nullable(),
  safetyAlertsCount: z.number().int().min(0),
  fluency: FluencySchema.nullable(),
  /** Every story read in the session, in the order it was started. */
  readings: z.array(StoryReadingSchema).default([]),
  /** Null while the session is still running: engagement is only scored when it ends. */
  endTime: TimestampSchema.nullable().default(null),
});
export type SessionDetailView = z.infer<typeof SessionDetailViewSchema>;

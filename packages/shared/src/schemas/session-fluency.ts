/**
 * The session detail overview with its reading fluency block (teacher-side 2.2 and 3): WCPM and
 * accuracy as the reading tracker stored them, placed against the Hasbrouck & Tindal norms for the
 * child's grade and the season of the session.
 */
import { z } from 'zod';
import { SessionDetailSchema } from './dashboard-sessions';

export const FluencySchema = z.object({
  wcpm: z.number().min(0),
  accuracy_rate: z.number().min(0).max(100),
  grade: z.number().nullable(),
  season: z.string().nullable(),
  percentile_band: z.string().nullable(),
  norm_50th: z.number().nullable(),
});
export type Fluency = z.infer<typeof FluencySchema>;

/** GET /v1/dashboard/session/{id}: the detail plus Role Ranger's mean emotion, alert count and fluency. */
export const SessionDetailViewSchema = SessionDetailSchema.extend({
  averageEmotionScore: z.number().min(0).max(100).nullable(),
  safetyAlertsCount: z.number().int().min(0),
  fluency: FluencySchema.nullable(),
});
export type SessionDetailView = z.infer<typeof SessionDetailViewSchema>;

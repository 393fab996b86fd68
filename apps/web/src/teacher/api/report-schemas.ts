/**
 * What the teacher report adds to the shared pronunciation and session schemas: the word id and the
 * teacher's corrected verdict (for overrides), machine–teacher agreement, and the fluency standing.
 * Each addition is optional so a server that does not send it still yields a report.
 */
import { z } from 'zod';
import { SessionDetailSchema } from '@shared/schemas/dashboard-sessions';
import { PronunciationAnalyticsResponseSchema, WordDetailSchema } from '@shared/schemas/pronunciation-analytics';

export const AgreementSchema = z.object({
  reviewed_words: z.number().int().min(0),
  agreed_words: z.number().int().min(0),
  /** Null while no word has been reviewed. */
  agreement_percent: z.number().min(0).max(100).nullable(),
});
export type Agreement = z.infer<typeof AgreementSchema>;

/** Either one figure for the session, or the session's and every session's together. */
const AgreementFieldSchema = z
  .union([z.object({ session: AgreementSchema, overall: AgreementSchema.optional() }), AgreementSchema])
  .transform((value) => ('session' in value ? value : { session: value, overall: undefined }));

export const ReportWordSchema = WordDetailSchema.extend({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  /** The machine's first verdict when a teacher has corrected `error_type`. */
  machine_error_type: z.string().nullable().optional(),
  teacher_error_type: z.string().nullable().optional(),
});
export type ReportWord = z.infer<typeof ReportWordSchema>;

export const PronunciationReportSchema = PronunciationAnalyticsResponseSchema.extend({
  word_details: z.array(ReportWordSchema),
  agreement: AgreementFieldSchema.optional(),
});
export type PronunciationReport = z.infer<typeof PronunciationReportSchema>;

export const FluencySchema = z.object({
  wcpm: z.number().min(0),
  accuracy_rate: z.number().min(0).max(100),
  grade: z.number().nullable(),
  season: z.string().nullable(),
  percentile_band: z.string().nullable(),
  norm_50th: z.number().nullable(),
});
export type Fluency = z.infer<typeof FluencySchema>;

export const SessionDetailWithFluencySchema = SessionDetailSchema.extend({
  /** Role Ranger's mean emotion score over the roleplay turns, when the server summarises it. */
  averageEmotionScore: z.number().min(0).max(100).nullable().optional(),
  fluency: FluencySchema.nullable().optional(),
});
export type SessionDetailWithFluency = z.infer<typeof SessionDetailWithFluencySchema>;

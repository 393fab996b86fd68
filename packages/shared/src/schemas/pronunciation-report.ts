/**
 * The teacher's session pronunciation report (teacher-side 3): the analytics answer with each word's
 * id and the teacher's correction beside the machine's verdict, machine–teacher agreement, and the
 * word-verdict override call.
 */
import { z } from 'zod';
import { PRONUNCIATION_ERROR_TYPES, READING_MISCUE_ERROR_TYPES } from '../constants/domain';
import { SessionIdParamsSchema } from './dashboard-sessions';
import { PronunciationAnalyticsResponseSchema, WordDetailSchema } from './pronunciation-analytics';

export const AgreementSchema = z.object({
  reviewed_words: z.number().int().min(0),
  agreed_words: z.number().int().min(0),
  /** Null while no word has been reviewed. */
  agreement_percent: z.number().min(0).max(100).nullable(),
});
export type Agreement = z.infer<typeof AgreementSchema>;

/** This session's agreement and every session's together. */
export const ReportAgreementSchema = z.object({ session: AgreementSchema, overall: AgreementSchema });
export type ReportAgreement = z.infer<typeof ReportAgreementSchema>;

export const ReportWordSchema = WordDetailSchema.extend({
  id: z.string(),
  /** The machine's verdict; `error_type` is the teacher's where one was made. */
  machine_error_type: z.string(),
  teacher_error_type: z.string().nullable(),
});
export type ReportWord = z.infer<typeof ReportWordSchema>;

/** GET /v1/dashboard/session/{id}/pronunciation-report */
export const PronunciationReportSchema = PronunciationAnalyticsResponseSchema.extend({
  word_details: z.array(ReportWordSchema),
  agreement: ReportAgreementSchema,
});
export type PronunciationReport = z.infer<typeof PronunciationReportSchema>;

/** `{id}` and `{word_id}` of PUT /v1/dashboard/session/{id}/pronunciation/words/{word_id}. */
export const WordOverrideParamsSchema = SessionIdParamsSchema.extend({ word_id: z.string().min(1).max(200) });
export type WordOverrideParams = z.infer<typeof WordOverrideParamsSchema>;

/** The verdicts a teacher may give a word: the scorer's four and the reading tracker's miscues. */
const TEACHER_VERDICTS = [...PRONUNCIATION_ERROR_TYPES, ...READING_MISCUE_ERROR_TYPES] as const;

export const WordOverrideRequestSchema = z.object({
  /** null gives the word back to the machine's verdict. */
  error_type: z
    .enum(TEACHER_VERDICTS, {
      error: `error_type must be one of: ${TEACHER_VERDICTS.join(', ')}`,
    })
    .nullable(),
});
export type WordOverrideRequest = z.infer<typeof WordOverrideRequestSchema>;

export const WordOverrideResponseSchema = z.object({
  success: z.boolean(),
  word: ReportWordSchema,
  agreement: ReportAgreementSchema,
});
export type WordOverrideResponse = z.infer<typeof WordOverrideResponseSchema>;

/**
 * Privacy calls: the public retention policy the child's privacy page shows, and the administrator's
 * export and erase of children's data (counts of what was removed, per table).
 */
import { z } from 'zod';
import { ConversationIdSchema } from './common';

export const PrivacyPolicyResponseSchema = z.object({
  /** Transcripts, scores and alerts older than this many days are deleted by the daily purge. */
  retention_days: z.number().int().min(1),
  /** Whether the school has turned on keeping recordings of the child's voice (RETAIN_AUDIO). */
  retain_audio: z.boolean(),
});
export type PrivacyPolicyResponse = z.infer<typeof PrivacyPolicyResponseSchema>;

export const PrivacyConversationParamsSchema = z.object({ id: ConversationIdSchema });

/** `YYYY-MM-DD`, a real calendar date: everything last active before its start (UTC) is erased. */
export const PrivacyBeforeQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)) &&
        new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value),
      'date must be a real calendar date',
    ),
});

/** Table name → rows deleted from it. */
export const ErasedCountsSchema = z.record(z.string(), z.number().int().min(0));

export const EraseConversationResponseSchema = z.object({
  success: z.boolean(),
  conversation_id: z.string(),
  erased: ErasedCountsSchema,
});
export type EraseConversationResponse = z.infer<typeof EraseConversationResponseSchema>;

export const EraseBeforeResponseSchema = z.object({
  success: z.boolean(),
  /** ISO timestamp: data last active before this moment was erased. */
  cutoff: z.string(),
  erased: z.object({
    conversations: z.number().int().min(0),
    safety_alerts: z.number().int().min(0),
    ui_states: z.number().int().min(0),
  }),
});
export type EraseBeforeResponse = z.infer<typeof EraseBeforeResponseSchema>;

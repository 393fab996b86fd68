/**
 * The companion's personas: the live status and switch event the child sees, and the intervention
 * history the teacher reviews (child-side spec 3 and 7; teacher-side 2.4 and 3).
 */
import { z } from 'zod';
import { PERSONA_TYPES } from '../constants/domain';
import { ConversationIdSchema, EntityIdSchema, PercentSchema, TimestampSchema } from './common';

export const PersonaTypeSchema = z.enum(PERSONA_TYPES);
export type PersonaType = z.infer<typeof PersonaTypeSchema>;

/** GET /voicelive/personas/current?conversation_id={id} */
export const PersonaStatusSchema = z.object({
  conversation_id: ConversationIdSchema,
  active_persona: PersonaTypeSchema,
  intervention_count: z.number().int().min(0),
  max_interventions: z.number().int().min(0),
  can_intervene: z.boolean(),
  remaining_interventions: z.number().int().min(0),
  persona_switch_count: z.number().int().min(0),
});
export type PersonaStatus = z.infer<typeof PersonaStatusSchema>;

/** Pushed on the voice socket whenever the companion changes persona. */
export const PersonaSwitchEventSchema = z.object({
  type: z.literal('persona_switched'),
  persona: PersonaTypeSchema,
  /** Why, as a snake_case trigger (e.g. difficult_word, quiz_milestone). */
  reason: z.string().min(1),
  /** The reading milestone that prompted the switch (e.g. halfway), if any. */
  milestone: z.string().nullable(),
  intervention_count: z.number().int().min(0),
  conversation_id: ConversationIdSchema,
});
export type PersonaSwitchEvent = z.infer<typeof PersonaSwitchEventSchema>;

/** One persona intervention in the teacher's timeline. */
export const PersonaConversationSchema = z.object({
  id: EntityIdSchema,
  persona_type: PersonaTypeSchema,
  intervention_number: z.number().int().min(1),
  trigger_reason: z.string(),
  reading_progress_percent: PercentSchema,
  timestamp: TimestampSchema,
  story_context: z.object({ title: z.string().nullable(), story_id: z.string().nullable().optional() }),
  user_message: z.string(),
  assistant_response: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type PersonaConversation = z.infer<typeof PersonaConversationSchema>;

/** GET /api/voicelive/personas/history?conversation_id={id} */
export const PersonaHistoryResponseSchema = z.object({
  total_interventions: z.number().int().min(0),
  max_interventions: z.number().int().min(0),
  conversations: z.array(PersonaConversationSchema),
});
export type PersonaHistoryResponse = z.infer<typeof PersonaHistoryResponseSchema>;

/**
 * REST bodies of the voice session lifecycle (child-side spec section 7, "Voice session"): create,
 * status, provider validation, welcome and story announcements, the introduction fallback and
 * troubleshooting tips.
 */
import { z } from 'zod';
import {
  ConversationIdSchema,
  NewConversationIdSchema,
  TimestampSchema,
  UserAgeQuerySchema,
  UserAgeSchema,
} from './common';
import { StoryContextSchema } from './stories';
import { requiredText } from './validation';

export const VoiceProviderSchema = z.enum(['local', 'openai', 'azure-voicelive']);
export type VoiceProvider = z.infer<typeof VoiceProviderSchema>;

/** The turn-detection mode a session is in (child-side spec section 9). */
export const TurnDetectionModeSchema = z.enum([
  'default',
  'child_friendly',
  'reading',
  'story_context',
  'off',
]);
export type TurnDetectionMode = z.infer<typeof TurnDetectionModeSchema>;

/** POST /voicelive/session/create */
export const SessionCreateRequestSchema = z.object({
  conversation_id: NewConversationIdSchema,
  age: UserAgeSchema,
  story_context: StoryContextSchema.nullish(),
  /** Sent only in reading mode. */
  custom_instructions: z
    .string()
    .max(20_000, 'custom_instructions must be at most 20000 characters')
    .optional(),
});
export type SessionCreateRequest = z.infer<typeof SessionCreateRequestSchema>;

export const SessionCreateResponseSchema = z.object({
  conversation_id: ConversationIdSchema,
  success: z.boolean(),
  websocket_url: z.string().min(1),
});
export type SessionCreateResponse = z.infer<typeof SessionCreateResponseSchema>;

/** GET /voicelive/session/status/{conversation_id} */
export const SessionStatusResponseSchema = z.object({
  conversation_id: ConversationIdSchema,
  exists: z.boolean(),
  connected: z.boolean(),
  /** The provider actually serving the session. */
  provider: VoiceProviderSchema,
  /** Why a cloud provider was replaced by the local one at start, if it was. */
  fallback_reason: z.string().nullable(),
  age: z.number().nullable(),
  story_id: z.string().nullable(),
  reading_mode: z.boolean(),
  turn_detection_mode: TurnDetectionModeSchema,
  created_at: TimestampSchema,
});
export type SessionStatusResponse = z.infer<typeof SessionStatusResponseSchema>;

/** GET /voicelive/config/validate: whether the configured provider can run and what it can do. */
export const ConfigValidateResponseSchema = z.object({
  valid: z.boolean(),
  provider: VoiceProviderSchema,
  /** Named capabilities, e.g. open_transcription, reading_grammar, word_timestamps, synthesis. */
  capabilities: z.record(z.string(), z.boolean()),
  issues: z.array(z.string()),
});
export type ConfigValidateResponse = z.infer<typeof ConfigValidateResponseSchema>;

const announcementDurationMs = z
  .number({ error: 'announcement_duration_ms must be a number of milliseconds' })
  .int('announcement_duration_ms must be a whole number of milliseconds')
  .min(1000, 'announcement_duration_ms must be from 1000 to 60000')
  .max(60_000, 'announcement_duration_ms must be from 1000 to 60000');

/** POST /voicelive/announcement/welcome (12000 ms in the spec). */
export const WelcomeAnnouncementRequestSchema = z.object({
  conversation_id: ConversationIdSchema,
  age: UserAgeSchema,
  include_stories: z.boolean().default(true),
  announcement_duration_ms: announcementDurationMs.default(12_000),
});
export type WelcomeAnnouncementRequest = z.infer<typeof WelcomeAnnouncementRequestSchema>;

export const AnnouncementConfigSchema = z.object({
  welcome_message: z.string(),
  announcement_duration_ms: z.number().int().min(0),
  /** Voice activity detection stays off until announcement/complete. */
  turn_detection_disabled: z.boolean(),
});
export type AnnouncementConfig = z.infer<typeof AnnouncementConfigSchema>;

export const WelcomeAnnouncementResponseSchema = z.object({
  success: z.boolean(),
  announcement_config: AnnouncementConfigSchema,
});
export type WelcomeAnnouncementResponse = z.infer<typeof WelcomeAnnouncementResponseSchema>;

/** POST /voicelive/announcement/start (8000 ms in the spec). */
export const StoryAnnouncementRequestSchema = z.object({
  story_id: requiredText('story_id', 200),
  story_title: requiredText('story_title', 500),
  conversation_id: ConversationIdSchema,
  age: UserAgeSchema,
  announcement_duration_ms: announcementDurationMs.default(8000),
  story_text: z.string().max(200_000, 'story_text must be at most 200000 characters').default(''),
});
export type StoryAnnouncementRequest = z.infer<typeof StoryAnnouncementRequestSchema>;

export const StoryAnnouncementResponseSchema = z.object({
  success: z.boolean(),
  announcement_text: z.string(),
});
export type StoryAnnouncementResponse = z.infer<typeof StoryAnnouncementResponseSchema>;

/** POST /voicelive/announcement/complete/{conversation_id} */
export const AnnouncementCompleteResponseSchema = z.object({
  success: z.boolean(),
  turn_detection_restored: z.boolean(),
});
export type AnnouncementCompleteResponse = z.infer<typeof AnnouncementCompleteResponseSchema>;

/** POST /config/trigger-introduction?conversation_id&user_age */
export const TriggerIntroductionQuerySchema = z.object({
  conversation_id: ConversationIdSchema,
  user_age: UserAgeQuerySchema,
});
export type TriggerIntroductionQuery = z.infer<typeof TriggerIntroductionQuerySchema>;

export const TriggerIntroductionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type TriggerIntroductionResponse = z.infer<typeof TriggerIntroductionResponseSchema>;

/** The problems the troubleshooter knows, matching the age profiles' error message groups. */
export const TroubleshootIssueTypeSchema = z.enum(['microphone', 'connection', 'audio', 'general']);
export type TroubleshootIssueType = z.infer<typeof TroubleshootIssueTypeSchema>;

/** GET /voicelive/troubleshoot/{issue_type}?age={age} */
export const TroubleshootParamsSchema = z.object({ issue_type: TroubleshootIssueTypeSchema });
export type TroubleshootParams = z.infer<typeof TroubleshootParamsSchema>;

export const TroubleshootQuerySchema = z.object({ age: UserAgeQuerySchema.optional() });
export type TroubleshootQuery = z.infer<typeof TroubleshootQuerySchema>;

export const TroubleshootResponseSchema = z.object({
  issue_type: TroubleshootIssueTypeSchema,
  age: z.number().nullable(),
  /** Age-tuned headline, e.g. the profile's error message for the issue. */
  message: z.string(),
  steps: z.array(z.string()),
});
export type TroubleshootResponse = z.infer<typeof TroubleshootResponseSchema>;

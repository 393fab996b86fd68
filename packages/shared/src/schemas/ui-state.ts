/**
 * REST bodies of the UI-state service (child-side spec 7, "UI state" and ui-state/voicelive-message):
 * the server-side view of the floating panel and microphone, and the voice message log.
 */
import { z } from 'zod';
import { MICROPHONE_POSITIONS } from '../constants/limits';
import { ConversationIdSchema, TimestampSchema, UserAgeSchema } from './common';
import { requiredText } from './validation';

/** Where the floating microphone sits; middle-right is the default. */
export const MicrophonePositionSchema = z.enum(MICROPHONE_POSITIONS);
export type MicrophonePosition = z.infer<typeof MicrophonePositionSchema>;

export const FloatingPanelActionSchema = z.enum(['show', 'hide', 'toggle']);
export type FloatingPanelAction = z.infer<typeof FloatingPanelActionSchema>;

/** What the server asks of the microphone button: `attention` pulses it to invite the child to speak. */
export const MicrophoneStateSchema = z.enum(['idle', 'active', 'attention', 'disabled']);
export type MicrophoneState = z.infer<typeof MicrophoneStateSchema>;

/** Docked in its position, or floating above the page. */
export const MicrophoneFloatingStyleSchema = z.enum(['docked', 'floating']);
export type MicrophoneFloatingStyle = z.infer<typeof MicrophoneFloatingStyleSchema>;

export const UiStateSchema = z.object({
  floating_panel_visible: z.boolean(),
  microphone_position: MicrophonePositionSchema,
  microphone_floating: z.boolean(),
  topic_drift_active: z.boolean(),
  updated_at: TimestampSchema,
});
export type UiState = z.infer<typeof UiStateSchema>;

/** GET /ui-state/state/{conversation_id} */
export const UiStateResponseSchema = z.object({
  exists: z.boolean(),
  state: UiStateSchema.nullable(),
});
export type UiStateResponse = z.infer<typeof UiStateResponseSchema>;

/** Answer of both control calls: the state after the change. */
export const UiControlResponseSchema = z.object({ success: z.boolean(), state: UiStateSchema });
export type UiControlResponse = z.infer<typeof UiControlResponseSchema>;

/** POST /ui-state/voicelive/ui-event: a voice event that may move the UI. */
export const VoiceliveUiEventRequestSchema = z.object({
  conversation_id: ConversationIdSchema,
  event_type: requiredText('event_type', 100),
  trigger_reason: z.string().max(200, 'trigger_reason must be at most 200 characters').default(''),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type VoiceliveUiEventRequest = z.infer<typeof VoiceliveUiEventRequestSchema>;

/** POST /ui-state/floating-panel/control */
export const FloatingPanelControlRequestSchema = z.object({
  conversation_id: ConversationIdSchema,
  action: FloatingPanelActionSchema,
  trigger_source: requiredText('trigger_source', 100),
  animation_duration: z
    .number({ error: 'animation_duration must be a number of milliseconds' })
    .int('animation_duration must be a whole number of milliseconds')
    .min(0, 'animation_duration must be from 0 to 5000')
    .max(5000, 'animation_duration must be from 0 to 5000')
    .default(500),
});
export type FloatingPanelControlRequest = z.infer<typeof FloatingPanelControlRequestSchema>;

/** POST /ui-state/microphone/control */
export const MicrophoneControlRequestSchema = z.object({
  conversation_id: ConversationIdSchema,
  position: MicrophonePositionSchema,
  state: MicrophoneStateSchema,
  floating_style: MicrophoneFloatingStyleSchema,
});
export type MicrophoneControlRequest = z.infer<typeof MicrophoneControlRequestSchema>;

/** One line of the child's conversation panel (the Message entity). */
export const ConversationMessageSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: TimestampSchema,
  userAge: z.number(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/**
 * POST ui-state/voicelive-message: log one of the child's messages (the voice message log request). Only
 * 'user': the companion's lines are logged by the server as it says them, so the child side cannot
 * put words in the companion's mouth in the teacher's transcript.
 */
export const VoiceMessageLogRequestSchema = z.object({
  conversationId: ConversationIdSchema,
  userAge: UserAgeSchema,
  /** Absent before a story is chosen. */
  storyId: z.string().max(200).nullish(),
  messageType: z.literal('user', { error: "messageType must be user: the server logs the companion's replies itself" }),
  messageContent: requiredText('messageContent', 10_000),
  messageId: requiredText('messageId', 200),
});
export type VoiceMessageLogRequest = z.infer<typeof VoiceMessageLogRequestSchema>;

export const VoiceMessageLogResponseSchema = z.object({ success: z.boolean(), message_id: z.string() });
export type VoiceMessageLogResponse = z.infer<typeof VoiceMessageLogResponseSchema>;

/** Answer of POST /ui-state/voicelive/ui-event: what the server did about the voice event. */
export const VoiceUiEventResponseSchema = z.object({
  success: z.boolean(),
  applied: z.boolean(),
  effect: z.string(),
});
export type VoiceUiEventResponse = z.infer<typeof VoiceUiEventResponseSchema>;

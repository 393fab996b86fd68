/**
 * The UI-state socket, WS /ui-state/ws/{conversation_id} (child-side spec 7). Every frame is a UI state
 * event: type, conversation_id, data — parsed once on arrival, discriminated on `type`.
 */
import { z } from 'zod';
import { ConversationIdSchema, TimestampSchema } from './common';
import { DriftScoresSchema } from './story-context';
import {
  FloatingPanelActionSchema,
  MicrophoneFloatingStyleSchema,
  MicrophonePositionSchema,
  MicrophoneStateSchema,
} from './ui-state';

const envelope = {
  conversation_id: ConversationIdSchema,
  timestamp: TimestampSchema.optional(),
};

const UiStateDataSchema = z.object({
  floating_panel_visible: z.boolean(),
  microphone_position: MicrophonePositionSchema,
  microphone_floating: z.boolean(),
});

export const UiStateUpdateEventSchema = z.object({
  type: z.literal('ui_state_update'),
  ...envelope,
  data: UiStateDataSchema,
});
export type UiStateUpdateEvent = z.infer<typeof UiStateUpdateEventSchema>;

export const FloatingPanelControlEventSchema = z.object({
  type: z.literal('floating_panel_control'),
  ...envelope,
  data: z.object({
    visible: z.boolean(),
    trigger_source: z.string(),
    action: FloatingPanelActionSchema.optional(),
    animation_duration: z.number().int().min(0).optional(),
  }),
});
export type FloatingPanelControlEvent = z.infer<typeof FloatingPanelControlEventSchema>;

export const MicrophoneControlEventSchema = z.object({
  type: z.literal('microphone_control'),
  ...envelope,
  data: z.object({
    position: MicrophonePositionSchema,
    state: MicrophoneStateSchema,
    floating_style: MicrophoneFloatingStyleSchema,
  }),
});
export type MicrophoneControlEvent = z.infer<typeof MicrophoneControlEventSchema>;

export const TopicDriftDetectedEventSchema = z.object({
  type: z.literal('topic_drift_detected'),
  ...envelope,
  data: z.object({
    drift_scores: DriftScoresSchema,
    /** A short note for the child about getting back to the story. */
    message: z.string(),
    story_title: z.string().nullable().optional(),
  }),
});
export type TopicDriftDetectedEvent = z.infer<typeof TopicDriftDetectedEventSchema>;

export const TopicDriftClearedEventSchema = z.object({
  type: z.literal('topic_drift_cleared'),
  ...envelope,
  data: z.object({ message: z.string().optional() }),
});
export type TopicDriftClearedEvent = z.infer<typeof TopicDriftClearedEventSchema>;

/** Server → client frames of the UI-state socket. */
export const UiStateServerEventSchema = z.discriminatedUnion('type', [
  UiStateUpdateEventSchema,
  FloatingPanelControlEventSchema,
  MicrophoneControlEventSchema,
  TopicDriftDetectedEventSchema,
  TopicDriftClearedEventSchema,
]);
export type UiStateServerEvent = z.infer<typeof UiStateServerEventSchema>;

/** Client → server: the client reports a UI change it made itself (any subset of the UI state). */
export const UiStateClientUpdateEventSchema = z.object({
  type: z.literal('ui_state_update'),
  ...envelope,
  data: UiStateDataSchema.partial(),
});
export type UiStateClientUpdateEvent = z.infer<typeof UiStateClientUpdateEventSchema>;

/** Client → server: a voice event forwarded so the server can steer the UI (same fields as the REST call). */
export const VoiceliveClientEventSchema = z.object({
  type: z.literal('voicelive_event'),
  ...envelope,
  data: z.object({
    event_type: z.string().min(1).max(100),
    trigger_reason: z.string().max(200).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type VoiceliveClientEvent = z.infer<typeof VoiceliveClientEventSchema>;

/** Client → server frames of the UI-state socket. */
export const UiStateClientEventSchema = z.discriminatedUnion('type', [
  UiStateClientUpdateEventSchema,
  VoiceliveClientEventSchema,
]);
export type UiStateClientEvent = z.infer<typeof UiStateClientEventSchema>;

/**
 * The realtime voice socket, WS /voicelive/ws/{conversation_id} (child-side spec 7), in OpenAI
 * Realtime's shapes: the browser always speaks this to our server, whatever provider sits behind it.
 * Frames are parsed once on arrival, discriminated on `type`.
 */
import { z } from 'zod';
import { PersonaSwitchEventSchema, PersonaTypeSchema } from './persona';
import { ReadingProgressEventSchema } from './reading';
import { ModalitySchema, VoiceSessionConfigSchema, VoiceSessionUpdateSchema } from './voice-config';

/** Base64 of 24 kHz mono PCM16; one chunk is ~170 ms, the cap allows ~40 s. */
const base64Audio = z.base64('audio must be base64').min(1, 'audio must not be empty').max(2_000_000);

const clientEvent = z.object({ event_id: z.string().max(200).optional() });

export const SessionUpdateEventSchema = clientEvent.extend({
  type: z.literal('session.update'),
  session: VoiceSessionUpdateSchema,
});
export type SessionUpdateEvent = z.infer<typeof SessionUpdateEventSchema>;

export const InputAudioBufferAppendEventSchema = clientEvent.extend({
  type: z.literal('input_audio_buffer.append'),
  audio: base64Audio,
});
export type InputAudioBufferAppendEvent = z.infer<typeof InputAudioBufferAppendEventSchema>;

export const InputAudioBufferCommitEventSchema = clientEvent.extend({
  type: z.literal('input_audio_buffer.commit'),
});
export type InputAudioBufferCommitEvent = z.infer<typeof InputAudioBufferCommitEventSchema>;

export const InputTextContentSchema = z.object({
  type: z.literal('input_text'),
  text: z.string().max(10_000),
});
export type InputTextContent = z.infer<typeof InputTextContentSchema>;

export const ConversationItemCreateEventSchema = clientEvent.extend({
  type: z.literal('conversation.item.create'),
  previous_item_id: z.string().nullable().optional(),
  item: z.object({
    id: z.string().max(200).optional(),
    type: z.literal('message'),
    role: z.enum(['user', 'assistant', 'system']),
    content: z.array(InputTextContentSchema).min(1),
  }),
});
export type ConversationItemCreateEvent = z.infer<typeof ConversationItemCreateEventSchema>;

export const ResponseCreateEventSchema = clientEvent.extend({
  type: z.literal('response.create'),
  response: z
    .object({
      modalities: z.array(ModalitySchema).min(1).optional(),
      instructions: z.string().max(20_000).optional(),
    })
    .optional(),
});
export type ResponseCreateEvent = z.infer<typeof ResponseCreateEventSchema>;

/**
 * The child tapped a story word in the reading view: the highlight moves there and tracking carries on
 * from it (our own event, never sent to a cloud model). `word_index` is the shared tokenizer's index;
 * one past the story's last word is refused with an `error` event.
 */
export const ReadingSetPositionEventSchema = clientEvent.extend({
  type: z.literal('reading.set_position'),
  word_index: z.number().int('word_index must be a whole number').min(0, 'word_index must not be negative'),
});
export type ReadingSetPositionEvent = z.infer<typeof ReadingSetPositionEventSchema>;

/** Client → server frames. */
export const VoiceClientEventSchema = z.discriminatedUnion('type', [
  SessionUpdateEventSchema,
  InputAudioBufferAppendEventSchema,
  InputAudioBufferCommitEventSchema,
  ConversationItemCreateEventSchema,
  ResponseCreateEventSchema,
  ReadingSetPositionEventSchema,
]);
export type VoiceClientEvent = z.infer<typeof VoiceClientEventSchema>;

/** Fields any server event may carry: the persona status rides along so the indicator stays current. */
const serverEvent = z.object({
  event_id: z.string().optional(),
  active_persona: PersonaTypeSchema.optional(),
  intervention_count: z.number().int().min(0).optional(),
});

export const SessionCreatedEventSchema = serverEvent.extend({
  type: z.literal('session.created'),
  session: VoiceSessionConfigSchema,
});
export type SessionCreatedEvent = z.infer<typeof SessionCreatedEventSchema>;

export const SessionUpdatedEventSchema = serverEvent.extend({
  type: z.literal('session.updated'),
  session: VoiceSessionConfigSchema,
});
export type SessionUpdatedEvent = z.infer<typeof SessionUpdatedEventSchema>;

export const ResponseAudioDeltaEventSchema = serverEvent.extend({
  type: z.literal('response.audio.delta'),
  response_id: z.string(),
  item_id: z.string(),
  output_index: z.number().int().min(0).optional(),
  content_index: z.number().int().min(0).optional(),
  delta: base64Audio,
});
export type ResponseAudioDeltaEvent = z.infer<typeof ResponseAudioDeltaEventSchema>;

export const ResponseAudioTranscriptDeltaEventSchema = serverEvent.extend({
  type: z.literal('response.audio_transcript.delta'),
  response_id: z.string().optional(),
  item_id: z.string().optional(),
  delta: z.string(),
});
export type ResponseAudioTranscriptDeltaEvent = z.infer<typeof ResponseAudioTranscriptDeltaEventSchema>;

export const ResponseAudioTranscriptDoneEventSchema = serverEvent.extend({
  type: z.literal('response.audio_transcript.done'),
  response_id: z.string().optional(),
  item_id: z.string().optional(),
  transcript: z.string(),
});
export type ResponseAudioTranscriptDoneEvent = z.infer<typeof ResponseAudioTranscriptDoneEventSchema>;

export const InputAudioTranscriptionCompletedEventSchema = serverEvent.extend({
  type: z.literal('conversation.item.input_audio_transcription.completed'),
  item_id: z.string(),
  content_index: z.number().int().min(0).optional(),
  transcript: z.string(),
});
export type InputAudioTranscriptionCompletedEvent = z.infer<
  typeof InputAudioTranscriptionCompletedEventSchema
>;

/**
 * A turn heard too unclearly to show (as in the Realtime API): the child app sees no transcript and
 * asks for the reply at once instead of waiting out its transcription timeout, and the companion asks
 * the child to say it again.
 */
export const InputAudioTranscriptionFailedEventSchema = serverEvent.extend({
  type: z.literal('conversation.item.input_audio_transcription.failed'),
  item_id: z.string(),
  content_index: z.number().int().min(0).optional(),
  error: z.object({ type: z.string(), code: z.string().nullable().optional(), message: z.string() }),
});
export type InputAudioTranscriptionFailedEvent = z.infer<typeof InputAudioTranscriptionFailedEventSchema>;

export const SpeechStartedEventSchema = serverEvent.extend({
  type: z.literal('input_audio_buffer.speech_started'),
  audio_start_ms: z.number().min(0),
  item_id: z.string().optional(),
});
export type SpeechStartedEvent = z.infer<typeof SpeechStartedEventSchema>;

export const SpeechStoppedEventSchema = serverEvent.extend({
  type: z.literal('input_audio_buffer.speech_stopped'),
  audio_end_ms: z.number().min(0),
  item_id: z.string().optional(),
});
export type SpeechStoppedEvent = z.infer<typeof SpeechStoppedEventSchema>;

export const ResponseStatusSchema = z.enum(['in_progress', 'completed', 'cancelled', 'failed', 'incomplete']);
export type ResponseStatus = z.infer<typeof ResponseStatusSchema>;

export const RealtimeResponseSchema = z.object({
  id: z.string(),
  status: ResponseStatusSchema,
  modalities: z.array(ModalitySchema).optional(),
});
export type RealtimeResponse = z.infer<typeof RealtimeResponseSchema>;

export const ResponseCreatedEventSchema = serverEvent.extend({
  type: z.literal('response.created'),
  response: RealtimeResponseSchema,
});
export type ResponseCreatedEvent = z.infer<typeof ResponseCreatedEventSchema>;

export const ResponseDoneEventSchema = serverEvent.extend({
  type: z.literal('response.done'),
  response: RealtimeResponseSchema,
});
export type ResponseDoneEvent = z.infer<typeof ResponseDoneEventSchema>;

export const VoiceReadingProgressEventSchema = serverEvent.extend(ReadingProgressEventSchema.shape);
export type VoiceReadingProgressEvent = z.infer<typeof VoiceReadingProgressEventSchema>;
export const VoicePersonaSwitchedEventSchema = serverEvent.extend(PersonaSwitchEventSchema.shape);
export type VoicePersonaSwitchedEvent = z.infer<typeof VoicePersonaSwitchedEventSchema>;

export const RealtimeErrorSchema = z.object({
  /** e.g. invalid_request_error, server_error, upstream_error. */
  type: z.string(),
  code: z.string(),
  message: z.string(),
  /** The client event that caused it, when there was one. */
  event_id: z.string().nullable().optional(),
});
export type RealtimeError = z.infer<typeof RealtimeErrorSchema>;

export const VoiceErrorEventSchema = serverEvent.extend({
  type: z.literal('error'),
  error: RealtimeErrorSchema,
});
export type VoiceErrorEvent = z.infer<typeof VoiceErrorEventSchema>;

/** The acknowledgement of conversation.item.create, sent once the message is stored. */
export const ConversationItemCreatedEventSchema = serverEvent.extend({
  type: z.literal('conversation.item.created'),
  previous_item_id: z.string().nullable().optional(),
  item: z.object({
    id: z.string(),
    type: z.literal('message'),
    role: z.enum(['user', 'assistant', 'system']),
    content: z.array(InputTextContentSchema),
  }),
});
export type ConversationItemCreatedEvent = z.infer<typeof ConversationItemCreatedEventSchema>;

/** Server → client frames. */
export const VoiceServerEventSchema = z.discriminatedUnion('type', [
  SessionCreatedEventSchema,
  ConversationItemCreatedEventSchema,
  SessionUpdatedEventSchema,
  ResponseAudioDeltaEventSchema,
  ResponseAudioTranscriptDeltaEventSchema,
  ResponseAudioTranscriptDoneEventSchema,
  InputAudioTranscriptionCompletedEventSchema,
  InputAudioTranscriptionFailedEventSchema,
  SpeechStartedEventSchema,
  SpeechStoppedEventSchema,
  ResponseCreatedEventSchema,
  ResponseDoneEventSchema,
  VoiceReadingProgressEventSchema,
  VoicePersonaSwitchedEventSchema,
  VoiceErrorEventSchema,
]);
export type VoiceServerEvent = z.infer<typeof VoiceServerEventSchema>;
export type VoiceServerEventType = VoiceServerEvent['type'];
export type VoiceClientEventType = VoiceClientEvent['type'];

/**
 * The realtime session configuration in OpenAI Realtime's shape: what the backend hands the client,
 * what `session.update` carries, and the reading-mode turn detection of a story age band.
 */
import { z } from 'zod';
import { ConversationIdSchema, UserAgeQuerySchema, UserAgeSchema } from './common';

export const ModalitySchema = z.enum(['text', 'audio']);
export type Modality = z.infer<typeof ModalitySchema>;

export const AudioFormatSchema = z.enum(['pcm16', 'g711_ulaw', 'g711_alaw']);
export type AudioFormat = z.infer<typeof AudioFormatSchema>;

export const TurnDetectionSchema = z.object({
  type: z.enum(['server_vad', 'semantic_vad']),
  /** Voice activity threshold, 0–1 (0.5 default, 0.4 child-friendly, 0.3 story context). */
  threshold: z.number().min(0).max(1).optional(),
  prefix_padding_ms: z.number().int().min(0).max(10_000).optional(),
  silence_duration_ms: z.number().int().min(0).max(30_000).optional(),
  remove_filler_words: z.boolean().optional(),
  create_response: z.boolean().optional(),
  interrupt_response: z.boolean().optional(),
});
export type TurnDetection = z.infer<typeof TurnDetectionSchema>;

export const InputAudioTranscriptionSchema = z.object({
  /** whisper-1 in the spec; the local provider reports its own recogniser name. */
  model: z.string().min(1),
  language: z.string().optional(),
  prompt: z.string().optional(),
});
export type InputAudioTranscription = z.infer<typeof InputAudioTranscriptionSchema>;

/** Azure Voice Live extensions used by the locally built fallback config. */
export const NoiseReductionSchema = z.object({ type: z.string().min(1) });
export const EchoCancellationSchema = z.object({ type: z.string().min(1) });

/**
 * A full session configuration. `turn_detection: null` switches voice activity detection off (the
 * announcements do this), and `input_audio_transcription: null` switches transcription off.
 */
export const VoiceSessionConfigSchema = z.object({
  voice: z.string().min(1),
  modalities: z.array(ModalitySchema).min(1),
  instructions: z.string().max(20_000),
  turn_detection: TurnDetectionSchema.nullable(),
  input_audio_transcription: InputAudioTranscriptionSchema.nullable().optional(),
  input_audio_format: AudioFormatSchema.optional(),
  output_audio_format: AudioFormatSchema.optional(),
  input_audio_noise_reduction: NoiseReductionSchema.nullable().optional(),
  input_audio_echo_cancellation: EchoCancellationSchema.nullable().optional(),
  temperature: z.number().min(0).max(2).optional(),
  /** Azure Voice Live speaking rate (the age profile's speaking_rate). */
  speaking_rate: z.number().min(0.5).max(1.5).optional(),
  max_response_output_tokens: z.union([z.number().int().min(1), z.literal('inf')]).optional(),
});
export type VoiceSessionConfig = z.infer<typeof VoiceSessionConfigSchema>;

/** What a session configuration is built from; the rest is fixed (text and audio, PCM16 both ways). */
export interface VoiceSessionConfigInput {
  voice: string;
  instructions: string;
  /** null switches voice activity detection off. */
  turnDetection: TurnDetection | null;
  /** whisper-1 for the cloud providers, the local recogniser's name offline. */
  transcriptionModel: string;
  temperature: number;
  /** The age profile's speaking rate; kept within the schema's 0.5–1.5. */
  speakingRate: number;
  /** Azure Voice Live's noise suppression and echo cancellation, which the configs handed to the browser ask for. */
  audioEnhancements: boolean;
}

/** The one builder of a session configuration: the server's, the browser's fallback and the relays' all use it. */
export function buildVoiceSessionConfig(input: VoiceSessionConfigInput): VoiceSessionConfig {
  return {
    voice: input.voice,
    modalities: ['text', 'audio'],
    instructions: input.instructions,
    turn_detection: input.turnDetection,
    input_audio_transcription: { model: input.transcriptionModel },
    input_audio_format: 'pcm16',
    output_audio_format: 'pcm16',
    ...(input.audioEnhancements
      ? {
          input_audio_noise_reduction: { type: 'azure_deep_noise_suppression' },
          input_audio_echo_cancellation: { type: 'server_echo_cancellation' },
        }
      : {}),
    temperature: input.temperature,
    speaking_rate: Math.min(1.5, Math.max(0.5, input.speakingRate)),
  };
}

/** The `session` object of a `session.update`: any subset of the configuration. */
export const VoiceSessionUpdateSchema = VoiceSessionConfigSchema.partial();
export type VoiceSessionUpdate = z.infer<typeof VoiceSessionUpdateSchema>;

/** The voice session config from the backend (answer of the session configuration call). */
export const VoiceSessionConfigResponseSchema = z.object({
  conversation_id: ConversationIdSchema,
  websocket_url: z.string().min(1),
  session_config: VoiceSessionConfigSchema,
});
export type VoiceSessionConfigResponse = z.infer<typeof VoiceSessionConfigResponseSchema>;

/** POST config/session body: conversation_id and user_age. */
export const SessionConfigRequestSchema = z.object({
  conversation_id: ConversationIdSchema,
  user_age: UserAgeSchema,
});
export type SessionConfigRequest = z.infer<typeof SessionConfigRequestSchema>;

/** Answer of config/websocket-url. */
export const WebsocketUrlResponseSchema = z.object({ websocket_url: z.string().min(1) });
export type WebsocketUrlResponse = z.infer<typeof WebsocketUrlResponseSchema>;

/** GET /stories/age/{age}/reading-config */
export const ReadingConfigParamsSchema = z.object({ age: UserAgeQuerySchema });
export type ReadingConfigParams = z.infer<typeof ReadingConfigParamsSchema>;

export const ReadingConfigResponseSchema = z.object({
  turn_detection: TurnDetectionSchema,
  reading_mode_instructions: z.string(),
});
export type ReadingConfigResponse = z.infer<typeof ReadingConfigResponseSchema>;

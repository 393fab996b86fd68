/**
 * Live pronunciation assessment during reading (child-side spec 3 and 7, "Pronunciation"): start and
 * stop, the speech-stopped assessment call, results, the session aggregate the floating panel polls,
 * and the service's configuration, buffer statistics and health.
 */
import { z } from 'zod';
import { ConversationIdSchema, EntityIdSchema, PercentSchema, UserAgeSchema } from './common';
import { requiredText } from './validation';
import {
  HeardWordSchema,
  PronunciationAssessmentSchema,
  PronunciationScoresSchema,
  WordDetailSchema,
} from './pronunciation-analytics';

const sessionId = requiredText('session_id', 200);
const referenceText = z.string().max(200_000, 'reference_text must be at most 200000 characters');

/** POST /pronunciation/start */
export const PronunciationStartRequestSchema = z.object({
  conversation_id: ConversationIdSchema,
  session_id: sessionId,
  user_age: UserAgeSchema.optional(),
});
export type PronunciationStartRequest = z.infer<typeof PronunciationStartRequestSchema>;

/** POST /pronunciation/stop: a reference text makes the assessment scripted. */
export const PronunciationStopRequestSchema = z.object({
  conversation_id: ConversationIdSchema,
  session_id: sessionId,
  reference_text: referenceText.optional(),
});
export type PronunciationStopRequest = z.infer<typeof PronunciationStopRequestSchema>;

/** Answer of start and stop. */
export const PronunciationSessionResultSchema = z.object({
  success: z.boolean(),
  /** Null when nothing was assessed (e.g. no audio between start and stop). */
  assessment_id: EntityIdSchema.nullable(),
});
export type PronunciationSessionResult = z.infer<typeof PronunciationSessionResultSchema>;

/** POST /pronunciation/speech_stopped: assess the utterance that just ended. */
export const SpeechStoppedAssessmentRequestSchema = z.object({
  conversation_id: ConversationIdSchema,
  session_id: sessionId,
  item_id: requiredText('item_id', 200),
  reference_text: referenceText,
  user_age: UserAgeSchema,
});
export type SpeechStoppedAssessmentRequest = z.infer<typeof SpeechStoppedAssessmentRequestSchema>;

export const SpeechStoppedAssessmentResponseSchema = z.object({
  assessed: z.boolean(),
  /** Why nothing was assessed (too short, no reference text…), else null. */
  reason: z.string().nullable(),
  assessment: z
    .object({
      accuracy_score: PercentSchema,
      pronunciation_coach_triggered: z.boolean(),
      difficult_word: z.string().nullable(),
      assessment_id: EntityIdSchema,
    })
    .nullable(),
});
export type SpeechStoppedAssessmentResponse = z.infer<typeof SpeechStoppedAssessmentResponseSchema>;

/** `{session_id}` of the results and aggregate calls. */
export const PronunciationSessionParamsSchema = z.object({
  session_id: z.string().min(1, 'session_id is required').max(200),
});
export type PronunciationSessionParams = z.infer<typeof PronunciationSessionParamsSchema>;

/** GET /pronunciation/results/{session_id}; 404 when there is none. */
export const PronunciationResultsResponseSchema = z.object({
  assessment: PronunciationAssessmentSchema.extend({
    session_id: z.string(),
    conversation_id: ConversationIdSchema,
    word_details: z.array(WordDetailSchema),
  }),
});
export type PronunciationResultsResponse = z.infer<typeof PronunciationResultsResponseSchema>;

/** The part of the results the child's reader reads: the final accuracy, other fields passed over. */
export const PronunciationFinalAccuracySchema = z.object({
  assessment: z.object({ scores: PronunciationScoresSchema.pick({ accuracy: true }) }),
});
export type PronunciationFinalAccuracy = z.infer<typeof PronunciationFinalAccuracySchema>;

export const AggregateSegmentSchema = z.object({
  /** 1-based segment number (shown as Seg N). */
  segment: z.number().int().min(1),
  accuracy: PercentSchema,
  word_count: z.number().int().min(0),
  error_count: z.number().int().min(0),
  reference_text: z.string(),
  start_word_index: z.number().int().min(0),
  end_word_index: z.number().int().min(0),
});
export type AggregateSegment = z.infer<typeof AggregateSegmentSchema>;

export const MispronouncedWordSchema = z.object({
  word: z.string(),
  segment: z.number().int().min(1),
  error_type: z.string(),
  accuracy: PercentSchema,
  /** The word said instead, for a Mispronunciation where it is known. */
  heard_word: HeardWordSchema.optional(),
});
export type MispronouncedWord = z.infer<typeof MispronouncedWordSchema>;

/** GET /pronunciation/session/{session_id}/aggregate */
export const PronunciationAggregateSchema = z.object({
  success: z.boolean(),
  overall_metrics: z.object({
    accuracy: PercentSchema,
    fluency: PercentSchema,
    total_segments: z.number().int().min(0),
    total_words_assessed: z.number().int().min(0),
  }),
  /** Signed change in accuracy, in percentage points, from the first segment to the latest. */
  progress: z.object({ improvement: z.number() }),
  segments: z.array(AggregateSegmentSchema),
  mispronunciations: z.object({
    count: z.number().int().min(0),
    words: z.array(MispronouncedWordSchema),
  }),
});
export type PronunciationAggregate = z.infer<typeof PronunciationAggregateSchema>;

export const PronunciationGranularitySchema = z.enum(['phoneme', 'word', 'full_text']);
export type PronunciationGranularity = z.infer<typeof PronunciationGranularitySchema>;

export const PronunciationConfigSchema = z.object({
  enabled: z.boolean(),
  /** BCP-47 locale, e.g. en-US. */
  locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'locale must look like en-US'),
  granularity: PronunciationGranularitySchema,
  enable_miscue: z.boolean(),
  enable_prosody: z.boolean(),
  /** Word accuracy below which the pronunciation coach may step in. */
  coach_threshold: z
    .number()
    .min(0, 'coach_threshold must be from 0 to 100')
    .max(100, 'coach_threshold must be from 0 to 100'),
  /** Utterances shorter than this are not assessed. */
  min_audio_ms: z.number().int().min(0).max(10_000),
});
export type PronunciationConfig = z.infer<typeof PronunciationConfigSchema>;

/** GET /pronunciation/config, and the answer of PUT. */
export const PronunciationConfigResponseSchema = z.object({ config: PronunciationConfigSchema });
export type PronunciationConfigResponse = z.infer<typeof PronunciationConfigResponseSchema>;

/** GET /dashboard/pronunciation/config */
export const DashboardPronunciationConfigResponseSchema = z.object({
  pronunciation_config: PronunciationConfigSchema,
});
export type DashboardPronunciationConfigResponse = z.infer<typeof DashboardPronunciationConfigResponseSchema>;

/** PUT /pronunciation/config: any subset of the settings. */
export const PronunciationConfigUpdateRequestSchema = z.object({
  config: PronunciationConfigSchema.partial(),
});
export type PronunciationConfigUpdateRequest = z.infer<typeof PronunciationConfigUpdateRequestSchema>;

/** GET /pronunciation/buffer/stats: audio held for utterances not yet assessed. */
export const PronunciationBufferStatsSchema = z.object({
  active_sessions: z.number().int().min(0),
  buffered_bytes: z.number().int().min(0),
  buffered_ms: z.number().min(0),
  max_buffer_ms: z.number().min(0),
});
export type PronunciationBufferStats = z.infer<typeof PronunciationBufferStatsSchema>;

/** GET /pronunciation/health */
export const PronunciationHealthSchema = z.object({
  status: z.enum(['healthy', 'degraded', 'unhealthy']),
  scorer: z.enum(['local', 'azure']),
  details: z.string().nullable(),
});
export type PronunciationHealth = z.infer<typeof PronunciationHealthSchema>;

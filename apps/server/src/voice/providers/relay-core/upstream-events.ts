/**
 * The upstream events the relay relies on, parsed once per frame. Both providers speak OpenAI's
 * beta event names; OpenAI's GA names (response.output_audio.delta …) are accepted and renamed to
 * ours. Frames of other types pass through untouched as plain objects, so new upstream events reach
 * the session without a code change; a frame that is not JSON, or a known type with the wrong shape,
 * is malformed.
 */
import { z } from 'zod';
import type { RelayFrame } from './types';

const sessionEvent = z.looseObject({ session: z.looseObject({}) });
const response = z.looseObject({ id: z.string(), status: z.string() });
const audioDelta = z.looseObject({ response_id: z.string(), item_id: z.string(), delta: z.string() });
const transcriptDelta = z.looseObject({ delta: z.string() });
const transcriptDone = z.looseObject({ transcript: z.string() });

/** Shapes by our event name; the GA aliases below parse with the schema of the name they map to. */
const SHAPES = {
  'session.created': sessionEvent,
  'session.updated': sessionEvent,
  'response.created': z.looseObject({ response }),
  'response.done': z.looseObject({ response }),
  'response.audio.delta': audioDelta,
  'response.audio_transcript.delta': transcriptDelta,
  'response.audio_transcript.done': transcriptDone,
  'response.text.done': z.looseObject({ text: z.string() }),
  'conversation.item.input_audio_transcription.completed': z.looseObject({
    item_id: z.string(),
    transcript: z.string(),
  }),
  'input_audio_buffer.speech_started': z.looseObject({ audio_start_ms: z.number() }),
  'input_audio_buffer.speech_stopped': z.looseObject({ audio_end_ms: z.number() }),
  'input_audio_buffer.committed': z.looseObject({}),
  'input_audio_buffer.cleared': z.looseObject({}),
  error: z.looseObject({
    error: z.looseObject({
      type: z.string().optional(),
      code: z.string().nullable().optional(),
      message: z.string(),
      event_id: z.string().nullable().optional(),
    }),
  }),
} as const;

export type KnownUpstreamType = keyof typeof SHAPES;
export type UpstreamEvent<T extends KnownUpstreamType> = z.infer<(typeof SHAPES)[T]> & { type: T };

/** OpenAI GA event names and the beta names our protocol uses. */
const GA_ALIASES: Readonly<Record<string, KnownUpstreamType>> = {
  'response.output_audio.delta': 'response.audio.delta',
  'response.output_audio_transcript.delta': 'response.audio_transcript.delta',
  'response.output_audio_transcript.done': 'response.audio_transcript.done',
  'response.output_text.done': 'response.text.done',
};
const GA_PASSTHROUGH_ALIASES: Readonly<Record<string, string>> = {
  'response.output_audio.done': 'response.audio.done',
  'response.output_text.delta': 'response.text.delta',
};

export type ParsedFrame =
  | { kind: 'event'; event: RelayFrame; known: boolean }
  | { kind: 'malformed'; reason: string; preview: string };

function isKnown(type: string): type is KnownUpstreamType {
  return Object.hasOwn(SHAPES, type);
}

export function isUpstreamEvent<T extends KnownUpstreamType>(
  event: RelayFrame,
  type: T,
): event is RelayFrame & UpstreamEvent<T> {
  return event.type === type;
}

/** Parses one upstream text frame, renaming GA events to ours. */
export function parseUpstreamFrame(text: string): ParsedFrame {
  const preview = text.slice(0, 120);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'malformed', reason: 'not JSON', preview };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'malformed', reason: 'not an object', preview };
  }
  const raw = value as Record<string, unknown>;
  if (typeof raw.type !== 'string') return { kind: 'malformed', reason: 'no type', preview };
  const type = GA_ALIASES[raw.type] ?? raw.type;
  if (!isKnown(type)) {
    const renamed = GA_PASSTHROUGH_ALIASES[type] ?? type;
    return { kind: 'event', event: { ...raw, type: renamed }, known: false };
  }
  const parsed = SHAPES[type].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? '' : ` at ${issue.path.join('.') || '(root)'}: ${issue.message}`;
    return { kind: 'malformed', reason: `bad ${type}${where}`, preview };
  }
  return { kind: 'event', event: { ...parsed.data, type }, known: true };
}

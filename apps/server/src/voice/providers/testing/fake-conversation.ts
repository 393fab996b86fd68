/**
 * The fake upstream's conversation engine, shared by both protocols: answers one client frame with
 * the events a realtime model would send back.
 */
import { pcm16DurationMs, pcm16Tone } from './pcm-tone';
import type { FakeProtocol, FakeScript } from './fake-protocol';

type Event = Record<string, unknown> & { type: string };

export interface ConnectionState {
  connection: number;
  session: Record<string, unknown>;
  pendingAudioBytes: number;
  audioCursorMs: number;
  nextId: number;
  lastItemId: string | null;
}

const REPLY_TONE_HZ = 440;
const DEFAULT_REPLY = 'Well done, that was lovely reading.';

function id(state: ConnectionState, prefix: string): string {
  const value = `${prefix}_c${state.connection}_${state.nextId}`;
  state.nextId += 1;
  return value;
}

function error(code: string, message: string, eventId: unknown, param: string | null = null): Event {
  return {
    type: 'error',
    error: {
      type: 'invalid_request_error',
      code,
      message,
      param,
      event_id: typeof eventId === 'string' ? eventId : null,
    },
  };
}

export function answerFrame(
  frame: Event,
  state: ConnectionState,
  protocol: FakeProtocol,
  script: FakeScript,
): Event[] {
  switch (frame.type) {
    case 'session.update': {
      const update = (frame.session ?? {}) as Record<string, unknown>;
      const problem = protocol.validateSession(update);
      if (problem !== null) return [error('invalid_value', problem, frame.event_id, 'session')];
      state.session = { ...state.session, ...update };
      return [{ type: 'session.updated', event_id: id(state, 'event'), session: state.session }];
    }
    case 'input_audio_buffer.append':
      state.pendingAudioBytes += Buffer.from(String(frame.audio), 'base64').length;
      return [];
    case 'input_audio_buffer.commit':
      return commitTurn(frame, state, script);
    case 'conversation.item.create': {
      const itemId = id(state, 'item');
      const previous = state.lastItemId;
      state.lastItemId = itemId;
      const item = {
        ...(frame.item as Record<string, unknown>),
        id: itemId,
        object: 'realtime.item',
        status: 'completed',
      };
      return [
        { type: 'conversation.item.created', event_id: id(state, 'event'), previous_item_id: previous, item },
      ];
    }
    case 'response.create':
      return streamReply(state, protocol, script);
    default:
      return [error('invalid_event', `Unknown event type: ${frame.type}`, frame.event_id)];
  }
}

function commitTurn(frame: Event, state: ConnectionState, script: FakeScript): Event[] {
  if (state.pendingAudioBytes === 0) {
    return [
      error(
        'input_audio_buffer_commit_empty',
        'Error committing input audio buffer: buffer is empty.',
        frame.event_id,
      ),
    ];
  }
  const durationMs = Math.round(pcm16DurationMs(state.pendingAudioBytes));
  const itemId = id(state, 'item');
  const startMs = state.audioCursorMs;
  state.audioCursorMs += durationMs;
  state.pendingAudioBytes = 0;
  const previous = state.lastItemId;
  state.lastItemId = itemId;
  const transcript = script.transcripts.shift() ?? `heard ${durationMs} ms of audio`;
  return [
    { type: 'input_audio_buffer.speech_started', audio_start_ms: startMs, item_id: itemId },
    { type: 'input_audio_buffer.speech_stopped', audio_end_ms: state.audioCursorMs, item_id: itemId },
    { type: 'input_audio_buffer.committed', previous_item_id: previous, item_id: itemId },
    {
      type: 'conversation.item.created',
      previous_item_id: previous,
      item: {
        id: itemId,
        type: 'message',
        role: 'user',
        status: 'completed',
        content: [{ type: 'input_audio', transcript: null }],
      },
    },
    {
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: itemId,
      content_index: 0,
      transcript,
    },
  ];
}

function streamReply(state: ConnectionState, protocol: FakeProtocol, script: FakeScript): Event[] {
  const responseId = id(state, 'resp');
  const itemId = id(state, 'item');
  const text = script.replies.shift() ?? DEFAULT_REPLY;
  const words = text.split(' ');
  const name = (type: string): string => protocol.eventName(type);
  const at = { response_id: responseId, item_id: itemId, output_index: 0, content_index: 0 };
  const events: Event[] = [
    {
      type: 'response.created',
      response: { id: responseId, object: 'realtime.response', status: 'in_progress', output: [] },
    },
    {
      type: 'response.output_item.added',
      response_id: responseId,
      output_index: 0,
      item: { id: itemId, type: 'message', role: 'assistant', content: [] },
    },
  ];
  const deltas = script.stallResponses ? 1 : script.audioDeltas;
  const samplesPerDelta = Math.round((script.deltaMs / 1000) * 24_000);
  for (let index = 0; index < deltas; index += 1) {
    const audio = pcm16Tone({
      frequencyHz: REPLY_TONE_HZ,
      durationMs: script.deltaMs,
      startSample: index * samplesPerDelta,
    });
    events.push({ type: name('response.audio.delta'), ...at, delta: audio.toString('base64') });
    const word = words[index];
    if (word !== undefined)
      events.push({
        type: name('response.audio_transcript.delta'),
        ...at,
        delta: index === 0 ? word : ` ${word}`,
      });
  }
  if (script.stallResponses) return events;
  const rest = words.slice(deltas).join(' ');
  if (rest.length > 0)
    events.push({ type: name('response.audio_transcript.delta'), ...at, delta: ` ${rest}` });
  if (protocol.wordTimestamps) {
    words.forEach((word, index) =>
      events.push({
        type: 'response.audio_timestamp.delta',
        ...at,
        audio_offset_ms: index * 300,
        audio_duration_ms: 280,
        text: word,
        timestamp_type: 'word',
      }),
    );
    events.push({ type: 'response.audio_timestamp.done', ...at });
  }
  const output = [
    {
      id: itemId,
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'audio', transcript: text }],
    },
  ];
  events.push(
    { type: name('response.audio.done'), ...at },
    { type: name('response.audio_transcript.done'), ...at, transcript: text },
    { type: 'response.output_item.done', response_id: responseId, output_index: 0, item: output[0] },
    {
      type: 'response.done',
      response: { id: responseId, object: 'realtime.response', status: 'completed', output },
    },
  );
  return events;
}

/**
 * OpenAI Realtime as a local fake: `Authorization: Bearer <key>` plus `OpenAI-Beta: realtime=v1`; a
 * wrong key is accepted at the socket level, answered with an invalid_api_key error event and
 * closed with code 3000, as OpenAI does; the 30-minute cap is a session_expired error followed by a
 * 1001 close. `eventNames: 'ga'` makes it speak the GA event names (response.output_audio.delta …).
 */
import type { IncomingMessage } from 'node:http';
import type WebSocket from 'ws';
import { FakeRealtimeUpstream } from './fake-realtime-upstream';
import { readNumber, readObject, summariseVad, type AuthVerdict, type FakeProtocol } from './fake-protocol';

export const OPENAI_VOICES = [
  'alloy',
  'ash',
  'ballad',
  'cedar',
  'coral',
  'echo',
  'fable',
  'marin',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
];
const TURN_DETECTION_FIELDS = new Set([
  'type',
  'threshold',
  'prefix_padding_ms',
  'silence_duration_ms',
  'create_response',
  'interrupt_response',
  'eagerness',
]);
const EXPIRED_MESSAGE = 'Your session hit the maximum duration of 30 minutes.';
const GA_NAMES: Readonly<Record<string, string>> = {
  'response.audio.delta': 'response.output_audio.delta',
  'response.audio.done': 'response.output_audio.done',
  'response.audio_transcript.delta': 'response.output_audio_transcript.delta',
  'response.audio_transcript.done': 'response.output_audio_transcript.done',
};

export interface FakeOpenAiOptions {
  apiKey?: string;
  eventNames?: 'beta' | 'ga';
}

export function openAiFakeProtocol(options: FakeOpenAiOptions = {}): FakeProtocol {
  const apiKey = options.apiKey ?? 'sk-test-key';
  return {
    name: 'openai',
    wordTimestamps: false,
    authenticate(request: IncomingMessage): AuthVerdict {
      const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (presented === apiKey) return { kind: 'accept' };
      const shown = presented === undefined ? 'none' : `${presented.slice(0, 4)}***${presented.slice(-2)}`;
      return {
        kind: 'reject-session',
        error: {
          type: 'error',
          event_id: 'event_auth',
          error: {
            type: 'invalid_request_error',
            code: 'invalid_api_key',
            message: `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            param: null,
            event_id: null,
          },
        },
        closeCode: 3000,
        closeReason: 'invalid_request_error.invalid_api_key',
      };
    },
    initialSession: () => ({
      id: 'sess_fake',
      object: 'realtime.session',
      model: 'gpt-realtime',
      modalities: ['text', 'audio'],
      instructions: 'You are a helpful assistant.',
      voice: 'alloy',
      input_audio_format: 'pcm16',
      output_audio_format: 'pcm16',
      input_audio_transcription: null,
      turn_detection: {
        type: 'server_vad',
        threshold: 0.5,
        prefix_padding_ms: 300,
        silence_duration_ms: 200,
      },
      tools: [],
      tool_choice: 'auto',
      temperature: 0.8,
      max_response_output_tokens: 'inf',
      speed: 1,
    }),
    validateSession(update) {
      if (
        update.voice !== undefined &&
        (typeof update.voice !== 'string' || !OPENAI_VOICES.includes(update.voice))
      ) {
        const shown = typeof update.voice === 'string' ? update.voice : JSON.stringify(update.voice);
        return `Invalid value: '${shown}'. Supported values are: ${OPENAI_VOICES.join(', ')}.`;
      }
      const temperature = readNumber(update.temperature);
      if (temperature !== undefined && (temperature < 0.6 || temperature > 1.2)) {
        return `Invalid 'session.temperature': decimal above maximum value or below minimum value. Expected a value between 0.6 and 1.2.`;
      }
      const vad = readObject(update.turn_detection);
      const unknown =
        vad === undefined ? [] : Object.keys(vad).filter((key) => !TURN_DETECTION_FIELDS.has(key));
      if (unknown.length > 0) return `Unknown parameter: 'session.turn_detection.${unknown[0]}'.`;
      return null;
    },
    summariseSession: (session) => ({
      voice: String(session.voice),
      instructions: String(session.instructions),
      temperature: readNumber(session.temperature),
      transcriptionModel: readObject(session.input_audio_transcription)?.model as string | undefined,
      vad: summariseVad(session.turn_detection),
    }),
    eventName: (type) => (options.eventNames === 'ga' ? (GA_NAMES[type] ?? type) : type),
    expire(socket: WebSocket) {
      socket.send(
        JSON.stringify({
          type: 'error',
          event_id: 'event_expired',
          error: {
            type: 'invalid_request_error',
            code: 'session_expired',
            message: EXPIRED_MESSAGE,
            param: null,
            event_id: null,
          },
        }),
      );
      socket.close(1001, EXPIRED_MESSAGE);
    },
  };
}

export function startFakeOpenAiRealtime(options: FakeOpenAiOptions = {}): Promise<FakeRealtimeUpstream> {
  return new FakeRealtimeUpstream(openAiFakeProtocol(options)).start();
}

/**
 * Azure Voice Live as a local fake: the `api-key` header on `/voice-live/realtime?api-version=…`; a
 * wrong key is refused at the handshake with HTTP 401 and Azure's JSON error. Voices must be Azure
 * voice objects and VAD types Voice Live's own. Voice Live documents no distinct signal for its
 * session cap, so the fake ends a capped session with a 1011 close whose reason names the limit.
 */
import type { IncomingMessage } from 'node:http';
import type WebSocket from 'ws';
import { FakeRealtimeUpstream } from './fake-realtime-upstream';
import { readNumber, readObject, summariseVad, type AuthVerdict, type FakeProtocol } from './fake-protocol';

const VAD_TYPES = new Set([
  'server_vad',
  'semantic_vad',
  'azure_semantic_vad',
  'azure_semantic_vad_multilingual',
]);
const VOICE_TYPES = new Set(['openai', 'azure-standard', 'azure-custom', 'azure-personal']);
export const VOICE_LIVE_CAP_REASON = 'Connection closed by the service: maximum session duration reached';

export interface FakeAzureOptions {
  apiKey?: string;
}

export function azureFakeProtocol(options: FakeAzureOptions = {}): FakeProtocol {
  const apiKey = options.apiKey ?? 'azure-test-key';
  return {
    name: 'azure-voicelive',
    wordTimestamps: true,
    authenticate(request: IncomingMessage): AuthVerdict {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (url.pathname !== '/voice-live/realtime' || url.searchParams.get('api-version') === null) {
        return {
          kind: 'reject-handshake',
          status: 404,
          statusText: 'Not Found',
          body: { error: { code: '404', message: 'Resource not found' } },
        };
      }
      if (request.headers['api-key'] === apiKey) return { kind: 'accept' };
      return {
        kind: 'reject-handshake',
        status: 401,
        statusText: 'Unauthorized',
        body: {
          error: {
            code: '401',
            message:
              'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
          },
        },
      };
    },
    initialSession: () => ({
      id: 'sess_fake',
      object: 'realtime.session',
      model: 'gpt-realtime',
      modalities: ['text', 'audio'],
      instructions: '',
      voice: { type: 'openai', name: 'alloy' },
      input_audio_format: 'pcm16',
      output_audio_format: 'pcm16',
      input_audio_sampling_rate: 24000,
      turn_detection: {
        type: 'server_vad',
        threshold: 0.5,
        prefix_padding_ms: 300,
        silence_duration_ms: 500,
      },
      temperature: 0.8,
      max_response_output_tokens: 'inf',
    }),
    validateSession(update) {
      if (update.voice !== undefined) {
        const voice = readObject(update.voice);
        if (voice === undefined || typeof voice.name !== 'string' || !VOICE_TYPES.has(String(voice.type))) {
          return "Invalid 'session.voice': expected an object with a name and a type of openai, azure-standard, azure-custom or azure-personal.";
        }
      }
      const vad = readObject(update.turn_detection);
      if (vad !== undefined && !VAD_TYPES.has(String(vad.type)))
        return `Invalid 'session.turn_detection.type': ${String(vad.type)}.`;
      const rate = readObject(update.voice)?.rate;
      if (rate !== undefined && (typeof rate !== 'string' || Number(rate) < 0.5 || Number(rate) > 1.5)) {
        return "Invalid 'session.voice.rate': expected a string between 0.5 and 1.5.";
      }
      return null;
    },
    summariseSession: (session) => ({
      voice: String(readObject(session.voice)?.name),
      instructions: String(session.instructions),
      temperature: readNumber(session.temperature),
      transcriptionModel: readObject(session.input_audio_transcription)?.model as string | undefined,
      vad: summariseVad(session.turn_detection),
    }),
    eventName: (type) => type,
    expire(socket: WebSocket) {
      socket.close(1011, VOICE_LIVE_CAP_REASON);
    },
  };
}

export function startFakeAzureVoiceLive(options: FakeAzureOptions = {}): Promise<FakeRealtimeUpstream> {
  return new FakeRealtimeUpstream(azureFakeProtocol(options)).start();
}

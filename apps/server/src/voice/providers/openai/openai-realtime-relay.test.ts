import { afterEach, describe, expect, it } from 'vitest';
import { registerRelayContract, CONTRACT_SETTINGS, FAST_RETRY } from '../testing/relay-contract';
import { startFakeOpenAiRealtime } from '../testing/fake-openai-realtime';
import type { FakeRealtimeUpstream } from '../testing/fake-realtime-upstream';
import { RelayRecorder } from '../testing/relay-recorder';
import { OpenAiRealtimeRelay, openAiRealtimeUrl } from './openai-realtime-relay';
import { openAiSessionUpdate } from './openai-session';

const API_KEY = 'sk-test-key';

registerRelayContract({
  name: 'OpenAI Realtime',
  apiKey: API_KEY,
  startUpstream: () => startFakeOpenAiRealtime({ apiKey: API_KEY }),
  endpointFor: (hostPort) => `ws://${hostPort}/v1/realtime`,
  createRelay: ({ endpoint, ...options }) =>
    new OpenAiRealtimeRelay({ ...options, url: endpoint, model: 'gpt-realtime' }),
  expectedVoice: (voice) => voice,
  wrongKeyMessage: /Incorrect API key provided/,
});

describe('OpenAiRealtimeRelay', () => {
  let upstream: FakeRealtimeUpstream | null = null;
  afterEach(async () => {
    await upstream?.close();
    upstream = null;
  });

  it('asks for the model in the query and speaks the beta protocol', async () => {
    upstream = await startFakeOpenAiRealtime({ apiKey: API_KEY });
    const recorder = new RelayRecorder();
    const relay = new OpenAiRealtimeRelay({
      url: `ws://${upstream.hostPort}/v1/realtime`,
      apiKey: API_KEY,
      model: 'gpt-4o-realtime-preview',
      retryPolicy: FAST_RETRY,
      logger: recorder.logger,
    });
    await relay.connect(CONTRACT_SETTINGS);
    await relay.close();
    expect(upstream.requestUrls).toEqual(['/v1/realtime?model=gpt-4o-realtime-preview']);
    expect(openAiRealtimeUrl('wss://api.openai.com/v1/realtime', 'gpt-realtime')).toBe(
      'wss://api.openai.com/v1/realtime?model=gpt-realtime',
    );
  });

  it('renames GA audio and transcript events to the names our browser protocol uses', async () => {
    upstream = await startFakeOpenAiRealtime({ apiKey: API_KEY, eventNames: 'ga' });
    const recorder = new RelayRecorder();
    const relay = new OpenAiRealtimeRelay({
      url: `ws://${upstream.hostPort}/v1/realtime`,
      apiKey: API_KEY,
      model: 'gpt-realtime',
      retryPolicy: FAST_RETRY,
      logger: recorder.logger,
    });
    recorder.listenTo(relay);
    await relay.connect(CONTRACT_SETTINGS);
    relay.send({ type: 'response.create' });
    await recorder.event('response.done');
    await relay.close();
    const types = recorder.types();
    expect(types).toContain('response.audio.delta');
    expect(types).toContain('response.audio_transcript.delta');
    expect(types).toContain('response.audio_transcript.done');
    expect(types.some((type) => type.startsWith('response.output_audio'))).toBe(false);
  });

  it('keeps settings inside the ranges OpenAI accepts and leaves out fields it rejects', () => {
    const session = openAiSessionUpdate({
      ...CONTRACT_SETTINGS,
      temperature: 0.3,
      speakingRate: 2,
      turnDetection: {
        type: 'server_vad',
        threshold: 0.5,
        prefix_padding_ms: 300,
        silence_duration_ms: 1200,
        remove_filler_words: true,
      },
    });
    expect(session).toMatchObject({
      temperature: 0.6,
      speed: 1.5,
      input_audio_format: 'pcm16',
      output_audio_format: 'pcm16',
    });
    expect(session.turn_detection).toEqual({
      type: 'server_vad',
      threshold: 0.5,
      prefix_padding_ms: 300,
      silence_duration_ms: 1200,
    });
  });
});

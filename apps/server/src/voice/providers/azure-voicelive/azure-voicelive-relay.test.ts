import { afterEach, describe, expect, it } from 'vitest';
import { registerRelayContract, CONTRACT_SETTINGS, FAST_RETRY } from '../testing/relay-contract';
import { startFakeAzureVoiceLive } from '../testing/fake-azure-voicelive';
import type { FakeRealtimeUpstream } from '../testing/fake-realtime-upstream';
import { RelayRecorder } from '../testing/relay-recorder';
import { AzureVoiceLiveRelay, voiceLiveUrl } from './azure-voicelive-relay';
import { azureSessionUpdate } from './azure-voicelive-session';
import { azureVoiceFor } from './azure-voices';

const API_KEY = 'azure-test-key';

registerRelayContract({
  name: 'Azure Voice Live',
  apiKey: API_KEY,
  startUpstream: () => startFakeAzureVoiceLive({ apiKey: API_KEY }),
  endpointFor: (hostPort) => `http://${hostPort}`,
  createRelay: (options) => new AzureVoiceLiveRelay({ ...options, model: 'gpt-realtime' }),
  expectedVoice: azureVoiceFor,
  wrongKeyMessage: /HTTP 401 .*Access denied due to invalid subscription key/,
});

describe('AzureVoiceLiveRelay', () => {
  let upstream: FakeRealtimeUpstream | null = null;
  afterEach(async () => {
    await upstream?.close();
    upstream = null;
  });

  it('builds the Voice Live address from a resource endpoint in any of its usual forms', () => {
    const expected =
      'wss://kids.services.ai.azure.com/voice-live/realtime?api-version=2025-10-01&model=gpt-realtime';
    expect(voiceLiveUrl('https://kids.services.ai.azure.com', 'gpt-realtime')).toBe(expected);
    expect(voiceLiveUrl('https://kids.services.ai.azure.com/', 'gpt-realtime')).toBe(expected);
    expect(voiceLiveUrl('kids.services.ai.azure.com', 'gpt-realtime')).toBe(expected);
    expect(voiceLiveUrl('wss://kids.services.ai.azure.com/voice-live/realtime', 'gpt-realtime')).toBe(
      expected,
    );
  });

  it('gives each age profile voice an Azure neural voice and keeps Azure names as given', () => {
    expect(['shimmer', 'coral', 'ballad', 'sage'].map(azureVoiceFor)).toEqual([
      'en-US-AvaNeural',
      'en-US-EmmaNeural',
      'en-US-BrianNeural',
      'en-US-AriaNeural',
    ]);
    expect(azureVoiceFor('en-US-Ava:DragonHDLatestNeural')).toBe('en-US-Ava:DragonHDLatestNeural');
    expect(azureVoiceFor('no-such-voice')).toBe('en-US-AvaNeural');
  });

  it('asks for semantic VAD, noise suppression, echo cancellation, the speaking rate and word timestamps', () => {
    const session = azureSessionUpdate({ ...CONTRACT_SETTINGS, speakingRate: 0.8 });
    expect(session).toMatchObject({
      voice: { name: 'en-US-AvaNeural', type: 'azure-standard', rate: '0.80' },
      turn_detection: {
        type: 'azure_semantic_vad',
        threshold: 0.4,
        prefix_padding_ms: 400,
        silence_duration_ms: 3000,
      },
      input_audio_noise_reduction: { type: 'azure_deep_noise_suppression' },
      input_audio_echo_cancellation: { type: 'server_echo_cancellation' },
      input_audio_sampling_rate: 24000,
      output_audio_timestamp_types: ['word'],
    });
    const plain = azureSessionUpdate(CONTRACT_SETTINGS, {
      turnDetectionType: 'server_vad',
      noiseReduction: false,
      echoCancellation: false,
    });
    expect(plain).toMatchObject({
      turn_detection: { type: 'server_vad' },
      input_audio_noise_reduction: null,
      input_audio_echo_cancellation: null,
    });
  });

  it('passes word timestamps through to the session for reading tracking', async () => {
    upstream = await startFakeAzureVoiceLive({ apiKey: API_KEY });
    upstream.script.replies.push('Try the word again');
    const recorder = new RelayRecorder();
    const relay = new AzureVoiceLiveRelay({
      endpoint: `http://${upstream.hostPort}`,
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
    const words = recorder.events
      .filter((event) => event.type === 'response.audio_timestamp.delta')
      .map((event) => event.text);
    expect(words).toEqual(['Try', 'the', 'word', 'again']);
    expect(relay.capabilities.wordTimestamps).toBe(true);
    expect(upstream.requestUrls).toEqual(['/voice-live/realtime?api-version=2025-10-01&model=gpt-realtime']);
  });
});

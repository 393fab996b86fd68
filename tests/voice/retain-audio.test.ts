/** RETAIN_AUDIO=true keeps each heard turn as a WAV clip for the conversation (off by default). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { VoiceTestClient } from './voice-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ listen: true, env: { RETAIN_AUDIO: 'true' } });
});
afterAll(async () => server.close());

it('keeps the child turn as a 16 kHz WAV when the school turns RETAIN_AUDIO on', async () => {
  const id = newConversationId();
  await fetch(`${server.baseUrl}/api/voicelive/session/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ conversation_id: id, age: 12 }),
  });
  const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
  await client.waitForType('session.created', 60_000);
  await client.streamAudio(synthesizePcm('can you help me', { leadingSilenceMs: 300, trailingSilenceMs: 2600 }), 4);
  await client.waitForType('input_audio_buffer.speech_stopped', 30_000);
  await expect.poll(async () => (await server.ctx.repos.audioClips.listByConversation(id)).length, { timeout: 20_000 }).toBe(1);
  const [clip] = await server.ctx.repos.audioClips.listByConversation(id);
  const stored = await server.ctx.repos.audioClips.get(clip!.id);
  expect(stored?.wav.subarray(0, 4).toString()).toBe('RIFF');
  expect(stored?.wav.readUInt32LE(24)).toBe(16_000);
  await client.close();
}, 120_000);

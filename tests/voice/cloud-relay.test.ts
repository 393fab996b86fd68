/**
 * VOICE_PROVIDER=openai through our own voice socket, against a local fake of OpenAI Realtime: the age
 * profile's voice and the story instructions are injected, the child's and the model's turns are
 * relayed and stored for the teacher, and an unreachable upstream leaves the child on the offline voice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startFakeOpenAiRealtime } from '../../apps/server/src/voice/providers/testing/fake-openai-realtime';
import type { FakeRealtimeUpstream } from '../../apps/server/src/voice/providers/testing/fake-realtime-upstream';
import { startTestServer, type TestServer } from '../support/test-server';
import { VoiceTestClient } from './voice-client';

let upstream: FakeRealtimeUpstream;
let server: TestServer;

async function session(srv: TestServer, age = 7): Promise<string> {
  const id = newConversationId();
  await fetch(`${srv.baseUrl}/api/voicelive/session/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ conversation_id: id, age }),
  });
  await fetch(`${srv.baseUrl}/api/story-context/update-context`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ storyId: 'mia-and-the-moon-kite', userAge: age, conversationId: id, readingMode: false }),
  });
  return id;
}

beforeAll(async () => {
  upstream = await startFakeOpenAiRealtime({ apiKey: 'sk-test' });
  server = await startTestServer({
    listen: true,
    env: { VOICE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_REALTIME_URL: `ws://${upstream.hostPort}/v1/realtime` },
  });
});
afterAll(async () => {
  await server.close();
  await upstream.close();
});

describe('cloud relay through the voice socket', () => {
  it('injects the age profile and story, relays both sides and stores them', async () => {
    upstream.script.replies.push('Mia made her kite from blue paper.');
    const id = await session(server, 7);
    const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
    await client.waitForType('session.created', 20_000);
    const status = (await fetch(`${server.baseUrl}/api/voicelive/session/status/${id}`).then((r) => r.json())) as { provider: string; fallback_reason: string | null };
    expect(status).toMatchObject({ provider: 'openai', fallback_reason: null });
    const update = upstream.sessionUpdates()[0] as { voice?: string; instructions?: string };
    expect(update.voice).toBe('shimmer');
    expect(update.instructions).toContain('Mia and the Moon Kite');

    client.send({ type: 'conversation.item.create', item: { id: 'child-1', type: 'message', role: 'user', content: [{ type: 'input_text', text: 'What is the kite made of?' }] } });
    client.send({ type: 'response.create' });
    await client.waitForType('response.audio.delta', 20_000);
    const done = await client.waitForType('response.audio_transcript.done', 20_000);
    expect(done.transcript).toBe('Mia made her kite from blue paper.');
    expect(typeof done.active_persona).toBe('string');
    await client.waitForType('response.done', 20_000);
    await client.close();

    await expect.poll(async () => (await server.ctx.repos.conversations.listMessages(id)).map((m) => [m.role, m.content]), { timeout: 5000 }).toEqual([
      ['user', 'What is the kite made of?'],
      ['assistant', 'Mia made her kite from blue paper.'],
    ]);
  }, 60_000);

  it('keeps the child on the offline voice when the upstream cannot be reached', async () => {
    const offline = await startTestServer({
      listen: true,
      env: { VOICE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_REALTIME_URL: 'ws://127.0.0.1:9/v1/realtime' },
    });
    try {
      const id = await session(offline, 10);
      const client = await VoiceTestClient.connect(`${offline.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
      await client.waitForType('session.created', 60_000);
      const status = (await fetch(`${offline.baseUrl}/api/voicelive/session/status/${id}`).then((r) => r.json())) as { provider: string; fallback_reason: string | null };
      expect(status.provider).toBe('local');
      expect(status.fallback_reason).toMatch(/could not be reached/);
      client.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'what does patient mean' }] } });
      client.send({ type: 'response.create' });
      const done = await client.waitForType('response.audio_transcript.done', 60_000);
      expect(String(done.transcript).toLowerCase()).toContain('patient');
      await client.close();
    } finally {
      await offline.close();
    }
  }, 120_000);
});

/**
 * What the engineer running a school's server watches: GET /metrics in Prometheus text, with the live
 * readers, how fast the recogniser keeps up with them, and whether the database answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { VoiceTestClient } from '../voice/voice-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 120_000);
afterAll(async () => server.close());

async function scrape(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

function value(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, not by path', async () => {
    await fetch(`${server.baseUrl}/api/stories/?age=7`);
    const text = await scrape();
    expect(text).toMatch(/lc_http_request_duration_seconds_count\{method="GET",route="\/api\/stories\/",status_code="200"\} [1-9]/);
    expect(value(text, 'lc_database_up')).toBe(1);
    expect(value(text, 'lc_bus_up')).toBe(1);
  });

  it('shows a live reader and how fast their speech was decoded', async () => {
    const id = newConversationId();
    const json = { 'content-type': 'application/json' };
    await fetch(`${server.baseUrl}/api/voicelive/session/create`, { method: 'POST', headers: json, body: JSON.stringify({ conversation_id: id, age: 7 }) });
    await fetch(`${server.baseUrl}/api/story-context/update-context`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ storyId: 'mia-and-the-moon-kite', userAge: 7, conversationId: id, readingMode: true }),
    });
    const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
    await client.waitForType('session.created', 60_000);
    const during = await scrape();
    expect(value(during, 'lc_voice_sessions_live')).toBe(1);

    await client.streamAudio(synthesizePcm('Mia made a kite from blue paper and two thin sticks.'), 4);
    await client.streamAudio(new Int16Array(24_000 * 5), 4);
    await client.waitForType('reading_progress', 30_000);
    const after = await scrape();
    expect(value(after, 'lc_speech_chunk_lag_seconds_count')).toBeGreaterThan(0);
    expect(value(after, 'lc_speech_decode_realtime_factor_count')).toBeGreaterThan(0);
    await client.close();
  }, 120_000);
});

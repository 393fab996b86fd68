/**
 * Issue 26: when the machine already listens to as many children as it can (LC_MAX_READERS), a new
 * child is told kindly, in their band's words, and asked to wait — the children reading keep their
 * places, a reconnecting child is let back in, and the teacher's connection status says it is full.
 * Without LC_MAX_READERS the limit is what this machine's measured decoding keeps up with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { callAs, signIn, ADMIN } from '../teacher/teacher-client';
import { VoiceTestClient } from './voice-client';
import pino from 'pino';
import { createLocalSpeechStack, LazySpeechStack } from '../../apps/server/src/voice/providers/local/speech-stack';
import { defaultReaderLimit } from '../../apps/server/src/voice/providers/local/reader-limit';

let server: TestServer;

async function createSession(age: number): Promise<string> {
  const id = newConversationId();
  const res = await fetch(`${server.baseUrl}/api/voicelive/session/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ conversation_id: id, age }),
  });
  expect(res.status).toBe(200);
  return id;
}

const wsUrl = (id: string) => `${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`;

function closed(client: VoiceTestClient): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

async function readerStatus() {
  const admin = await signIn(server, ADMIN);
  const res = await callAs(server, admin, { method: 'GET', url: '/api/voicelive/status' });
  expect(res.statusCode).toBe(200);
  return res.json<{ readers: { live: number; limit: number; full: boolean } }>().readers;
}

beforeAll(async () => {
  server = await startTestServer({ listen: true, env: { LC_MAX_READERS: '2' } });
  const setup = await server.app.inject({ method: 'POST', url: '/api/auth/setup', payload: ADMIN });
  expect(setup.statusCode).toBe(201);
}, 120_000);
afterAll(async () => server.close());

describe('a machine that is full', () => {
  it('asks a new child to wait in their words, keeps the readers and lets a reconnecting child back', async () => {
    const first = await createSession(10);
    const second = await createSession(12);
    const a = await VoiceTestClient.connect(wsUrl(first));
    await a.waitForType('session.created', 60_000);
    const b = await VoiceTestClient.connect(wsUrl(second));
    await b.waitForType('session.created', 60_000);
    expect(await readerStatus()).toEqual({ live: 2, limit: 2, full: true });

    const young = await createSession(7);
    const turnedAway = await VoiceTestClient.connect(wsUrl(young));
    const wasClosed = closed(turnedAway);
    const error = await turnedAway.waitForType('error');
    expect(error).toMatchObject({ error: { code: 'machine_full' } });
    expect((error.error as { message: string }).message).toMatch(/^Lots of friends are reading with me right now!/);
    expect(await wasClosed).toEqual({ code: 1013, reason: 'Machine full' });
    expect(turnedAway.events.some((e) => e.type === 'session.created')).toBe(false);

    // The two readers were not disturbed.
    expect(a.socket.readyState).toBe(a.socket.OPEN);
    expect(b.socket.readyState).toBe(b.socket.OPEN);

    // A reader whose connection dropped comes back even though the machine is full.
    const again = await VoiceTestClient.connect(wsUrl(first));
    await again.waitForType('session.created', 60_000);

    // When a reader leaves, the waiting child gets in on their next try.
    const bClosed = closed(b);
    b.socket.close();
    await bClosed;
    await new Promise((r) => setTimeout(r, 200));
    expect((await readerStatus()).full).toBe(false);
    const retry = await VoiceTestClient.connect(wsUrl(young));
    await retry.waitForType('session.created', 60_000);
    again.socket.close();
    retry.socket.close();
    a.socket.close();
  }, 120_000);
});

describe('a machine with no reader limit set', () => {
  it('takes as many readers as its own measured decoding keeps up with, and says so to the teacher and in /metrics', async () => {
    const speech = new LazySpeechStack(() => createLocalSpeechStack({ logger: pino({ level: 'silent' }), searchPath: process.env.PATH ?? '', measureReaderLimit: true }));
    const own = await startTestServer({ listen: true, speech });
    try {
      const setup = await own.app.inject({ method: 'POST', url: '/api/auth/setup', payload: ADMIN });
      expect(setup.statusCode).toBe(201);
      const admin = await signIn(own, ADMIN);
      const limitShown = async (): Promise<number> => {
        const res = await callAs(own, admin, { method: 'GET', url: '/api/voicelive/status' });
        return res.json<{ readers: { limit: number } }>().readers.limit;
      };
      // Before any child has read, the recogniser is not loaded: the per-core default stands.
      expect(await limitShown()).toBe(defaultReaderLimit());

      const stack = await speech.get();
      const deadline = Date.now() + 60_000;
      while ((stack.readerLimit ?? null) === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const measured = stack.readerLimit;
      expect(measured).toBeGreaterThanOrEqual(1);
      expect(await limitShown()).toBe(measured);
      const metrics = await (await fetch(`${own.baseUrl}/metrics`)).text();
      expect(metrics).toMatch(new RegExp(`^lc_voice_readers_limit ${measured}$`, 'm'));
    } finally {
      await own.close();
      await speech.close();
    }
  }, 120_000);
});

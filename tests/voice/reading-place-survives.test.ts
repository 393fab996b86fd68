/**
 * A child's place survives what a classroom network and a school's server do to a session: the socket
 * dropping, or the server killed (kill -9) and started again, in the middle of a turn (reading mode ends
 * a turn only after 4 s of silence). Afterwards the progress call and the reconnected session show the
 * word the child had reached, the companion tells the child where to pick up, and reading on carries on
 * from there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { VoiceTestClient } from './voice-client';

const STORY = 'mia-and-the-moon-kite';
const FIRST = 'Mia made a kite from blue paper and two thin sticks. She drew a big white moon on it.';
const NEXT = 'Can we fly it now? Mia asked. The wind is too still, said Grandpa Joe.';
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) if (server.alive()) await server.kill9();
});

async function boot(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  running.push(server);
  return server;
}

async function readingSession(server: ServerProcess, id: string, create: boolean): Promise<VoiceTestClient> {
  const json = { 'content-type': 'application/json' };
  if (create) {
    await fetch(`${server.baseUrl}/api/voicelive/session/create`, { method: 'POST', headers: json, body: JSON.stringify({ conversation_id: id, age: 7 }) });
    await fetch(`${server.baseUrl}/api/story-context/update-context`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ storyId: STORY, userAge: 7, conversationId: id, readingMode: true }),
    });
  }
  const client = await VoiceTestClient.connect(`${server.wsUrl}/api/voicelive/ws/${id}`);
  await client.waitForType('session.created', 60_000);
  return client;
}

function furthest(client: VoiceTestClient): number {
  const indices = client.events
    .filter((e) => e.type === 'reading_progress')
    .map((e) => (e.progress as { current_word_index: number }).current_word_index);
  return Math.max(0, ...indices);
}

async function progressWord(server: ServerProcess, id: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/voicelive/reading/progress/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { current_word_index: number }).current_word_index;
}

/** Reads FIRST at real-time pace and stops with no pause after it: the turn is still open. */
async function readMidTurn(client: VoiceTestClient): Promise<number> {
  await client.streamAudio(synthesizePcm(FIRST), 1);
  await new Promise((r) => setTimeout(r, 1500));
  const reached = furthest(client);
  expect(reached).toBeGreaterThanOrEqual(12);
  return reached;
}

async function readsOn(client: VoiceTestClient, from: number): Promise<void> {
  await client.streamAudio(synthesizePcm(NEXT), 1);
  await client.streamAudio(new Int16Array(24_000 * 5), 2);
  await client.waitFor((e) => e.type === 'reading_progress' && (e.progress as { current_word_index: number }).current_word_index >= from + 6, 30_000);
}

describe("a child's place in the story", () => {
  it('survives a dropped socket mid-turn and a kill -9 of the server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-place-'));
    let server = await boot(dataDir);
    const id = newConversationId();

    let client = await readingSession(server, id, true);
    const reached = await readMidTurn(client);
    client.socket.terminate();
    await new Promise((r) => setTimeout(r, 500));
    expect(Math.abs((await progressWord(server, id)) - reached)).toBeLessThanOrEqual(2);

    client = await readingSession(server, id, false);
    // Greeted back at the place, not started over: the words at the highlight are the ones it names.
    const greeting = await client.waitFor((e) => e.type === 'response.audio_transcript.done', 30_000);
    expect(greeting.transcript).toMatch(/^Welcome back! We were at "[\w' ]+"\. Let's keep reading!$/);
    const story = `${FIRST} ${NEXT}`.replace(/[.,?]/g, '');
    const named = String(greeting.transcript).match(/"(.+)"/)![1]!;
    const at = story.indexOf(named);
    expect(at).toBeGreaterThanOrEqual(0);
    const namedWordIndex = story.slice(0, at).split(' ').length - 1;
    expect(Math.abs(namedWordIndex - reached)).toBeLessThanOrEqual(2);
    const again = await readMidTurn(client);
    expect(again).toBeGreaterThanOrEqual(reached);
    await server.kill9();

    server = await boot(dataDir);
    const afterCrash = await progressWord(server, id);
    expect(Math.abs(afterCrash - again)).toBeLessThanOrEqual(2);
    client = await readingSession(server, id, false);
    await readsOn(client, afterCrash);
    await client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);
});

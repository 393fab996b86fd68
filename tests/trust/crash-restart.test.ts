/**
 * kill -9 of the real server process in the middle of a child's session, then a restart on the same
 * DATA_DIR: every message the server acknowledged before the crash is still in the teacher's transcript,
 * and once the child's client reconnects and resends what was never acknowledged, the transcript holds
 * everything the child said, each message once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { ResendingVoiceClient } from './resending-voice-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-crash-'));
const ADMIN = { LC_ADMIN_USERNAME: 'crash.admin', LC_ADMIN_PASSWORD: 'a long enough secret' };
const running: ServerProcess[] = [];

async function boot(): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dataDir, ...ADMIN });
  running.push(server);
  return server;
}

async function transcript(server: ServerProcess, id: string): Promise<string[]> {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.LC_ADMIN_USERNAME, password: ADMIN.LC_ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const res = await fetch(`${server.baseUrl}/api/v1/dashboard/session/${id}/transcripts`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  const entries = (await res.json()) as Array<{ speaker: string; content: string }>;
  return entries.filter((e) => e.speaker === 'student').map((e) => e.content);
}

afterAll(async () => {
  for (const server of running) await server.kill9();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('crash and restart', () => {
  it('keeps every acknowledged message through kill -9 and loses nothing once the child reconnects', async () => {
    const first = await boot();
    const id = newConversationId();
    const created = await fetch(`${first.baseUrl}/api/voicelive/session/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: id, age: 8 }),
    });
    expect(created.status).toBe(200);

    // Messages logged over REST: a 200 is the acknowledgement.
    const loggedOverRest: string[] = [];
    for (let n = 0; n < 10; n++) {
      const content = `rest message ${n}`;
      const res = await fetch(`${first.baseUrl}/api/ui-state/voicelive-message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          conversationId: id,
          userAge: 8,
          messageType: 'user',
          messageContent: content,
          messageId: `rest_${n}`,
        }),
      });
      expect(res.status).toBe(200);
      loggedOverRest.push(content);
    }

    const said: string[] = [];
    const client = new ResendingVoiceClient(`${first.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
    await client.connect();
    for (let n = 0; n < 20; n++) {
      said.push(`voice message ${n}`);
      client.say(`voice_${n}`, `voice message ${n}`);
    }
    await client.drained(30_000);
    // Mid-session: the child keeps talking and the server dies between one message and the next.
    for (let n = 20; n < 60; n++) {
      said.push(`voice message ${n}`);
      client.say(`voice_${n}`, `voice message ${n}`);
      if (n === 40) await first.kill9();
    }
    const acknowledgedBeforeCrash = [...client.acknowledged].map(
      (itemId) => `voice message ${itemId.slice('voice_'.length)}`,
    );
    expect(acknowledgedBeforeCrash.length).toBeGreaterThanOrEqual(20);
    expect(client.outbox.size, 'messages caught unacknowledged by the crash').toBeGreaterThan(0);

    const second = await boot();
    const afterRestart = await transcript(second, id);
    for (const content of [...loggedOverRest, ...acknowledgedBeforeCrash])
      expect(afterRestart).toContain(content);

    // The child's client reconnects to the restarted server and resends what was never acknowledged.
    const reconnecting = new ResendingVoiceClient(
      `${second.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`,
    );
    for (const [itemId, text] of client.outbox) reconnecting.outbox.set(itemId, text);
    await reconnecting.connect();
    await reconnecting.drained(30_000);
    await reconnecting.close();
    const complete = await transcript(second, id);
    expect(complete).toEqual([...loggedOverRest, ...said]);
    expect(await second.stop()).toBe(0);
  }, 300_000);
});

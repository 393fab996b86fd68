/**
 * Issue 24: production runs compiled JavaScript. The compiled server (scripts/build-server.mjs, what
 * `npm start` runs) opens a database the TypeScript source migrated without re-running or mis-reading
 * a migration, follows a child reading aloud (its speech worker), and reads an uploaded Word story (its
 * parse worker) — the parts that find files by path at run time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { buildDocx } from '../../apps/server/src/stories/upload-parsing/test-fixtures';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { REPO_ROOT, startServerProcess, type ServerProcess } from '../support/server-process';
import { VoiceTestClient } from '../voice/voice-client';

const ADMIN = { username: 'head.teacher', password: 'correct horse battery' };
const json = { 'content-type': 'application/json' };
const running: ServerProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-compiled-'));
afterAll(async () => {
  for (const server of running) if (server.alive()) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(server: ServerProcess): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lc_session='))!.split(';')[0]!;
  return { cookie, csrf: ((await res.json()) as { csrf_token: string }).csrf_token };
}

describe('the compiled server', () => {
  it('takes over a database from the source server and runs its workers', async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT });

    const source = await startServerProcess({ DATA_DIR: dataDir });
    running.push(source);
    expect((await fetch(`${source.baseUrl}/api/auth/setup`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })).status).toBe(201);
    const before = await signIn(source);
    const ledger = async (server: ServerProcess, who: { cookie: string; csrf: string }) => {
      const res = await fetch(`${server.baseUrl}/api/database/status`, { headers: { cookie: who.cookie } });
      expect(res.status).toBe(200);
      return (await res.json()) as { migrations: Array<{ filename: string; status: string; checksum: string }> };
    };
    const sourceLedger = (await ledger(source, before)).migrations;
    expect(await source.stop()).toBe(0);

    const compiled = await startServerProcess({ DATA_DIR: dataDir }, 120_000, { compiled: true });
    running.push(compiled);
    const admin = await signIn(compiled);
    // The same ledger: nothing pending, nothing re-run, no checksum reported changed.
    expect((await ledger(compiled, admin)).migrations).toEqual(sourceLedger);
    expect(sourceLedger.every((m) => m.status === 'applied')).toBe(true);
    expect(compiled.output()).not.toMatch(/checksum|migration failed/i);

    // The speech worker: a child's reading is followed.
    const id = newConversationId();
    await fetch(`${compiled.baseUrl}/api/voicelive/session/create`, { method: 'POST', headers: json, body: JSON.stringify({ conversation_id: id, age: 7 }) });
    await fetch(`${compiled.baseUrl}/api/story-context/update-context`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ storyId: 'mia-and-the-moon-kite', userAge: 7, conversationId: id, readingMode: true }),
    });
    const child = await VoiceTestClient.connect(`${compiled.wsUrl}/api/voicelive/ws/${id}`);
    await child.waitForType('session.created', 60_000);
    await child.streamAudio(synthesizePcm('Mia made a kite from blue paper and two thin sticks.'), 2);
    await child.waitFor((e) => e.type === 'reading_progress' && (e.progress as { current_word_index: number }).current_word_index >= 6, 60_000);
    await child.close();

    // The parse worker: a Word story is read and levelled.
    const form = new FormData();
    form.set('ageGroup', '6-8');
    const docx = buildDocx(['The Lantern Walk', ...Array.from({ length: 6 }, (_, i) => `Line ${i + 1}: the children walked with paper lanterns under the quiet stars.`)]);
    form.set('story', new Blob([new Uint8Array(docx)]), 'lantern-walk.docx');
    const uploaded = await fetch(`${compiled.baseUrl}/api/v1/dashboard/story`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, origin: compiled.baseUrl },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ success: true });
  }, 240_000);
});

/**
 * Issue 24: `npm run backup` while the server runs and children's sessions are being written gives a
 * copy a school can restore — it opens, passes SQLite's integrity check, holds every session created
 * before the backup began, and a server started on it serves them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { REPO_ROOT, startServerProcess, type ServerProcess } from '../support/server-process';

const run = promisify(execFile);
const json = { 'content-type': 'application/json' };

async function createSession(server: ServerProcess): Promise<string> {
  const id = newConversationId();
  const res = await fetch(`${server.baseUrl}/api/voicelive/session/create`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ conversation_id: id, age: 8 }),
  });
  expect(res.status).toBe(200);
  return id;
}

describe('npm run backup', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-backup-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies a live database consistently, and a server started on the copy has the sessions', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(server);
    const before: string[] = [];
    for (let i = 0; i < 5; i++) before.push(await createSession(server));

    // Sessions keep being written while the backup runs (paced under the per-address limit).
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await createSession(server);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const backup = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/backup/backup-cli.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    });
    writing = false;
    await writer;

    expect(backup.stdout).toMatch(/^Backed up .*learning-companion\.db to .*backups\/learning-companion-[\dT-]+\.db \(\d+ KiB, \d+ migrations applied\)\.\n$/);
    const [file] = fs.readdirSync(path.join(dataDir, 'backups'));
    const copyPath = path.join(dataDir, 'backups', file!);
    expect(fs.statSync(copyPath).mode & 0o777).toBe(0o600);

    const copy = new BetterSqlite3(copyPath, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const ids = new Set((copy.prepare('SELECT id FROM conversations').all() as { id: string }[]).map((r) => r.id));
    copy.close();
    for (const id of before) expect(ids.has(id)).toBe(true);

    // Restore: the copy as the database of a new data directory.
    await server.stop();
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-restored-'));
    fs.copyFileSync(copyPath, path.join(restored, 'learning-companion.db'));
    const again = await startServerProcess({ DATA_DIR: restored });
    servers.push(again);
    const res = await fetch(`${again.baseUrl}/api/voicelive/session/status/${before[0]}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ conversation_id: before[0], exists: true, age: 8 });
    fs.rmSync(restored, { recursive: true, force: true });
  }, 180_000);

  it('says what to use instead for PostgreSQL', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/backup/backup-cli.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1/test' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('pg_dump');
  }, 60_000);
});

/**
 * Issue 22, item 4 and the file-permission item: a full DATA_DIR (a 2 MB tmpfs filled with a file)
 * neither kills the server through its log writer nor loses its answers (503 with a clear detail, then
 * writes again once space returns); a read-only DATA_DIR stops the boot with one line naming it; the
 * database, logs and data folder are private to the server's user; anonymous session creation is
 * limited per address. Needs root to mount; the machine's tests run as root.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { createLogging } from '../../apps/server/src/ops/logger';
import { REPO_ROOT, startTestServer, type TestServer } from '../support/test-server';

function mountTmpfs(options: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  if (mounted.status !== 0) throw new Error(`mount failed: ${mounted.stderr.toString()}`);
  return dir;
}

function unmount(dir: string): void {
  spawnSync('umount', ['-l', dir]);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Fills the file system holding `dir` to the last byte. */
function fill(dir: string): string {
  const filler = path.join(dir, 'filler');
  const fd = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch {
    // ENOSPC: full
  }
  const small = Buffer.alloc(512, 1);
  try {
    for (;;) fs.writeSync(fd, small);
  } catch {
    // ENOSPC
  }
  fs.closeSync(fd);
  return filler;
}

const createSession = (server: TestServer, remoteAddress = '10.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/voicelive/session/create',
    payload: { conversation_id: newConversationId(), age: 7, message: 'x'.repeat(2000) },
    remoteAddress,
  });

describe('a full data directory', () => {
  let mount: string;
  beforeAll(() => {
    mount = mountTmpfs('size=2m');
  });
  afterAll(() => unmount(mount));

  it('keeps logging to stdout and counts the log file’s write errors instead of dying', async () => {
    const dataDir = path.join(mount, 'logs-only');
    const lines: string[] = [];
    const logging = await createLogging({ level: 'info', dataDir, stdout: false });
    const filler = fill(mount);
    const originalWrite = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      for (let i = 0; i < 2000; i++) logging.logger.info({ i, pad: 'y'.repeat(500) }, 'a line that no longer fits');
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.stdout.write = originalWrite;
    }
    expect(logging.logFileStatus?.writeErrors).toBeGreaterThan(0);
    expect(logging.logFileStatus?.writing).toBe(false);
    expect(lines.join('')).toMatch(/log file write failed \(ENOSPC\)/);
    fs.rmSync(filler);
  });

  it('answers 503 with a clear detail while the database cannot write, and recovers when space returns', async () => {
    const dataDir = path.join(mount, 'server');
    const server = await startTestServer({ env: { DATA_DIR: dataDir } });
    try {
      expect((await createSession(server)).statusCode).toBe(200);
      const filler = fill(mount);
      let full;
      for (let i = 0; i < 50; i++) {
        full = await createSession(server);
        if (full.statusCode !== 200) break;
      }
      expect(full?.statusCode).toBe(503);
      expect(full?.json<{ detail: string }>().detail).toMatch(/disk that holds its data is full/);
      const health = await server.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBeLessThan(600);
      fs.rmSync(filler);
      expect((await createSession(server)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('a read-only data directory', () => {
  it('stops the boot with one line naming DATA_DIR', () => {
    const mount = mountTmpfs('size=1m,ro');
    try {
      const dataDir = path.join(mount, 'data');
      const boot = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
        timeout: 60_000,
      });
      expect(boot.status).toBe(73);
      expect(boot.stderr.toString()).toBe(
        `Learning Companion cannot write to DATA_DIR ${dataDir}: the file system is read-only\n`,
      );
    } finally {
      unmount(mount);
    }
  }, 90_000);
});

describe('files of the data directory', () => {
  it('are private to the server’s user', async () => {
    const server = await startTestServer();
    const logsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-logs-'));
    try {
      const mode = (p: string) => fs.statSync(p).mode & 0o777;
      expect(mode(server.dataDir)).toBe(0o700);
      const db = fs.readdirSync(server.dataDir).filter((f) => f.endsWith('.db') || f.endsWith('.sqlite'));
      expect(db.length).toBeGreaterThan(0);
      for (const f of fs.readdirSync(server.dataDir)) {
        if (f.includes('.db') || f.includes('.sqlite')) expect(mode(path.join(server.dataDir, f)), f).toBe(0o600);
      }
      const logging = await createLogging({ level: 'info', dataDir: logsDir, stdout: false });
      logging.logger.info('hello');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mode(path.join(logsDir, 'logs'))).toBe(0o700);
      const files = fs.readdirSync(path.join(logsDir, 'logs'));
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) expect(mode(path.join(logsDir, 'logs', f)), f).toBe(0o600);
    } finally {
      await server.close();
      fs.rmSync(logsDir, { recursive: true, force: true });
    }
  });
});

describe('anonymous session creation', () => {
  it('is limited per address, generously enough for a classroom', async () => {
    const server = await startTestServer();
    try {
      const statuses = [];
      for (let i = 0; i < 121; i++) statuses.push((await createSession(server, '10.3.3.3')).statusCode);
      expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
      const limited = await createSession(server, '10.3.3.3');
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ detail: string }>().detail).toMatch(/Too many requests from this address/);
      expect((await createSession(server, '10.4.4.4')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/**
 * Stopping `npm start` stops the server: a service manager or a terminal sends SIGTERM to the npm
 * process, and a server left running behind it would hold the port and the database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../e2e/support/ensure-build';

const root = path.resolve(import.meta.dirname, '../..');

function listeningPort(output: string): number | null {
  const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
  return match ? Number(match[1]) : null;
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  it('stops the server within 10 s of SIGTERM to the npm process', async () => {
    ensureWebBuild();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-npm-start-'));
    const npm = spawn('npm', ['start'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HTTPS_PORT: '0', HOST: '127.0.0.1' } });
    let output = '';
    npm.stdout.on('data', (d: Buffer) => (output += d.toString()));
    npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const started = Date.now();
    while (listeningPort(output) === null && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 200));
    const port = listeningPort(output);
    expect(port, output.slice(-2000)).not.toBeNull();
    expect(await answers(port!)).toBe(true);

    npm.kill('SIGTERM');
    const stopped = Date.now();
    while ((await answers(port!)) && Date.now() - stopped < 10_000) await new Promise((r) => setTimeout(r, 250));
    expect(await answers(port!)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});

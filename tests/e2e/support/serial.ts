/**
 * The e2e files drive a browser, a server and (for the reading test) speech recognition; on a two-core
 * machine two of them at once starve each other. vitest runs files in parallel, so each e2e file holds
 * this machine-wide lock from its first hook to its last.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK_DIR = path.join(os.tmpdir(), 'learning-companion-e2e.lock');
const POLL_MS = 250;

function holderAlive(): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(LOCK_DIR, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; anything else means no live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Waits until no other e2e file runs, then returns the release function. */
export async function acquireE2eLock(timeoutMs = 600_000): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      fs.writeFileSync(path.join(LOCK_DIR, 'pid'), String(process.pid));
      return () => fs.rmSync(LOCK_DIR, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A holder that died without releasing (killed run) leaves the folder behind; give its pid file a
    // moment to appear before judging it stale.
    const ageMs = Date.now() - (fs.statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (ageMs > 2000 && !holderAlive()) fs.rmSync(LOCK_DIR, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`Another e2e run held ${LOCK_DIR} for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

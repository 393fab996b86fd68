/**
 * The rotating log files in DATA_DIR/logs (pino-roll names them `server.<n>.log`, higher is newer), read
 * for the log download: the newest lines, up to a size cap so a download stays small enough to open.
 */
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export const LOG_DOWNLOAD_MAX_BYTES = 5 * 1024 * 1024;
const LOG_FILE = /^server\.(\d+)\.log$/;

async function tail(file: string, bytes: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size <= bytes) return (await handle.readFile()).toString('utf8');
    // Read one byte before the cut too, to tell whether the cut falls on a line boundary.
    const buffer = Buffer.alloc(bytes + 1);
    await handle.read(buffer, 0, bytes + 1, size - bytes - 1);
    const text = buffer.toString('utf8');
    return text.slice(text.indexOf('\n') + 1);
  } finally {
    await handle.close();
  }
}

/** The newest log text across the rotated files, oldest line first; undefined when there are no files. */
export async function readRecentLogFiles(
  logsDir: string,
  maxBytes = LOG_DOWNLOAD_MAX_BYTES,
): Promise<string | undefined> {
  let names: string[];
  try {
    names = await readdir(logsDir);
  } catch {
    return undefined;
  }
  const files = names
    .map((name) => ({ name, n: Number(LOG_FILE.exec(name)?.[1] ?? Number.NaN) }))
    .filter((f) => Number.isFinite(f.n))
    .sort((a, b) => b.n - a.n);
  if (files.length === 0) return undefined;
  const chunks: string[] = [];
  let budget = maxBytes;
  for (const file of files) {
    if (budget <= 0) break;
    const full = path.join(logsDir, file.name);
    const size = (await stat(full)).size;
    chunks.unshift(await tail(full, budget));
    budget -= size;
  }
  return chunks.join('');
}

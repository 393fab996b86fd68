import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRecentLogFiles } from './log-file';

describe('reading the rotated log files for a download', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('joins the files oldest first and keeps only the newest whole lines within the cap', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lc-logs-'));
    writeFileSync(path.join(dir, 'server.1.log'), 'first old line\nsecond old line\n');
    writeFileSync(path.join(dir, 'server.2.log'), 'new line A\nnew line B\n');
    writeFileSync(path.join(dir, 'other.txt'), 'not a log\n');
    expect(await readRecentLogFiles(dir)).toBe('first old line\nsecond old line\nnew line A\nnew line B\n');
    // The newest file takes 22 bytes; 16 are left, exactly the older file's last line.
    expect(await readRecentLogFiles(dir, 38)).toBe('second old line\nnew line A\nnew line B\n');
    // With 10 left the older file's last line would be cut, so none of it is kept.
    expect(await readRecentLogFiles(dir, 32)).toBe('new line A\nnew line B\n');
  });

  it('answers undefined when the server writes no log files', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lc-logs-'));
    expect(await readRecentLogFiles(dir)).toBeUndefined();
    expect(await readRecentLogFiles(path.join(dir, 'missing'))).toBeUndefined();
  });
});

import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuardedLogFile, LOG_FILE_RETRY_MS } from './log-file-stream';

class FakeFile extends EventEmitter {
  lines: string[] = [];
  write(line: string): boolean {
    this.lines.push(line);
    return true;
  }
}

describe('the guarded log file', () => {
  afterEach(() => vi.useRealTimers());

  it('counts a full disk, says so once on stdout, and writes to the file again later', () => {
    vi.useFakeTimers();
    const file = new FakeFile();
    const stdout: string[] = [];
    const guarded = new GuardedLogFile(file, { write: (line: string) => stdout.push(line) });
    guarded.write('before\n');
    file.emit('error', Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    file.emit('error', Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    guarded.write('while full\n');
    expect(guarded.status).toMatchObject({ writeErrors: 2, writing: false, lastError: 'ENOSPC' });
    expect(stdout).toHaveLength(1);
    expect(stdout[0]).toContain('log file write failed (ENOSPC)');
    vi.advanceTimersByTime(LOG_FILE_RETRY_MS);
    guarded.write('after\n');
    expect(file.lines).toEqual(['before\n', 'after\n']);
    expect(guarded.status.writing).toBe(true);
  });
});

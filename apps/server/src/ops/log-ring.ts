/**
 * The in-memory ring of the last log entries that the teacher's Backend Logs viewer reads. It is a pino
 * destination: each write is one JSON line.
 */
import { Writable } from 'node:stream';

export const LOG_RING_CAPACITY = 1000;

export interface LogEntry {
  level: 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR';
  time: string;
  msg: string;
  text: string;
}

const LEVEL_NAMES: Record<number, LogEntry['level']> = {
  10: 'DEBUG',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARNING',
  50: 'ERROR',
  60: 'ERROR',
};

export class LogRing extends Writable {
  private readonly entries: LogEntry[] = [];
  private partial = '';

  constructor(private readonly capacity = LOG_RING_CAPACITY) {
    super({ decodeStrings: false });
  }

  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: (error?: Error | null) => void): void {
    const text = this.partial + chunk.toString();
    const lines = text.split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) this.push_(line);
    done();
  }

  private push_(line: string): void {
    let level: LogEntry['level'] = 'INFO';
    let time = new Date().toISOString();
    let msg = line;
    try {
      const parsed = JSON.parse(line) as { level?: number; time?: number; msg?: string };
      level = LEVEL_NAMES[parsed.level ?? 30] ?? 'INFO';
      if (typeof parsed.time === 'number') time = new Date(parsed.time).toISOString();
      msg = parsed.msg ?? '';
    } catch {
      // a line that is not JSON is kept as it is
    }
    const entry: LogEntry = { level, time, msg, text: `${time} ${level} ${msg} ${line}` };
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.shift();
  }

  /** Newest last; `limit` keeps the most recent entries after filtering. */
  query(opts: { limit?: number; search?: string; level?: LogEntry['level'] } = {}): {
    entries: LogEntry[];
    total: number;
  } {
    const search = opts.search?.toLowerCase();
    const filtered = this.entries.filter(
      (e) => (!opts.level || e.level === opts.level) && (!search || e.text.toLowerCase().includes(search)),
    );
    const limit = opts.limit ?? filtered.length;
    return { entries: filtered.slice(Math.max(0, filtered.length - limit)), total: this.entries.length };
  }
}

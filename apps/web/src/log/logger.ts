/**
 * The browser's logger. The child side has no console output: entries go to an in-memory ring capped at
 * 1000 entries (spec section 9), which the debug API-test panel shows.
 */
import { IN_MEMORY_LOG_CAP_ENTRIES } from '@shared/constants/timings';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  fields?: Record<string, unknown>;
  atMs: number;
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export class MemoryLogger implements Logger {
  private readonly entries: LogEntry[] = [];

  constructor(
    private readonly capEntries: number = IN_MEMORY_LOG_CAP_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  debug(message: string, fields?: Record<string, unknown>): void {
    this.write('debug', message, fields);
  }
  info(message: string, fields?: Record<string, unknown>): void {
    this.write('info', message, fields);
  }
  warn(message: string, fields?: Record<string, unknown>): void {
    this.write('warn', message, fields);
  }
  error(message: string, fields?: Record<string, unknown>): void {
    this.write('error', message, fields);
  }

  /** Newest last. */
  recent(limit = this.capEntries): LogEntry[] {
    return this.entries.slice(-limit);
  }

  private write(level: LogLevel, message: string, fields?: Record<string, unknown>): void {
    this.entries.push(fields ? { level, message, fields, atMs: this.now() } : { level, message, atMs: this.now() });
    if (this.entries.length > this.capEntries) this.entries.splice(0, this.entries.length - this.capEntries);
  }
}

/** The app-wide logger instance. */
export const appLogger = new MemoryLogger();

/**
 * The log file as one of pino's streams, kept from taking the server down with it: a full or read-only
 * disk makes the file stream emit 'error' (ENOSPC, EROFS), which unhandled would end the process. Here
 * the error is counted, the lines go to stdout only while the file fails, and writing to the file is
 * tried again a little later, so logging to the file resumes by itself once space returns.
 */
import type { DestinationStream } from 'pino';

export const LOG_FILE_RETRY_MS = 10_000;

export interface LogFileStatus {
  /** Write errors of the log file since start. */
  writeErrors: number;
  /** Whether lines currently reach the file. */
  writing: boolean;
  lastError: string | undefined;
}

interface FileStream {
  write(line: string): boolean;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export class GuardedLogFile implements DestinationStream {
  readonly status: LogFileStatus = { writeErrors: 0, writing: true, lastError: undefined };
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly file: FileStream,
    private readonly fallback: { write(line: string): unknown } = process.stdout,
    private readonly retryMs = LOG_FILE_RETRY_MS,
  ) {
    file.on('error', (error) => this.failed(error));
  }

  write(line: string): void {
    if (!this.status.writing) return;
    try {
      this.file.write(line);
    } catch (error) {
      this.failed(error as Error);
    }
  }

  private failed(error: Error): void {
    this.status.writeErrors++;
    this.status.lastError = (error as { code?: string }).code ?? error.message;
    if (!this.status.writing) return;
    this.status.writing = false;
    this.fallback.write(
      `${JSON.stringify({ level: 50, time: Date.now(), msg: `log file write failed (${this.status.lastError}); logging to stdout only until it can be written again` })}\n`,
    );
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.status.writing = true;
    }, this.retryMs);
    this.retry.unref();
  }

  close(): void {
    if (this.retry) clearTimeout(this.retry);
  }
}

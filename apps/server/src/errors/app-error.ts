/**
 * One error scheme: AppError carries a closed code (from @shared) and whether a retry may help;
 * toAppError normalises anything thrown. The codes are the domain's; which HTTP status each one
 * answers with is the transport's business (http/error-status.ts).
 */
import type { ErrorCode } from '@shared';

/** Codes a client may retry later: the ones answered 429 or 5xx. */
const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['RATE_LIMITED', 'INTERNAL', 'UPSTREAM_UNAVAILABLE']);

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Whether a client may retry the same call later (408/429/5xx are). */
  readonly retryable: boolean;

  constructor(code: ErrorCode, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'AppError';
    this.code = code;
    this.retryable = RETRYABLE_CODES.has(code);
  }
}

export const notFound = (detail: string) => new AppError('NOT_FOUND', detail);
export const badRequest = (detail: string) => new AppError('VALIDATION_FAILED', detail);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

/** Connection failures of the database driver: the database is down or unreachable, not our bug. */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300']);
const DATABASE_DOWN_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|connection error/i;

function isDatabaseUnavailable(error: ErrorLike): boolean {
  if (typeof error.code === 'string' && DATABASE_DOWN_CODES.has(error.code)) return true;
  return typeof error.message === 'string' && DATABASE_DOWN_MESSAGE.test(error.message);
}

/**
 * The database cannot write: SQLite's full / read-only / I/O errors, PostgreSQL's disk_full (53100) and
 * read-only transaction (25006). Not our bug and not the client's: the answer says what is wrong, and
 * writes work again by themselves once space returns.
 */
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR', 'ENOSPC', 'EROFS', '53100', '25006']);
export const STORAGE_FULL_MESSAGE =
  'The server cannot save anything right now: the disk that holds its data is full or read-only. Please tell the person who looks after the server; reading can go on once space is freed.';

function isStorageFull(error: ErrorLike): boolean {
  if (typeof error.code !== 'string') return false;
  return STORAGE_FULL_CODES.has(error.code) || /^SQLITE_(FULL|READONLY|IOERR)_/.test(error.code);
}

/**
 * Anything thrown as an AppError. `fromTransport` lets the edge recognise its own framework's errors
 * (bad JSON, too large) first, so this module needs to know nothing about HTTP.
 */
export function toAppError(error: unknown, fromTransport?: (error: object) => AppError | undefined): AppError {
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null) {
    const mapped = fromTransport?.(error);
    if (mapped) return mapped;
    if (isStorageFull(error)) return new AppError('UPSTREAM_UNAVAILABLE', STORAGE_FULL_MESSAGE, { cause: error });
    if (isDatabaseUnavailable(error)) {
      return new AppError('UPSTREAM_UNAVAILABLE', 'The database cannot be reached right now. Please try again in a moment.', { cause: error });
    }
  }
  return new AppError('INTERNAL', 'Something went wrong on the server. Please try again.', { cause: error });
}

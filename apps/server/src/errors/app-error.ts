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
 * Anything thrown as an AppError. `fromTransport` lets the edge recognise its own framework's errors
 * (bad JSON, too large) first, so this module needs to know nothing about HTTP.
 */
export function toAppError(error: unknown, fromTransport?: (error: object) => AppError | undefined): AppError {
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null) {
    const mapped = fromTransport?.(error);
    if (mapped) return mapped;
    if (isDatabaseUnavailable(error)) {
      return new AppError('UPSTREAM_UNAVAILABLE', 'The database cannot be reached right now. Please try again in a moment.', { cause: error });
    }
  }
  return new AppError('INTERNAL', 'Something went wrong on the server. Please try again.', { cause: error });
}

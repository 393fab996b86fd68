/**
 * One error scheme: AppError carries a closed code and an HTTP status; toAppError normalises anything
 * thrown; the Fastify handler (error-handler.ts) answers every failure as { detail, code }.
 */
import type { ErrorCode } from '@shared';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Whether a client may retry the same call later (408/429/5xx are). */
  readonly retryable: boolean;

  constructor(code: ErrorCode, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code] ?? 500;
    this.retryable = this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export const notFound = (detail: string) => new AppError('NOT_FOUND', detail);
export const badRequest = (detail: string) => new AppError('VALIDATION_FAILED', detail);

interface StatusLike {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong content type) onto our codes. */
function fromFastifyError(error: StatusLike): AppError | undefined {
  const status = typeof error.statusCode === 'number' ? error.statusCode : undefined;
  if (status === undefined || status >= 500) return undefined;
  const message = typeof error.message === 'string' ? error.message : 'The request is not valid.';
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported here.');
    default:
      break;
  }
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', message);
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', message);
  if (status === 404) return new AppError('NOT_FOUND', message);
  if (status === 429) return new AppError('RATE_LIMITED', message);
  if (status === 401) return new AppError('UNAUTHENTICATED', message);
  if (status === 403) return new AppError('FORBIDDEN', message);
  return new AppError('VALIDATION_FAILED', message);
}

/** Connection failures of the database driver: the database is down or unreachable, not our bug. */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300']);
const DATABASE_DOWN_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|connection error/i;

function isDatabaseUnavailable(error: StatusLike): boolean {
  if (typeof error.code === 'string' && DATABASE_DOWN_CODES.has(error.code)) return true;
  return typeof error.message === 'string' && DATABASE_DOWN_MESSAGE.test(error.message);
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null) {
    const mapped = fromFastifyError(error);
    if (mapped) return mapped;
    if (isDatabaseUnavailable(error)) {
      return new AppError('UPSTREAM_UNAVAILABLE', 'The database cannot be reached right now. Please try again in a moment.', { cause: error });
    }
  }
  return new AppError('INTERNAL', 'Something went wrong on the server. Please try again.', { cause: error });
}

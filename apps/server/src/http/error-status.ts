/**
 * The HTTP side of the one error scheme: the status each closed code answers with, and Fastify's own
 * client errors (bad JSON, too large, wrong content type) mapped onto our codes.
 */
import type { ErrorCode } from '@shared';
import { AppError } from '../errors/app-error';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SESSION_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_UNAVAILABLE: 503,
};

export function httpStatusOf(error: AppError): number {
  return ERROR_STATUS[error.code] ?? 500;
}

interface StatusLike {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
}

/** Maps Fastify's own client errors onto our codes; undefined for anything else. */
export function fromFastifyError(error: StatusLike): AppError | undefined {
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

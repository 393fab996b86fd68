/**
 * The web app's one HTTP client: JSON (or a form) in and JSON out under `/api`, answers checked against
 * the shared zod schemas. Two options set the two kinds of caller apart: `maxAttempts` (the child side
 * retries network failures and 408/429/5xx, 3 attempts 500 ms apart; teacher calls try once) and `csrf`
 * (teacher calls carry the session's CSRF token on state-changing calls and report an expired sign-in).
 */
import { HTTP_RETRY } from '@shared/constants/reconnect';
import type { z } from 'zod';
import { appLogger } from '../log/logger';
import { BadAnswerError, HttpError } from './http-error';

export * from './http-error';

export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data instead of a JSON body (uploads). */
  form?: FormData;
  /** Validates the answer; without it the parsed JSON is returned as unknown. */
  schema?: S;
  maxAttempts?: number;
  pauseMs?: number;
  /** Carry the teacher session's CSRF token on state-changing calls, and report a 401 after sign-in. */
  csrf?: boolean;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** The teacher side's calls: one attempt (a teacher sees the failure and can retry), with the CSRF token. */
export const TEACHER_CALL = { maxAttempts: 1, csrf: true } as const;

let csrfToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** Set from `GET /api/auth/me`; cleared on sign-out. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when a `csrf` call answers 401 outside /api/auth/ (the session expired or was revoked). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Client errors will not change on a retry; network failures and server errors may.
export function isRetryable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return error instanceof TypeError;
}

/** The answer once it is OK (downloads read it as a blob); a non-2xx answer throws `HttpError`. */
export async function requestResponse(
  path: string,
  options: RequestOptions<z.ZodType> = {},
): Promise<Response> {
  const maxAttempts = options.maxAttempts ?? HTTP_RETRY.maxAttempts;
  const sleep = options.sleep ?? defaultSleep;
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    try {
      return await attemptOnce(path, options);
    } catch (error) {
      lastError = error;
      if (attempt === maxAttempts || !isRetryable(error)) break;
      await sleep(options.pauseMs ?? HTTP_RETRY.pauseMs);
    }
  }
  throw lastError;
}

export async function requestJson<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  const response = await requestResponse(path, options);
  const text = await response.text();
  const json: unknown = text.length > 0 ? JSON.parse(text) : null;
  if (!options.schema) return json as z.output<S>;
  const result = options.schema.safeParse(json);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first ? `${first.path.join('.') || 'answer'}: ${first.message}` : 'answer';
  appLogger.warn('Answer does not match its schema', {
    url: response.url,
    issues: result.error.issues.slice(0, 5),
  });
  throw new BadAnswerError(response.status, where);
}

async function attemptOnce(path: string, options: RequestOptions<z.ZodType>): Promise<Response> {
  const url = path.startsWith('/') ? path : `${API_BASE}/${path}`;
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined = options.form;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.csrf && method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await (options.fetchImpl ?? fetch)(url, {
    method,
    headers,
    body,
    credentials: 'same-origin',
  });
  if (response.ok) return response;
  const text = await response.text();
  if (options.csrf && response.status === 401 && onUnauthorized && !url.startsWith(`${API_BASE}/auth/`))
    onUnauthorized();
  throw new HttpError(response.status, text, response.statusText);
}

/** `/api/<path>` with each query value encoded; undefined and empty values are left out. */
export function apiPath(
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const params = Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '',
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return `${API_BASE}/${path.replace(/^\//, '')}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}

/**
 * The one HTTP helper of the child side: JSON in and out under `/api`, up to 3 attempts 500 ms apart for
 * network failures and server-side errors, and an `HttpError` carrying the status and body text.
 */
import { HTTP_RETRY } from '@shared/constants/reconnect';
import type { z } from 'zod';

export const API_BASE = '/api';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly statusText = '',
  ) {
    super(`HTTP ${status}: ${bodyText}`);
    this.name = 'HttpError';
  }

  /** The server's `detail` message, when the body is the API's JSON error. */
  get detail(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'detail' in parsed && typeof parsed.detail === 'string') {
        return parsed.detail;
      }
    } catch {
      // Not JSON: there is no detail to show.
    }
    return null;
  }
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the answer; without it the parsed JSON is returned as unknown. */
  schema?: S;
  maxAttempts?: number;
  pauseMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Client errors will not change on a retry; network failures and server errors may.
function isRetryable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return error instanceof TypeError;
}

export async function requestJson<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
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

async function attemptOnce<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const init: RequestInit = { method: options.method ?? 'GET', headers: { Accept: 'application/json' } };
  if (options.body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  const response = await fetchImpl(path.startsWith('/') ? path : `${API_BASE}/${path}`, init);
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  const json: unknown = text.length > 0 ? JSON.parse(text) : null;
  return (options.schema ? options.schema.parse(json) : json) as z.output<S>;
}

/** `/api/<path>` with each query value encoded; undefined values are left out. */
export function apiPath(path: string, query: Record<string, string | number | boolean | undefined> = {}): string {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return `${API_BASE}/${path.replace(/^\//, '')}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}

export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.detail ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The teacher side's HTTP client: JSON under `/api`, the session cookie sent by the browser, the CSRF
 * token on every state-changing call, answers checked against the shared zod schemas, and every non-2xx
 * answer turned into an `ApiError` carrying the server's `detail` (ARCHITECTURE 3).
 */
import type { z } from 'zod';
import { appLogger } from '../../log/logger';

export const API_PREFIX = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `detail`, or our fallback sentence when the body had none. */
    readonly detail: string,
    readonly code: string | null,
    /** Whether `detail` came from the server rather than our fallback text. */
    readonly fromServer: boolean = true,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let csrfToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** Set from `GET /api/auth/me`; cleared on sign-out. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when a call answers 401 after sign-in (the session expired or was revoked). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** `/api/<path>?query`, leaving out undefined and empty values. */
export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

function readErrorBody(text: string): { detail: string | null; code: string | null } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const detail = 'detail' in parsed && typeof parsed.detail === 'string' ? parsed.detail : null;
      const code = 'code' in parsed && typeof parsed.code === 'string' ? parsed.code : null;
      return { detail, code };
    }
  } catch {
    // Not JSON (a proxy error page, for example): fall back to the status line.
  }
  return { detail: null, code: null };
}

async function send(method: Method, url: string, body?: BodyInit, json = false): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(url, { method, headers, body, credentials: 'same-origin' });
  if (!response.ok) {
    const { detail, code } = readErrorBody(await response.text());
    if (response.status === 401 && onUnauthorized && !url.startsWith(`${API_PREFIX}/auth/`)) onUnauthorized();
    throw new ApiError(response.status, detail ?? `HTTP error! status: ${response.status}`, code, detail !== null);
  }
  return response;
}

async function parseAnswer<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const text = await response.text();
  const json: unknown = text.length > 0 ? JSON.parse(text) : null;
  const result = schema.safeParse(json);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first ? `${first.path.join('.') || 'answer'}: ${first.message}` : 'answer';
    appLogger.warn('Answer does not match its schema', { url: response.url, issues: result.error.issues.slice(0, 5) });
    throw new ApiError(response.status, `Unexpected answer from the server (${where})`, 'BAD_ANSWER', false);
  }
  return result.data;
}

export async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  return parseAnswer(await send('GET', url), schema);
}

export async function sendJson<S extends z.ZodType>(
  method: Exclude<Method, 'GET'>,
  url: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return parseAnswer(await send(method, url, payload, payload !== undefined), schema);
}

export async function sendForm<S extends z.ZodType>(url: string, form: FormData, schema: S): Promise<z.output<S>> {
  return parseAnswer(await send('POST', url, form), schema);
}

/** A raw GET for downloads: the caller reads the body as a blob. */
export async function getRaw(url: string): Promise<Response> {
  return send('GET', url);
}

/** The message to show for a failed call: the server's detail, or the thrown error's text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}

/** The server's detail when it gave one, for messages like 'Failed to clear data: {detail}'. */
export function serverDetail(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer ? error.detail : null;
}

/**
 * The spec's two-sentence failures: a non-OK answer reads `httpMessage` (with the server's detail when
 * `withDetail`, or the detail alone when `preferDetail`), anything else (network, bad answer) reads
 * `networkMessage`.
 */
export function failureText(
  error: unknown,
  httpMessage: string,
  networkMessage: string,
  style: 'withDetail' | 'preferDetail' = 'withDetail',
): string {
  if (!(error instanceof ApiError) || error.code === 'BAD_ANSWER') return networkMessage;
  const detail = serverDetail(error) ?? error.detail;
  return style === 'preferDetail' ? detail : `${httpMessage}: ${detail}`;
}

/** HTTP helpers for the scale-out tests: JSON calls, a child's session, a teacher's sign-in. */
import { newConversationId } from '@shared';
import { ADMIN, type ServerProcess } from './server-process';

export interface Teacher {
  cookie: string;
  csrfToken: string;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function call(
  server: ServerProcess,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; teacher?: Teacher } = {},
): Promise<Answer & { headers: Headers }> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.teacher) {
    headers.cookie = opts.teacher.cookie;
    headers['x-csrf-token'] = opts.teacher.csrfToken;
  }
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text };
  }
  return { status: res.status, headers: res.headers, body: (typeof body === 'object' && body !== null ? body : { value: body }) as Record<string, unknown> };
}

export async function createChildSession(server: ServerProcess, age = 9): Promise<string> {
  const id = newConversationId();
  const created = await call(server, 'POST', '/api/voicelive/session/create', { body: { conversation_id: id, age } });
  if (created.status !== 200) throw new Error(`session/create on ${server.name} answered ${created.status}: ${JSON.stringify(created.body)}`);
  return id;
}

export async function signIn(server: ServerProcess): Promise<Teacher> {
  const res = await call(server, 'POST', '/api/auth/login', { body: ADMIN });
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  if (res.status !== 200 || !cookie.startsWith('lc_session=')) {
    throw new Error(`sign-in on ${server.name} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return { cookie, csrfToken: String(res.body.csrf_token) };
}

export function panelControl(conversationId: string, action: 'show' | 'hide' | 'toggle') {
  return { conversation_id: conversationId, action, trigger_source: 'scale-test', animation_duration: 300 };
}

/** Polls `probe` until it returns a value, or gives up at the deadline with the last failure. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  const why = lastError instanceof Error ? `: ${lastError.message}` : '';
  throw new Error(`${what} did not happen within ${timeoutMs} ms${why}`);
}

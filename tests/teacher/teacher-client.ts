/**
 * Helpers for the teacher-side integration tests: a started server with an administrator created
 * through the first-run step, sign-in, and calls that carry the session cookie and CSRF token.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestDatabase, type TestServer } from '../support/test-server';

export const ADMIN = { username: 'head.teacher', password: 'correct horse battery' };
export const TEACHER = { username: 'class.teacher', password: 'another good secret' };

export interface SignedIn {
  cookie: string;
  csrf: string;
  role: string;
}

export interface TeacherApp {
  server: TestServer;
  call(signedIn: SignedIn | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  login(credentials: { username: string; password: string }): Promise<SignedIn>;
  admin: SignedIn;
  teacher: SignedIn;
  close(): Promise<void>;
}

export async function signIn(
  server: TestServer,
  credentials: { username: string; password: string },
): Promise<SignedIn> {
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'lc_session');
  if (!cookie) throw new Error('no session cookie');
  const body = res.json<{ csrf_token: string; role: string }>();
  return { cookie: cookie.value, csrf: body.csrf_token, role: body.role };
}

export function callAs(server: TestServer, signedIn: SignedIn | undefined, options: InjectOptions) {
  return server.app.inject({
    ...options,
    cookies: { ...(signedIn ? { lc_session: signedIn.cookie } : {}), ...options.cookies },
    headers: { ...(signedIn ? { 'x-csrf-token': signedIn.csrf } : {}), ...options.headers },
  });
}

/** A server with an administrator (first-run set-up) and a teacher account created by that admin. */
export async function startTeacherApp(database: TestDatabase = 'sqlite'): Promise<TeacherApp> {
  const server = await startTestServer({ database });
  const setup = await server.app.inject({ method: 'POST', url: '/api/auth/setup', payload: ADMIN });
  if (setup.statusCode !== 201) throw new Error(`setup failed: ${setup.body}`);
  const admin = await signIn(server, ADMIN);
  const created = await callAs(server, admin, {
    method: 'POST',
    url: '/api/auth/users',
    payload: { ...TEACHER, role: 'teacher' },
  });
  if (created.statusCode !== 201) throw new Error(`teacher creation failed: ${created.body}`);
  const teacher = await signIn(server, TEACHER);
  return {
    server,
    admin,
    teacher,
    call: (signedIn, options) => callAs(server, signedIn, options),
    login: (credentials) => signIn(server, credentials),
    close: () => server.close(),
  };
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; bytes: Buffer },
) {
  const boundary = '----lcTestBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

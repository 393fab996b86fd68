import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBootstrapAdmin } from '../../apps/server/src/auth/bootstrap-admin';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN, signIn, startTeacherApp, TEACHER, type TeacherApp } from './teacher-client';

describe('first-run set-up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates the administrator only from the server’s own machine, and only once', async () => {
    const status = await server.app.inject({ method: 'GET', url: '/api/auth/setup' });
    expect(status.json()).toEqual({ needs_setup: true, first_run_required: true });

    const remote = await server.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      payload: ADMIN,
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({
      detail: "The administrator can only be created from the server's own machine.",
      code: 'FORBIDDEN',
    });

    const forwarded = await server.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      payload: ADMIN,
      headers: { 'x-forwarded-for': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(forwarded.statusCode).toBe(403);

    const local = await server.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      payload: ADMIN,
      remoteAddress: '::1',
    });
    expect(local.statusCode).toBe(201);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/setup' })).json()).toMatchObject({
      needs_setup: false,
    });

    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      payload: { username: 'intruder', password: 'long enough pw' },
    });
    expect(again.statusCode).toBe(409);
    expect((await signIn(server, ADMIN)).role).toBe('admin');
  });
});

describe('sign-in, sessions and roles', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp();
  });
  afterAll(() => t.close());

  it('signs in with an httpOnly SameSite=Strict cookie and answers who is signed in', async () => {
    const res = await t.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEACHER });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'lc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await t.call(t.teacher, { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toEqual({ username: TEACHER.username, role: 'teacher', csrf_token: t.teacher.csrf });
  });

  it('marks the cookie Secure behind an https proxy when proxies are trusted', async () => {
    const server = await startTestServer({
      env: { LC_TRUST_PROXY: 'true', LC_ADMIN_USERNAME: 'boot.admin', LC_ADMIN_PASSWORD: 'bootstrap secret' },
    });
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'boot.admin', password: 'bootstrap secret' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'admin' });
      expect(res.cookies.find((c) => c.name === 'lc_session')?.secure).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    for (const payload of [
      { username: TEACHER.username, password: 'wrong password' },
      { username: 'nobody', password: 'wrong password' },
    ]) {
      const res = await t.server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        remoteAddress: '10.9.9.9',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Wrong username or password.', code: 'UNAUTHENTICATED' });
    }
  });

  it('locks a username out after five failed sign-ins, even with the right password afterwards', async () => {
    const created = await t.call(t.admin, {
      method: 'POST',
      url: '/api/auth/users',
      payload: { username: 'forgetful', password: 'the real password', role: 'teacher' },
    });
    expect(created.statusCode).toBe(201);
    const attempt = (password: string) =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'forgetful', password },
        remoteAddress: '10.7.7.7',
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt('not it')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await attempt('the real password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ detail: string }>().detail).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
  });

  it('rejects a state-changing call without the CSRF token, and accepts it with the token', async () => {
    const body = { age_range: '6-8', prompt_text: 'x'.repeat(60) };
    const without = await t.call(t.admin, {
      method: 'PUT',
      url: '/api/v1/dashboard/prompts',
      payload: body,
      headers: { 'x-csrf-token': '' },
    });
    expect(without.statusCode).toBe(403);
    expect(without.json<{ detail: string }>().detail).toMatch(/security token \(x-csrf-token\)/);
    const wrong = await t.call(t.admin, {
      method: 'PUT',
      url: '/api/v1/dashboard/prompts',
      payload: body,
      headers: { 'x-csrf-token': t.teacher.csrf },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await t.call(t.admin, { method: 'PUT', url: '/api/v1/dashboard/prompts', payload: body });
    expect(right.statusCode).toBe(200);
  });

  it('asks for sign-in (401) on teacher calls and for an administrator (403) on admin calls', async () => {
    for (const url of [
      '/api/v1/dashboard/sessions',
      '/api/dashboard/pronunciation/history',
      '/api/database/status',
      '/api/voicelive/status',
      '/api/auth/me',
    ]) {
      const res = await t.call(undefined, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ detail: 'Please sign in as a teacher.', code: 'UNAUTHENTICATED' });
      expect((await t.call(t.teacher, { method: 'GET', url })).statusCode, url).toBe(200);
    }
    // Another area's teacher call is guarded by the same access table.
    const history = await t.call(undefined, {
      method: 'GET',
      url: '/api/voicelive/personas/history?conversation_id=c',
    });
    expect(history.statusCode).toBe(401);
    const adminOnly = [
      { method: 'DELETE', url: '/api/v1/dashboard/clear-data' },
      { method: 'POST', url: '/api/v1/dashboard/seed-mock-data' },
      { method: 'POST', url: '/api/v1/dashboard/prompts/reset-all' },
      { method: 'PUT', url: '/api/v1/dashboard/config/voicelive', payload: [] },
      { method: 'GET', url: '/api/database/tables/users/data' },
      { method: 'GET', url: '/api/database/logs' },
      { method: 'GET', url: '/api/v1/logs?limit=20' },
      { method: 'GET', url: '/api/auth/users' },
    ] as const;
    for (const options of adminOnly) {
      const res = await t.call(t.teacher, options);
      expect(res.statusCode, options.url).toBe(403);
      expect(res.json<{ detail: string }>().detail).toBe('Only an administrator can do this.');
    }
    for (const url of ['/api/version/detailed', '/api/health']) {
      expect((await t.call(undefined, { method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('signs out, and a disabled teacher can neither use an old session nor sign in', async () => {
    const session = await t.login(TEACHER);
    const out = await t.call(session, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await t.call(session, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);

    const users = (await t.call(t.admin, { method: 'GET', url: '/api/auth/users' })).json<{
      users: { id: string; username: string }[];
    }>();
    const teacherId = users.users.find((u) => u.username === TEACHER.username)?.id ?? '';
    const disabled = await t.call(t.admin, { method: 'POST', url: `/api/auth/users/${teacherId}/disable` });
    expect(disabled.json()).toMatchObject({ success: true, user: { disabled: true } });
    expect((await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/stats' })).statusCode).toBe(401);
    const again = await t.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEACHER });
    expect(again.statusCode).toBe(403);
    expect(again.json<{ detail: string }>().detail).toBe(
      'This account has been disabled. Ask an administrator to enable it.',
    );
  });
});

describe('the administrator from LC_ADMIN_USERNAME / LC_ADMIN_PASSWORD', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp();
  });
  afterAll(() => t.close());

  it('takes over an existing account at boot: the new password works and old sessions end', async () => {
    const ctx = t.server.ctx;
    const config = {
      ...ctx.config,
      bootstrapAdmin: { username: TEACHER.username, password: 'a brand new secret' },
    };
    expect(await ensureBootstrapAdmin({ ...ctx, config })).toBe('updated');
    expect(await ensureBootstrapAdmin({ ...ctx, config })).toBe('unchanged');
    expect((await t.call(t.teacher, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const old = await t.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEACHER });
    expect(old.statusCode).toBe(401);
    const fresh = await t.login({ username: TEACHER.username, password: 'a brand new secret' });
    expect(fresh.role).toBe('admin');
    expect(await ensureBootstrapAdmin({ ...ctx, config: { ...config, bootstrapAdmin: undefined } })).toBe(
      'not-configured',
    );
  });
});

/**
 * Issue 22, items 1 and 3 and the sign-in items of "Also fix": parallel bursts, per-pair throttling,
 * case-insensitive usernames, weak passwords, the disabled-account answer and what a failure logs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../apps/server/src/auth/passwords';
import { ADMIN, signIn, startTeacherApp, TEACHER, type TeacherApp } from './teacher-client';

const verified = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../apps/server/src/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      verified.count++;
      return real.verifyPassword(password, stored);
    },
    verifyAgainstNothing: (password: string) => {
      verified.count++;
      return real.verifyAgainstNothing(password);
    },
  };
});

describe('sign-in throttling', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it('verifies at most five passwords of a burst of 40 parallel wrong sign-ins', async () => {
    verified.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(TEACHER.username, 'wrong password', '10.40.0.1')),
    );
    expect(verified.count).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(36);
  });

  it('does not let the right password through at the end of a parallel burst', async () => {
    const burst = [
      ...Array.from({ length: 39 }, () => login(ADMIN.username, 'wrong password', '10.40.0.2')),
      login(ADMIN.username, ADMIN.password, '10.40.0.2'),
    ];
    const answers = await Promise.all(burst);
    expect(answers.map((a) => a.statusCode)).not.toContain(200);
  });

  it('does not lock a username for other addresses when one address fails with it', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(TEACHER.username, 'not it at all', '10.50.0.1')).statusCode);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    // Another classroom (another address) still signs in with the same username.
    expect((await login(TEACHER.username, TEACHER.password, '10.50.0.2')).statusCode).toBe(200);
  });

  it('does not lock other usernames behind the same address (a school behind one NAT)', async () => {
    for (let i = 0; i < 25; i++) await login(`nobody${i % 5}`, 'wrong password', '10.60.0.1');
    expect((await login(ADMIN.username, ADMIN.password, '10.60.0.1')).statusCode).toBe(200);
  });

  it('stops an address at an abusive rate over many usernames', async () => {
    const statuses = [];
    for (let i = 0; i < 105; i++) statuses.push((await login(`guess${i}`, 'wrong password', '10.70.0.1')).statusCode);
    expect(statuses.slice(0, 99).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });

  it('locks a username tried from many addresses on a slower curve', async () => {
    const statuses = [];
    for (let i = 0; i < 22; i++) statuses.push((await login('spread.target', 'wrong password', `10.80.0.${i}`)).statusCode);
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});

describe('accounts', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp();
  });
  afterAll(() => t.close());

  const create = (username: string, password: string) =>
    t.call(t.admin, { method: 'POST', url: '/api/auth/users', payload: { username, password, role: 'teacher' } });

  it('treats usernames whatever their letter case as one account', async () => {
    expect((await create('Ms.Rivera', 'violet lantern orchard')).statusCode).toBe(201);
    const clash = await create('ms.rivera', 'another violet lantern');
    expect(clash.statusCode).toBe(409);
    expect((await signIn(t.server, { username: 'MS.RIVERA', password: 'violet lantern orchard' })).role).toBe('teacher');
  });

  it('refuses weak passwords with a reason', async () => {
    for (const password of [' '.repeat(12), '\u0000'.repeat(10), 'password12', '1234567890', 'qwertyuiop']) {
      const res = await create('weak.one', password);
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json<{ detail: string }>().detail).toMatch(/password/i);
    }
    expect((await create('weak.one', 'copper kettle meadow song')).statusCode).toBe(201);
  });

  it('answers a disabled account like a wrong password until the password is right', async () => {
    expect((await create('leaver', 'saffron bicycle harbour')).statusCode).toBe(201);
    const list = await t.call(t.admin, { method: 'GET', url: '/api/auth/users' });
    const id = list.json<{ users: { id: string; username: string }[] }>().users.find((u) => u.username === 'leaver')?.id;
    await t.call(t.admin, { method: 'POST', url: `/api/auth/users/${id}/disable` });
    const attempt = (username: string, password: string) =>
      t.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: '10.90.0.1' });
    const wrong = await attempt('leaver', 'not the password');
    const unknown = await attempt('never.existed', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect((await attempt('leaver', 'saffron bicycle harbour')).statusCode).toBe(403);
  });

  it('never logs a password typed into the username field', async () => {
    t.server.ctx.logger.level = 'info';
    const secret = 'MySecretPassw0rd!';
    await t.server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: secret, password: 'whatever it is' },
      remoteAddress: '10.91.0.1',
    });
    const logged = t.server.ctx.logRing.query({ search: 'sign-in failed' }).entries;
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.map((e) => e.text).join('\n')).not.toContain(secret);
  });
});

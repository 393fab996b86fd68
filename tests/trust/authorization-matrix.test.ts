/**
 * The authorization matrix: every route the app registers (read from Fastify's route tree) is called as
 * an anonymous visitor, as a child (who holds nothing but a conversation id), as a teacher (with and
 * without the CSRF token) and as an administrator, and answers as the route catalogue says it must.
 * A route that appears without a classification fails the suite, as does a stale entry.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTeacherApp, type SignedIn, type TeacherApp, ADMIN, TEACHER } from '../teacher/teacher-client';
import { childRequests, concreteUrl, EXPECTED_ACCESS, type ExpectedAccess } from './route-catalogue';
import { registeredRoutes, routeKey, type RegisteredRoute } from './route-list';

let t: TeacherApp;
let routes: RegisteredRoute[];
let childId: string;

const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
/** Past the access check: neither refused nor a server fault. */
const admitted = (res: LightMyRequestResponse) =>
  res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500;

function requestFor(route: RegisteredRoute, conversationId: string): InjectOptions {
  const sample = childRequests(conversationId)[routeKey(route)];
  if (sample) return sample;
  const url = concreteUrl(route.url, conversationId);
  return {
    method: route.method,
    url,
    ...(isStateChanging(route.method)
      ? { payload: { conversation_id: conversationId, conversationId } }
      : {}),
  };
}

/** Calls that end the caller's own session or wipe the data the other calls use go last, each with a fresh sign-in. */
const destructive = (route: RegisteredRoute) => route.method === 'DELETE' || route.url === '/api/auth/logout';
const ordered = () => [...routes.filter((r) => !destructive(r)), ...routes.filter(destructive)];

async function callAs(who: SignedIn | undefined, options: InjectOptions, withCsrf = true) {
  return t.server.app.inject({
    ...options,
    cookies: who ? { lc_session: who.cookie } : {},
    headers: who && withCsrf ? { 'x-csrf-token': who.csrf } : {},
  });
}

function describeCall(role: string, route: RegisteredRoute, res: LightMyRequestResponse): string {
  return `${role} ${routeKey(route)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
}

/** Every answer, refused or not: CSP without inline scripts (the API docs page excepted), no framing, no sniffing, no CORS, no cross-origin embedding of its resources. */
function expectSecurityHeaders(route: RegisteredRoute, res: LightMyRequestResponse): void {
  const what = routeKey(route);
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  if (!route.url.startsWith('/api/docs')) expect(csp, what).toMatch(/script-src 'self'(;|$)/);
  // Swagger UI runs inline scripts of its own: its pages get a policy that lets them.
  else if (res.statusCode === 200) expect(csp, what).toContain("script-src 'self' 'unsafe-inline'");
  // The school's plain-HTTP address must keep loading its own scripts and sockets.
  expect(csp, what).not.toContain('upgrade-insecure-requests');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(res.headers['permissions-policy'], what).toBe('camera=(), geolocation=(), microphone=(self)');
  expect(res.headers['access-control-allow-origin'], what).toBeUndefined();
  if (route.url.startsWith('/api/')) expect(res.headers['cache-control'], what).toBe('no-store');
}

beforeAll(async () => {
  t = await startTeacherApp();
  routes = registeredRoutes(t.server.app);
  childId = newConversationId();
  const created = await t.server.app.inject({
    method: 'POST',
    url: '/api/voicelive/session/create',
    payload: { conversation_id: childId, age: 7 },
  });
  expect(created.statusCode).toBe(200);
}, 60_000);
afterAll(async () => t.close());

describe('authorization matrix', () => {
  it('classifies every registered route, and only those', () => {
    const registered = routes.map(routeKey);
    expect(registered.length).toBeGreaterThan(90);
    expect(
      registered.filter((key) => !(key in EXPECTED_ACCESS)),
      'routes with no expected access level',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED_ACCESS).filter((key) => !registered.includes(key)),
      'stale catalogue entries',
    ).toEqual([]);
  });

  it('refuses anonymous visitors everything but the public routes, and lists no child to them', async () => {
    for (const route of routes) {
      const expected: ExpectedAccess | undefined = EXPECTED_ACCESS[routeKey(route)];
      const res = await callAs(undefined, requestFor(route, newConversationId()));
      if (expected === 'public') expect(admitted(res), describeCall('anonymous', route, res)).toBe(true);
      else expect(res.statusCode, describeCall('anonymous', route, res)).toBe(401);
      expect(res.body, `${routeKey(route)} disclosed a child's conversation id`).not.toContain(childId);
      expectSecurityHeaders(route, res);
    }
  }, 60_000);

  it("lets a child use their own conversation's calls with nothing but its id, and nothing of the teacher side", async () => {
    for (const route of routes) {
      const key = routeKey(route);
      const res = await callAs(undefined, requestFor(route, childId));
      if (EXPECTED_ACCESS[key] !== 'public') {
        expect(res.statusCode, describeCall('child', route, res)).toBe(401);
        continue;
      }
      expect(admitted(res), describeCall('child', route, res)).toBe(true);
      if (childRequests(childId)[key]) expect(res.statusCode, describeCall('child', route, res)).toBe(200);
    }
  }, 60_000);

  it('gives a teacher the dashboard but not the administrator calls, and wants the CSRF token on changes', async () => {
    for (const route of ordered()) {
      const key = routeKey(route);
      const expected = EXPECTED_ACCESS[key];
      const who = route.url === '/api/auth/logout' ? await t.login(TEACHER) : t.teacher;
      if (expected !== 'public' && isStateChanging(route.method)) {
        const noToken = await callAs(who, requestFor(route, childId), false);
        expect(noToken.statusCode, describeCall('teacher without CSRF', route, noToken)).toBe(403);
      }
      const res = await callAs(who, requestFor(route, childId));
      if (expected === 'admin') expect(res.statusCode, describeCall('teacher', route, res)).toBe(403);
      else expect(admitted(res), describeCall('teacher', route, res)).toBe(true);
    }
  }, 120_000);

  it('gives an administrator every route, and still wants the CSRF token on changes', async () => {
    for (const route of ordered()) {
      const expected = EXPECTED_ACCESS[routeKey(route)];
      const who = route.url === '/api/auth/logout' ? await t.login(ADMIN) : t.admin;
      if (expected === 'admin' && isStateChanging(route.method)) {
        const noToken = await callAs(who, requestFor(route, childId), false);
        expect(noToken.statusCode, describeCall('admin without CSRF', route, noToken)).toBe(403);
      }
      const res = await callAs(who, requestFor(route, childId));
      expect(admitted(res), describeCall('admin', route, res)).toBe(true);
    }
  }, 120_000);
});

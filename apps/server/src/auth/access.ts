/**
 * Fastify hooks that guard the teacher side. `requireTeacher` and `requireAdmin` are plain hook
 * functions any route module can attach (`{ onRequest: requireTeacher }`); `enforceTeacherAccess` applies
 * the path table of access-policy.ts to every route of the scope it is added to (or, added on the root
 * instance, to the whole API). State-changing calls must also carry `x-csrf-token`.
 *
 * The hooks find the database through the Node server the request arrived on: `installAccess` (called
 * once by the auth routes) registers it, so the hooks work in every encapsulated scope of the same app.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Repositories } from '../db/repositories';
import { AppError } from '../errors/app-error';
import { accessLevelFor, isStateChanging, type AccessLevel } from './access-policy';
import { resolveSession, SESSION_COOKIE, type Principal } from './session-tokens';

export const SIGN_IN_REQUIRED = 'Please sign in as a teacher.';
export const ADMIN_REQUIRED = 'Only an administrator can do this.';
export const CSRF_REJECTED =
  'This request is missing its security token (x-csrf-token) or the token is out of date. Reload the page and try again.';

const reposByServer = new WeakMap<object, Repositories>();
const principalByRequest = new WeakMap<FastifyRequest, Promise<Principal | undefined>>();

export function installAccess(app: FastifyInstance, repos: Repositories): void {
  reposByServer.set(app.server, repos);
}

export function sessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The signed-in teacher of this request (looked up once per request), or undefined. */
export function currentPrincipal(request: FastifyRequest): Promise<Principal | undefined> {
  let found = principalByRequest.get(request);
  if (!found) {
    const repos = reposByServer.get(request.server.server);
    if (!repos) throw new AppError('INTERNAL', 'Teacher access control is not installed on this server.');
    found = resolveSession(repos, sessionCookie(request));
    principalByRequest.set(request, found);
  }
  return found;
}

function csrfMatches(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signed-in teacher or admin, with the CSRF check on state-changing calls. */
export async function authenticate(request: FastifyRequest): Promise<Principal> {
  const principal = await currentPrincipal(request);
  if (!principal) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  if (isStateChanging(request.method) && !csrfMatches(request.headers['x-csrf-token'], principal.csrfToken)) {
    throw new AppError('FORBIDDEN', CSRF_REJECTED);
  }
  return principal;
}

export async function requireTeacher(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request);
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const principal = await authenticate(request);
  if (principal.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_REQUIRED);
}

/**
 * The table's level per method and route pattern. The patterns are a fixed set, so the table's regular
 * expressions run once per route rather than once per request; an unmatched path (a 404) is looked up
 * by its path each time, as there is no end to those.
 */
const levelByRoute = new Map<string, AccessLevel>();

function accessLevelOf(request: FastifyRequest): AccessLevel {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return accessLevelFor(request.method, request.url);
  const key = `${request.method} ${pattern}`;
  let level = levelByRoute.get(key);
  if (level === undefined) {
    level = accessLevelFor(request.method, pattern);
    levelByRoute.set(key, level);
  }
  return level;
}

/**
 * Applies the access table to the request's route pattern (falling back to its path). A callback hook,
 * so that a public route (every child's call) passes without a promise and a microtask of its own.
 */
export function enforceTeacherAccess(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const level = accessLevelOf(request);
  if (level === 'public') return done();
  const check = level === 'admin' ? requireAdmin : requireTeacher;
  check(request, reply).then(() => done(), done);
}

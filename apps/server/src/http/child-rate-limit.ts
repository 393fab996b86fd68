/**
 * Per-address limits on the child side's anonymous writes (no sign-in stands behind them, so they are
 * the easy way to fill the disk). A classroom of 30 behind one school address must never notice them:
 * starting 120 sessions a minute is four per child, and 1,800 other writes a minute is one a second per
 * child. Counted per instance in memory (@fastify/rate-limit's store); teacher calls are not limited here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { accessLevelFor, isStateChanging } from '../auth/access-policy';
import { AppError } from '../errors/app-error';

export const SESSION_CREATES_PER_MINUTE = 120;
export const CHILD_WRITES_PER_MINUTE = 1800;
const SESSION_CREATE = /^\/api\/voicelive\/session\/create\/?(\?|$)/;

function isChildWrite(request: FastifyRequest): boolean {
  return (
    request.url.startsWith('/api/') &&
    !request.url.startsWith('/api/auth/') &&
    isStateChanging(request.method) &&
    accessLevelFor(request.method, request.url) === 'public'
  );
}

/** A route whose every method is safe (GET, HEAD, OPTIONS): no child write, so nothing to count. */
function isReadOnly(method: string | readonly string[]): boolean {
  return (typeof method === 'string' ? [method] : method).every((m) => !isStateChanging(m));
}

export async function installChildRateLimit(app: FastifyInstance): Promise<void> {
  // The plugin hooks every route and the allow list below passes every read; a read-only route gets no
  // hook at all instead (it was three awaits, a key and a route lookup on every child's story list).
  // Added before the plugin, so this runs before the plugin's own onRoute hook looks at the config.
  app.addHook('onRoute', (route) => {
    if (isReadOnly(route.method)) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(fastifyRateLimit, {
    global: true,
    timeWindow: 60_000,
    allowList: (request) => !isChildWrite(request),
    keyGenerator: (request) => `${SESSION_CREATE.test(request.url) ? 'create' : 'write'}:${request.ip}`,
    max: (_request, key) => (key.startsWith('create:') ? SESSION_CREATES_PER_MINUTE : CHILD_WRITES_PER_MINUTE),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests from this address. Please wait ${context.after} and try again.`),
  });
}

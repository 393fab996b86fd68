/**
 * WebSocket Origin check: a browser may open our sockets only from our own pages (same host) or from an
 * origin listed in LC_ALLOWED_ORIGINS. Clients that send no Origin (servers, tests) are not browsers.
 */
import type { FastifyRequest } from 'fastify';

export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Close codes of our sockets (4000–4999 are the application's). */
export const CLOSE_CODES = {
  forbiddenOrigin: 4403,
  unknownSession: 4404,
  expiredSession: 4410,
  badFrame: 4400,
  shuttingDown: 1001,
} as const;

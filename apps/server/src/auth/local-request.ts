/**
 * Whether a request came from the server's own machine, judged by the TCP peer: X-Forwarded-For can
 * never make a request local. A request that carries forwarding headers came through a proxy (perhaps
 * one on this machine, whose connections look local), so it is not counted as local either.
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function isLocalRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (address === undefined || !LOOPBACK.has(address)) return false;
  return !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

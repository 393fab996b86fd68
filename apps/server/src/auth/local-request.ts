/**
 * Whether a request came from the server's own machine, judged by the TCP peer: X-Forwarded-For can
 * never make a request local. A request that carries forwarding headers came through a proxy (perhaps
 * one on this machine, whose connections look local), so it is not counted as local either: any
 * forwarding header of any kind, not only the ones this server reads.
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers by which a proxy (or a client pretending to be one) names another client. */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-originating-ip',
  'x-remote-ip',
  'x-remote-addr',
]);

function isForwardingHeader(name: string): boolean {
  return FORWARDING_HEADERS.has(name) || name.startsWith('x-forwarded-') || name.startsWith('x-original-');
}

export function isLocalRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (address === undefined || !LOOPBACK.has(address)) return false;
  return !Object.keys(request.headers).some(isForwardingHeader);
}

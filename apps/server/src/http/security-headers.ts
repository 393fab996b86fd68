/**
 * Security headers on every answer: a Content-Security-Policy with no inline scripts, no framing,
 * no MIME sniffing, no referrer leaks. The API docs page (Swagger UI) needs inline styles and scripts
 * of its own, so it gets a policy of its own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { websocketOrigin, type OriginConfig } from './public-origin';

function socketOriginOf(request: FastifyRequest, origins: OriginConfig): string | undefined {
  try {
    return websocketOrigin(request, origins);
  } catch {
    return undefined;
  }
}

/**
 * connect-src names the app's own socket origin beside 'self' (older Safari does not count ws: as
 * 'self'), never ws:/wss: in general: a script injected into the page cannot open a socket elsewhere.
 */
function appPolicy(socketOrigin: string | undefined): string {
  const connect = socketOrigin ? `connect-src 'self' ${socketOrigin}` : "connect-src 'self'";
  return APP_POLICY.replace("connect-src 'self'", connect);
}

const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean; origins: OriginConfig }): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const docs = request.url.startsWith('/api/docs');
    void reply.header('content-security-policy', docs ? DOCS_POLICY : appPolicy(socketOriginOf(request, opts.origins)));
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('referrer-policy', 'no-referrer');
    void reply.header('cross-origin-opener-policy', 'same-origin');
    void reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
    if (opts.hsts && request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000');
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

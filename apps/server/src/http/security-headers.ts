/**
 * Security headers on every answer, through @fastify/helmet: a Content-Security-Policy with no inline
 * scripts, no framing, no MIME sniffing, no referrer, a same-origin opener and resource policy. The API
 * docs page (Swagger UI) needs inline styles and scripts of its own, so its routes get a policy of their
 * own. What helmet does not cover stays here: Permissions-Policy, HSTS only on HTTPS behind a trusted
 * proxy, and no caching of API answers.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { websocketOrigin, type OriginConfig } from './public-origin';

const DOCS_PREFIX = '/api/docs';

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
 * Helmet hands directive functions the raw request, so the origin found from Fastify's request (which
 * knows the trusted protocol) is kept per raw request.
 */
const socketOrigins = new WeakMap<IncomingMessage, string>();
function connectSources(req: IncomingMessage): string {
  const socketOrigin = socketOrigins.get(req);
  return socketOrigin ? `'self' ${socketOrigin}` : "'self'";
}

// useDefaults is off: helmet's defaults add upgrade-insecure-requests, which breaks the plain-HTTP
// school address, and allow inline styles; every directive the app needs is listed instead.
const APP_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [connectSources],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

const DOCS_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

const HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: APP_CSP,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Sent below, only where it means something (HTTPS through a proxy this server trusts).
  strictTransportSecurity: false,
};

export async function installSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean; origins: OriginConfig }): Promise<void> {
  // Before helmet's own hooks, so the CSP's connect-src and the docs routes' policy are known to it.
  app.addHook('onRequest', (request, _reply, done) => {
    const socketOrigin = socketOriginOf(request, opts.origins);
    if (socketOrigin) socketOrigins.set(request.raw, socketOrigin);
    done();
  });
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.helmet = { contentSecurityPolicy: DOCS_CSP };
  });
  await app.register(fastifyHelmet, HELMET);
  // onSend, so that no-store wins over a cache header a route or @fastify/static set (the docs' files).
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
    if (opts.hsts && request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000');
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

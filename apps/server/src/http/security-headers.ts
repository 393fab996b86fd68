/**
 * Security headers on every answer, through helmet: a Content-Security-Policy with no inline scripts,
 * no framing, no MIME sniffing, no referrer, a same-origin opener and resource policy. The API docs
 * page (Swagger UI) needs inline styles and scripts of its own, so its paths get a policy of their own.
 * What helmet does not cover stays here: Permissions-Policy, HSTS only on HTTPS behind a trusted proxy,
 * and no caching of API answers.
 *
 * helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware anew for every
 * request, which was 9 % of the story list's time in the REST bench; built once here, it is the same
 * library and the same headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

const HELMET: HelmetOptions = {
  contentSecurityPolicy: APP_CSP,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Sent below, only where it means something (HTTPS through a proxy this server trusts).
  strictTransportSecurity: false,
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function installSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean; origins: OriginConfig }): void {
  const appHeaders: Middleware = helmet(HELMET);
  const docsHeaders: Middleware = helmet({ ...HELMET, contentSecurityPolicy: DOCS_CSP });
  app.addHook('onRequest', (request, reply, done) => {
    const next = () => done();
    if (request.url.startsWith(DOCS_PREFIX)) return docsHeaders(request.raw, reply.raw, next);
    const socketOrigin = socketOriginOf(request, opts.origins);
    if (socketOrigin) socketOrigins.set(request.raw, socketOrigin);
    return appHeaders(request.raw, reply.raw, next);
  });
  // onSend, so that no-store wins over a cache header a route or @fastify/static set (the docs' files).
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
    if (opts.hsts && request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000');
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

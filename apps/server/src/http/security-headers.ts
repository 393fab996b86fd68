/**
 * Security headers on every answer, through helmet: a Content-Security-Policy with no inline scripts,
 * no framing, no MIME sniffing, no referrer, a same-origin opener and resource policy. The API docs
 * page (Swagger UI) needs inline styles and scripts of its own, so its paths get a policy of their own.
 * What helmet does not cover stays here: Permissions-Policy, HSTS only on HTTPS behind a trusted proxy,
 * and no caching of API answers.
 *
 * helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware anew for every
 * request. And helmet is not run per request either: it writes the same headers every time except the
 * CSP's connect-src, which names the socket origin of the request's Host. So helmet writes each set once
 * (per docs/app policy, protocol and Host) into a plain object, and a request gets that object with one
 * reply.headers call: helmet plus per-request Host parsing were 15 % of the story list's time in the
 * REST bench (docs/architecture.md, Path 1).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { websocketOrigin, type OriginConfig } from './public-origin';

const DOCS_PREFIX = '/api/docs';
const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(self)';
const HSTS = 'max-age=31536000';
/** Protocol and Host pairs whose headers are kept; a school uses a handful (its name, IP, localhost). */
const MAX_KEPT_SETS = 64;

export type HeaderSet = Readonly<Record<string, string>>;

/**
 * connect-src names the app's own socket origin beside 'self' (older Safari does not count ws: as
 * 'self'), never ws:/wss: in general: a script injected into the page cannot open a socket elsewhere.
 * helmet hands directive functions the request it was given: here a stand-in carrying that origin.
 */
const socketOrigins = new WeakMap<object, string>();
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
  // Added below, only where it means something (HTTPS through a proxy this server trusts).
  strictTransportSecurity: false,
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** What a helmet middleware writes for a request (names lower-cased, as Fastify keeps them). */
function recordHeaders(middleware: Middleware, req: object): Record<string, string> {
  const headers: Record<string, string> = {};
  let failure: unknown;
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    // X-Powered-By: Fastify sends none, so there is nothing to take away.
    removeHeader: () => undefined,
  };
  middleware(req as IncomingMessage, recorder as unknown as ServerResponse, (err) => (failure = err));
  // helmet is synchronous; an error means a directive value it refuses (never a header left out).
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('helmet refused a header value');
  return headers;
}

/** The headers of a request: the docs' set, or the app's for the request's protocol and Host. */
export type SecurityHeaders = (request: FastifyRequest) => HeaderSet;

/**
 * Each set is written by helmet on first use and kept. The app's set depends on the protocol and the
 * Host alone (through the socket origin), so it is kept by those: the Host check parses a URL, a cost
 * paid once per Host rather than once per request.
 */
export function securityHeaders(opts: { hsts: boolean; origins: OriginConfig }): SecurityHeaders {
  const appHelmet: Middleware = helmet(HELMET);
  const docsHelmet: Middleware = helmet({ ...HELMET, contentSecurityPolicy: DOCS_CSP });
  const extras = (protocol: string) => ({
    'permissions-policy': PERMISSIONS_POLICY,
    ...(opts.hsts && protocol === 'https' ? { 'strict-transport-security': HSTS } : {}),
  });
  const docs = new Map<string, HeaderSet>();
  const app = new Map<string, HeaderSet>();

  const appSet = (request: FastifyRequest): HeaderSet => {
    const stand = {};
    const socketOrigin = socketOriginOf(request, opts.origins);
    if (socketOrigin) socketOrigins.set(stand, socketOrigin);
    let headers: Record<string, string>;
    try {
      headers = recordHeaders(appHelmet, stand);
    } catch {
      // A socket origin helmet refuses (a ';' in it) is left out: connect-src is then 'self' alone.
      headers = recordHeaders(appHelmet, {});
    }
    return Object.freeze({ ...headers, ...extras(request.protocol) });
  };

  return (request) => {
    const protocol = request.protocol;
    if (request.url.startsWith(DOCS_PREFIX)) {
      let set = docs.get(protocol);
      if (!set) docs.set(protocol, (set = Object.freeze({ ...recordHeaders(docsHelmet, {}), ...extras(protocol) })));
      return set;
    }
    const key = `${protocol} ${request.headers.host ?? ''}`;
    let set = app.get(key);
    if (!set) {
      // Hosts that are not this server's all get connect-src 'self'; a flood of them only empties this.
      if (app.size >= MAX_KEPT_SETS) app.clear();
      app.set(key, (set = appSet(request)));
    }
    return set;
  };
}

function socketOriginOf(request: FastifyRequest, origins: OriginConfig): string | undefined {
  try {
    return websocketOrigin(request, origins);
  } catch {
    return undefined;
  }
}

export function installSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean; origins: OriginConfig }): void {
  const headersOf = securityHeaders(opts);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headersOf(request));
    done();
  });
  // onSend, so that no-store wins over a cache header a route or @fastify/static set (the docs' files).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * The Fastify application: zod validation and serialisation, the one error scheme, OpenAPI at
 * /api/docs, the API route modules under /api, and the built web app with an SPA fallback.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { zodValidatorCompiler } from './validation';
import { installErrorHandling } from './error-handler';
import { installSecurityHeaders } from './security-headers';
import { installChildRateLimit } from './child-rate-limit';
import { enforceTeacherAccess, installAccess } from '../auth/access';
import { registerOpenApi } from './openapi';
import { registerWebApp } from './web-app';
import type { AppContext } from './context';
import { apiRouteModules } from './routes/index';
import { healthReport } from './routes/health';
import { registerTrustPage } from './trust-page';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_WS_FRAME_BYTES = 512 * 1024;

/** A hop count as Fastify applies it (its types take no number): trust the nearest `hops` proxies only. */
function fastifyTrustProxy(setting: AppContext['config']['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  // Typed as Fastify's own logger so plugins see the default instance type.
  const loggerInstance: FastifyBaseLogger = ctx.logger;
  const app = Fastify({
    loggerInstance,
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    requestIdHeader: false,
    // A line per request at info buries what a school's engineer looks for; they log at debug below.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSecurityHeaders(app, { hsts: ctx.config.trustProxy !== false, origins: ctx.config });

  await app.register(fastifyCookie);
  await installChildRateLimit(app);
  // One access table for every route (auth/access-policy.ts), checked once cookies are parsed.
  installAccess(app, ctx.repos);
  app.addHook('onRequest', enforceTeacherAccess);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_WS_FRAME_BYTES } });
  await registerOpenApi(app);
  app.addHook('onResponse', (request, reply, done) => {
    // Route patterns, not paths: a label per conversation id would grow without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    ctx.metrics.observeRequest(request.method, route, reply.statusCode, ms / 1000);
    // Checked first, so the line's fields are not even gathered at the usual info level (no route sets
    // a log level of its own: the server's is the requests' too).
    if (ctx.logger.isLevelEnabled('debug')) {
      request.log.debug({ method: request.method, route, statusCode: reply.statusCode, ms: Math.round(ms) }, 'request');
    }
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) =>
    reply.type(ctx.metrics.contentType).send(await ctx.metrics.render()),
  );
  app.get('/health', { schema: { hide: true } }, async (_req, reply) => {
    const report = await healthReport(ctx);
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });

  registerTrustPage(app, ctx);

  for (const routes of apiRouteModules) {
    await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), ctx), {
      prefix: '/api',
    });
  }
  await registerWebApp(app, ctx.webDistDir);
  return app;
}

import { ClientSettingsResponseSchema, HealthResponseSchema, SecureAddressResponseSchema, type HealthResponse } from '@shared';
import { TRUST_PATH } from '../trust-page';
import type { RouteModule } from '../route-module';
import type { AppContext } from '../context';

export async function healthReport(ctx: AppContext): Promise<HealthResponse> {
  const dbOk = await ctx.db.ping();
  return {
    status: dbOk ? 'ok' : 'unhealthy',
    version: ctx.version.version,
    uptime_seconds: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000),
    database: { status: dbOk ? 'ok' : 'unreachable', type: ctx.db.dialect },
    voice_provider: { name: ctx.config.voiceProvider, status: 'ok' },
    ...(ctx.logFileStatus
      ? { log_file: { status: ctx.logFileStatus.writing ? 'ok' : 'failing', write_errors: ctx.logFileStatus.writeErrors } }
      : {}),
  };
}

/**
 * GET /api/health (GET /health at the root is registered in web-app.ts's sibling, root-routes.ts), and what
 * the child app needs to know of the server before it starts: its secure address and its settings.
 */
export const healthRoutes: RouteModule = (app, ctx) => {
  app.get('/health', { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } }, async (_req, reply) => {
    const report = await healthReport(ctx);
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });

  app.get('/network/secure-address', { schema: { response: { 200: SecureAddressResponseSchema } } }, () =>
    Promise.resolve({ https_port: ctx.network.httpsPort, trust_path: ctx.network.certificate ? TRUST_PATH : null }),
  );

  app.get('/client/settings', { schema: { response: { 200: ClientSettingsResponseSchema } } }, () =>
    Promise.resolve({ debug_tools: ctx.config.debugTools }),
  );
};

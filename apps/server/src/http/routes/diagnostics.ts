/**
 * The diagnostics panel (teacher-side 2.6 and 7): database status, health and table data (allow-listed
 * product tables only), the backend logs with search, level and download, and the recent-logs panel.
 */
import path from 'node:path';
import {
  AppLogsQuerySchema,
  AppLogsResponseSchema,
  BackendLogsQuerySchema,
  BackendLogsResponseSchema,
  DatabaseHealthSchema,
  DatabaseStatusSchema,
  TableDataParamsSchema,
  TableDataQuerySchema,
  TableDataSchema,
} from '@shared';
import { enforceTeacherAccess } from '../../auth/access';
import { UnknownTableError } from '../../db/repositories/diagnostics';
import { diagnosticsHealth, diagnosticsStatus } from '../../ops/database-report';
import { backendLogs, logDownload, recentLogEntries } from '../../ops/log-views';
import { notFound } from '../../errors/app-error';
import type { RouteModule } from '../route-module';

export const NO_SUCH_TABLE = 'No such table.';

export const diagnosticsRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['diagnostics'];

  app.get('/database/status', { schema: { tags, response: { 200: DatabaseStatusSchema } } }, () =>
    diagnosticsStatus(ctx),
  );

  app.get('/database/health', { schema: { tags, response: { 200: DatabaseHealthSchema } } }, () =>
    diagnosticsHealth(ctx),
  );

  app.get(
    '/database/tables/:name/data',
    {
      schema: {
        tags,
        params: TableDataParamsSchema,
        querystring: TableDataQuerySchema,
        response: { 200: TableDataSchema },
      },
    },
    async ({ params, query }) => {
      try {
        return await ctx.repos.diagnostics.tableData(params.name, query);
      } catch (error) {
        if (error instanceof UnknownTableError) throw notFound(NO_SUCH_TABLE);
        throw error;
      }
    },
  );

  app.get(
    '/database/logs',
    { schema: { tags, querystring: BackendLogsQuerySchema, response: { 200: BackendLogsResponseSchema } } },
    ({ query }) => backendLogs(ctx.logRing, query),
  );

  app.get('/database/logs/download', { schema: { tags } }, async (_request, reply) => {
    const { filename, body } = await logDownload(ctx.logRing, path.join(ctx.config.dataDir, 'logs'));
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(body);
  });

  app.get(
    '/v1/logs',
    { schema: { tags, querystring: AppLogsQuerySchema, response: { 200: AppLogsResponseSchema } } },
    ({ query }) => ({ logs: recentLogEntries(ctx.logRing, query.limit) }),
  );
};

/** The Help tab's developer tools (administrators only): seed the labelled demo data set, clear all data. */
import { ClearResultSchema, SeedResultSchema } from '@shared';
import { enforceTeacherAccess } from '../../auth/access';
import { seedDemoData } from '../../dashboard/demo-data';
import type { RouteModule } from '../route-module';

export const demoDataRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['developer tools'];

  app.post(
    '/v1/dashboard/seed-mock-data',
    { schema: { tags, response: { 200: SeedResultSchema } } },
    async (request) => {
      const seeded = await seedDemoData(ctx.repos);
      request.log.info(seeded, 'demo data seeded');
      return { success: true, data_seeded: seeded };
    },
  );

  app.delete(
    '/v1/dashboard/clear-data',
    { schema: { tags, response: { 200: ClearResultSchema } } },
    async (request) => {
      const cleared = await ctx.repos.dataReset.clearChildrenData();
      request.log.warn({ tables: cleared }, 'all session data cleared by an administrator');
      return { success: true, cleared_tables: cleared };
    },
  );
};

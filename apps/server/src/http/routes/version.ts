/** The version display (public) and the voice connection status (teachers). */
import { ConnectionStatusSchema, VersionInfoSchema } from '@shared';
import { enforceTeacherAccess } from '../../auth/access';
import { connectionStatus } from '../../ops/connection-status';
import type { RouteModule } from '../route-module';

export const versionRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);

  app.get(
    '/version/detailed',
    { schema: { tags: ['ops'], response: { 200: VersionInfoSchema } } },
    () => ctx.version,
  );

  app.get('/voicelive/status', { schema: { tags: ['ops'], response: { 200: ConnectionStatusSchema } } }, async () => ({
    ...(await connectionStatus(ctx.repos)),
    readers: ctx.voice.readers,
  }));
};

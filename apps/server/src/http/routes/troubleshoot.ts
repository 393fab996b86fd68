import { TroubleshootParamsSchema, TroubleshootQuerySchema, TroubleshootResponseSchema } from '@shared';
import { troubleshoot } from '../../voice/troubleshoot';
import type { RouteModule } from '../route-module';

export const troubleshootRoutes: RouteModule = (app) => {
  app.get(
    '/voicelive/troubleshoot/:issue_type',
    {
      schema: {
        tags: ['voice'],
        params: TroubleshootParamsSchema,
        querystring: TroubleshootQuerySchema,
        response: { 200: TroubleshootResponseSchema },
      },
    },
    ({ params, query }) => Promise.resolve(troubleshoot(params.issue_type, query.age)),
  );
};

/**
 * The Stories, Analytics and Safety Alerts tabs (teacher-side 2.1 and 7): the story library and its
 * upload, the engagement and agent-usage charts, and the safety alerts — filtered by state, kind and
 * severity, paged — with their resolution.
 */
import {
  AgentUsageResponseSchema,
  AlertIdParamsSchema,
  DashboardStoriesResponseSchema,
  EngagementResponseSchema,
  ResolveAlertRequestSchema,
  ResolveAlertResponseSchema,
  SafetyAlertsQuerySchema,
  SafetyAlertsResponseSchema,
  StoryUploadResponseSchema,
} from '@shared';
import fastifyMultipart from '@fastify/multipart';
import { enforceTeacherAccess } from '../../auth/access';
import { agentTypeOf, percent, toSafetyAlert } from '../../dashboard/session-views';
import { toDashboardStory, uploadStory } from '../../dashboard/story-upload';
import { notFound } from '../../errors/app-error';
import type { RouteModule } from '../route-module';

export const dashboardLibraryRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['dashboard'];

  app.get(
    '/v1/dashboard/stories',
    { schema: { tags, response: { 200: DashboardStoriesResponseSchema } } },
    async () => ({
      // The teacher's cards show no text at all.
      stories: (await ctx.repos.stories.listSummaries({}, 0)).map(toDashboardStory),
    }),
  );

  // The one multipart route, in a scope of its own: the plugin hooks every request of its scope (a
  // close listener and two promises), which the rest of the API, the children's calls among it, never needs.
  void app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } });
    upload.post(
      '/v1/dashboard/story',
      { schema: { tags, response: { 201: StoryUploadResponseSchema } } },
      async (request, reply) => {
        const story = await uploadStory(ctx.repos, request);
        request.log.info({ storyId: story.id, words: story.word_count }, 'story uploaded');
        return reply.status(201).send({ success: true, story: toDashboardStory(story) });
      },
    );
  });

  app.get(
    '/v1/dashboard/analytics/engagement',
    { schema: { tags, response: { 200: EngagementResponseSchema } } },
    async () => ({
      engagement: (await ctx.repos.dashboard.engagementByDate()).map((e) => ({
        date: e.date,
        averageEngagement: percent(e.averageEngagement),
        completionRate: percent(e.completionRate),
      })),
    }),
  );

  app.get(
    '/v1/dashboard/analytics/agent-usage',
    { schema: { tags, response: { 200: AgentUsageResponseSchema } } },
    async () => ({
      agent_usage: (await ctx.repos.dashboard.agentUsage()).map((u) => ({
        ...u,
        agentType: agentTypeOf(u.agentType),
      })),
    }),
  );

  app.get(
    '/v1/dashboard/safety-alerts',
    { schema: { tags, querystring: SafetyAlertsQuerySchema, response: { 200: SafetyAlertsResponseSchema } } },
    async ({ query }) => {
      const filter = { resolved: query.resolved, kind: query.kind, severity: query.severity };
      const page = await ctx.repos.safetyAlerts.page(filter, query.page, query.page_size);
      return { ...page, alerts: page.alerts.map(toSafetyAlert) };
    },
  );

  const resolveOptions = {
    schema: {
      tags,
      params: AlertIdParamsSchema,
      body: ResolveAlertRequestSchema,
      response: { 200: ResolveAlertResponseSchema },
    },
  };
  const resolve = async (request: {
    params: { id: string };
    body: { notes?: string | null | undefined };
  }) => {
    const notes = request.body.notes?.trim() || null;
    if (!(await ctx.repos.safetyAlerts.resolve(request.params.id, notes)))
      throw notFound('No such safety alert.');
    const alert = await ctx.repos.safetyAlerts.get(request.params.id);
    if (!alert) throw notFound('No such safety alert.');
    return { success: true, alert: toSafetyAlert(alert) };
  };
  app.post('/v1/dashboard/safety-alerts/:id/resolve', resolveOptions, resolve);
  app.put('/v1/dashboard/safety-alerts/:id/resolve', resolveOptions, resolve);
};

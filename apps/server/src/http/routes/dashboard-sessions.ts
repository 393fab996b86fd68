/**
 * The Sessions tab and the session detail modal (teacher-side 2.1, 2.2 and 7): the paged session list
 * (sessions are conversations), the stat cards, and a session's overview, transcript, quiz, roleplay,
 * safety and per-word pronunciation tabs.
 */
import {
  DashboardSessionsPageSchema,
  DashboardSessionsQuerySchema,
  DashboardStatsSchema,
  QuizResultListSchema,
  RoleplayLogListSchema,
  SafetyAlertListSchema,
  SessionDetailViewSchema,
  SessionIdParamsSchema,
  SessionPronunciationResponseSchema,
  TranscriptListSchema,
} from '@shared';
import { enforceTeacherAccess } from '../../auth/access';
import { sessionDetail } from '../../dashboard/session-detail';
import {
  percent,
  toDashboardSession,
  toQuizResult,
  toRoleplayLog,
  toSafetyAlert,
  toTranscriptEntry,
} from '../../dashboard/session-views';
import { NEEDS_INTERVENTION_BELOW } from '../../db/repositories/pronunciation-analytics-queries';
import { notFound } from '../../errors/app-error';
import type { AppContext } from '../context';
import type { RouteModule } from '../route-module';

export const SESSION_NOT_FOUND = 'Session not found';

export async function requireSession(ctx: AppContext, id: string) {
  const conversation = await ctx.repos.conversations.get(id);
  if (!conversation) throw notFound(SESSION_NOT_FOUND);
  return conversation;
}

export const dashboardSessionRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['dashboard'];
  const params = SessionIdParamsSchema;

  app.get(
    '/v1/dashboard/sessions',
    {
      schema: {
        tags,
        querystring: DashboardSessionsQuerySchema,
        response: { 200: DashboardSessionsPageSchema },
      },
    },
    async ({ query }) => {
      const page = await ctx.repos.dashboard.sessionsPage({
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        agentType: query.agent_type,
      });
      return { ...page, sessions: page.sessions.map(toDashboardSession) };
    },
  );

  app.get('/v1/dashboard/stats', { schema: { tags, response: { 200: DashboardStatsSchema } } }, async () => {
    const stats = await ctx.repos.dashboard.stats();
    return { ...stats, averageAccuracy: percent(stats.averageAccuracy) };
  });

  app.get(
    '/v1/dashboard/session/:id',
    { schema: { tags, params, response: { 200: SessionDetailViewSchema } } },
    async (request) => sessionDetail(ctx.repos, await requireSession(ctx, request.params.id)),
  );

  app.get(
    '/v1/dashboard/session/:id/transcripts',
    { schema: { tags, params, response: { 200: TranscriptListSchema } } },
    async (request) => {
      await requireSession(ctx, request.params.id);
      return (await ctx.repos.conversations.listMessages(request.params.id)).map(toTranscriptEntry);
    },
  );

  app.get(
    '/v1/dashboard/session/:id/pronunciation',
    { schema: { tags, params, response: { 200: SessionPronunciationResponseSchema } } },
    async (request) => {
      await requireSession(ctx, request.params.id);
      const words = await ctx.repos.dashboardDetail.completedWords(request.params.id);
      return {
        assessments: words.map((w) => ({
          word: w.word,
          accuracyScore: percent(w.accuracy_score),
          needsIntervention: w.accuracy_score < NEEDS_INTERVENTION_BELOW,
        })),
      };
    },
  );

  app.get(
    '/v1/dashboard/session/:id/quiz',
    { schema: { tags, params, response: { 200: QuizResultListSchema } } },
    async (request) => {
      await requireSession(ctx, request.params.id);
      return (await ctx.repos.quiz.listByConversation(request.params.id)).map(toQuizResult);
    },
  );

  app.get(
    '/v1/dashboard/session/:id/roleplay',
    { schema: { tags, params, response: { 200: RoleplayLogListSchema } } },
    async (request) => {
      await requireSession(ctx, request.params.id);
      return (await ctx.repos.roleplay.listByConversation(request.params.id)).map(toRoleplayLog);
    },
  );

  app.get(
    '/v1/dashboard/session/:id/safety',
    { schema: { tags, params, response: { 200: SafetyAlertListSchema } } },
    async (request) => {
      await requireSession(ctx, request.params.id);
      return (await ctx.repos.safetyAlerts.list({ conversationId: request.params.id })).map(toSafetyAlert);
    },
  );
};

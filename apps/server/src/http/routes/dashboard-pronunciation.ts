/**
 * Pronunciation for teachers: a session's report with machine–teacher agreement, its running record (the
 * story text with the reading tracker's miscues), a teacher's correction of one word's verdict, the
 * assessment history, and the daily trend (both spec paths).
 */
import {
  PronunciationHistoryQuerySchema,
  PronunciationHistoryResponseSchema,
  PronunciationTrendsQuerySchema,
  PronunciationTrendsResponseSchema,
  PRONUNCIATION_TRENDS_DEFAULT_DAYS,
  PronunciationReportSchema,
  RunningRecordResponseSchema,
  SessionIdParamsSchema,
  WordOverrideParamsSchema,
  WordOverrideRequestSchema,
  WordOverrideResponseSchema,
} from '@shared';
import { enforceTeacherAccess } from '../../auth/access';
import { agreementFor, pronunciationReport, toReportWord } from '../../dashboard/pronunciation-report';
import { runningRecord } from '../../dashboard/running-record';
import { percent } from '../../dashboard/session-views';
import { fromJson } from '../../db/repositories/sql-values';
import { notFound } from '../../errors/app-error';
import type { AppContext } from '../context';
import type { RouteModule } from '../route-module';
import { requireSession } from './dashboard-sessions';

/** Days with completed assessments only: a day with coach interventions alone has no accuracy to plot. */
async function trends(ctx: AppContext, days: number) {
  const points = await ctx.repos.pronunciationAnalytics.trends({ days });
  return { trends: points.map((p) => ({ ...p, averageAccuracy: percent(p.averageAccuracy) })) };
}

export const dashboardPronunciationRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['pronunciation analytics'];

  app.get(
    '/v1/dashboard/session/:id/pronunciation-report',
    { schema: { tags, params: SessionIdParamsSchema, response: { 200: PronunciationReportSchema } } },
    async (request) => {
      await requireSession(ctx, request.params.id);
      return pronunciationReport(ctx.repos, request.params.id);
    },
  );

  app.get(
    '/v1/dashboard/session/:id/running-record',
    { schema: { tags, params: SessionIdParamsSchema, response: { 200: RunningRecordResponseSchema } } },
    async (request) => {
      await requireSession(ctx, request.params.id);
      return runningRecord(ctx.repos, request.params.id);
    },
  );

  app.put(
    '/v1/dashboard/session/:id/pronunciation/words/:word_id',
    {
      schema: {
        tags,
        params: WordOverrideParamsSchema,
        body: WordOverrideRequestSchema,
        response: { 200: WordOverrideResponseSchema },
      },
    },
    async (request) => {
      const { id, word_id: wordId } = request.params;
      await requireSession(ctx, id);
      const word = await ctx.repos.dashboardDetail.wordInConversation(wordId, id);
      if (!word) throw notFound('No such word in this session.');
      await ctx.repos.pronunciation.setTeacherErrorType(wordId, request.body.error_type);
      const updated = {
        ...word,
        teacher_error_type: request.body.error_type,
        syllables: fromJson(word.syllables),
      };
      return { success: true, word: toReportWord(updated), agreement: await agreementFor(ctx.repos, id) };
    },
  );

  app.get(
    '/dashboard/pronunciation/history',
    {
      schema: {
        tags,
        querystring: PronunciationHistoryQuerySchema,
        response: { 200: PronunciationHistoryResponseSchema },
      },
    },
    async ({ query }) => {
      const { assessments, total } = await ctx.repos.dashboardDetail.pronunciationHistory({
        limit: query.limit,
        offset: query.offset,
        studentAge: query.student_age,
      });
      return {
        assessments: assessments.map((a) => ({
          id: a.id,
          session_id: a.session_id,
          conversation_id: a.conversation_id,
          student_age: a.user_age,
          story_title: a.story_title,
          assessment_mode: a.mode,
          created_at: a.created_at,
          scores: {
            accuracy: percent(a.accuracy),
            fluency: percent(a.fluency),
            completeness: percent(a.completeness),
            prosody: percent(a.prosody),
            overall_pronunciation: percent(a.overall),
          },
          word_count: a.word_count,
        })),
        total,
        limit: query.limit,
        offset: query.offset,
      };
    },
  );

  app.get(
    '/dashboard/analytics/pronunciation-trends',
    {
      schema: {
        tags,
        querystring: PronunciationTrendsQuerySchema,
        response: { 200: PronunciationTrendsResponseSchema },
      },
    },
    async ({ query }) => trends(ctx, query.days),
  );

  app.get(
    '/v1/dashboard/analytics/pronunciation-trends',
    {
      schema: {
        tags,
        querystring: PronunciationTrendsQuerySchema,
        response: { 200: PronunciationTrendsResponseSchema },
      },
    },
    async ({ query }) => trends(ctx, query.days ?? PRONUNCIATION_TRENDS_DEFAULT_DAYS),
  );
};

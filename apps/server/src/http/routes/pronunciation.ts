/**
 * The child side's pronunciation calls (child-side 7, "Pronunciation"): start and stop an assessment
 * session, the speech-stopped assessment, results, the session aggregate the floating panel polls, the
 * configuration (changing it needs an administrator), buffer statistics and health. The work is done by
 * the pronunciation service (pronunciation/); the dashboard's pronunciation calls live elsewhere.
 */
import {
  PronunciationAggregateSchema,
  PronunciationBufferStatsSchema,
  PronunciationConfigResponseSchema,
  PronunciationConfigUpdateRequestSchema,
  PronunciationHealthSchema,
  PronunciationResultsResponseSchema,
  PronunciationSessionParamsSchema,
  PronunciationSessionResultSchema,
  PronunciationStartRequestSchema,
  PronunciationStopRequestSchema,
  SpeechStoppedAssessmentRequestSchema,
  SpeechStoppedAssessmentResponseSchema,
} from '@shared';
import { requireAdmin } from '../../auth/access';
import { pronunciationServiceFor } from '../../pronunciation';
import { savePronunciationConfig } from '../../settings/pronunciation-config';
import { pronunciationHealth } from '../../pronunciation/health';
import { assessSpeechStopped } from '../../pronunciation/speech-stopped';
import { assessmentResult, isSegment, sessionAggregate, SUMMARY_SEGMENT } from '../../pronunciation/session-views';
import { MAX_BUFFER_MS } from '../../pronunciation/utterance-buffer';
import { notFound } from '../../errors/app-error';
import type { RouteModule } from '../route-module';

export const NO_ASSESSMENT = 'No assessment for this session';

export const pronunciationRoutes: RouteModule = (app, ctx) => {
  const tags = ['pronunciation'];
  const service = pronunciationServiceFor(ctx);
  const repo = ctx.repos.pronunciation;

  app.post(
    '/pronunciation/start',
    { schema: { tags, body: PronunciationStartRequestSchema, response: { 200: PronunciationSessionResultSchema } } },
    async ({ body }) => {
      await service.start(body);
      return { success: true, assessment_id: null };
    },
  );

  app.post(
    '/pronunciation/stop',
    { schema: { tags, body: PronunciationStopRequestSchema, response: { 200: PronunciationSessionResultSchema } } },
    async ({ body }) => ({ success: true, assessment_id: await service.stop(body) }),
  );

  app.post(
    '/pronunciation/speech_stopped',
    { schema: { tags, body: SpeechStoppedAssessmentRequestSchema, response: { 200: SpeechStoppedAssessmentResponseSchema } } },
    async ({ body }) => assessSpeechStopped(service, ctx.repos, body),
  );

  app.get(
    '/pronunciation/results/:session_id',
    { schema: { tags, params: PronunciationSessionParamsSchema, response: { 200: PronunciationResultsResponseSchema } } },
    async ({ params }) => {
      const rows = (await repo.listBySession(params.session_id)).filter((r) => r.status === 'completed');
      const summary = rows.find((r) => r.segment === SUMMARY_SEGMENT);
      const chosen = summary ?? rows.filter(isSegment).at(-1);
      if (!chosen) throw notFound(NO_ASSESSMENT);
      return assessmentResult(chosen, await repo.listWords(chosen.id));
    },
  );

  app.get(
    '/pronunciation/session/:session_id/aggregate',
    { schema: { tags, params: PronunciationSessionParamsSchema, response: { 200: PronunciationAggregateSchema } } },
    async ({ params }) => {
      const rows = await repo.listBySession(params.session_id);
      if (rows.length === 0 && !service.isActive(params.session_id)) throw notFound(NO_ASSESSMENT);
      const segments = await Promise.all(rows.filter(isSegment).map(async (row) => ({ row, words: await repo.listWords(row.id) })));
      return sessionAggregate(segments);
    },
  );

  app.get('/pronunciation/config', { schema: { tags, response: { 200: PronunciationConfigResponseSchema } } }, async () => ({
    config: await service.config(),
  }));

  app.put(
    '/pronunciation/config',
    {
      onRequest: requireAdmin,
      schema: { tags, body: PronunciationConfigUpdateRequestSchema, response: { 200: PronunciationConfigResponseSchema } },
    },
    async ({ body, log }) => {
      const config = await savePronunciationConfig(ctx.repos, body.config, service.scorer.capabilities);
      log.info({ config }, 'pronunciation configuration saved');
      return { config };
    },
  );

  app.get('/pronunciation/buffer/stats', { schema: { tags, response: { 200: PronunciationBufferStatsSchema } } }, () => {
    const { bufferedMs, bufferedBytes } = service.buffer.stats();
    return { active_sessions: service.activeSessions, buffered_bytes: bufferedBytes, buffered_ms: bufferedMs, max_buffer_ms: MAX_BUFFER_MS };
  });

  app.get('/pronunciation/health', { schema: { tags, response: { 200: PronunciationHealthSchema } } }, () =>
    pronunciationHealth(service),
  );
};

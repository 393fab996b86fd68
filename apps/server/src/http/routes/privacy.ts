/**
 * Privacy calls. Public: the retention policy the child's privacy page shows. Administrator only (the
 * access table, with the CSRF check on the erases): export one conversation as a JSON file, erase one
 * conversation, erase everything older than a date. Each export and erase is logged with who did it.
 * Erasing a conversation first ends its live sockets (voice and UI-state, on every instance), so no
 * later turn writes to rows that are gone.
 */
import {
  EraseBeforeResponseSchema,
  EraseConversationResponseSchema,
  PrivacyBeforeQuerySchema,
  PrivacyConversationParamsSchema,
  PrivacyPolicyResponseSchema,
} from '@shared';
import { currentPrincipal } from '../../auth/access';
import { eraseBefore, eraseConversationRecords, exportConversationRecords } from '../../privacy';
import { notFound } from '../../errors/app-error';
import type { RouteModule } from '../route-module';

export const NOTHING_STORED = 'Nothing is stored about this conversation.';

export const privacyRoutes: RouteModule = (app, ctx) => {
  const tags = ['privacy'];

  app.get('/privacy/policy', { schema: { tags, response: { 200: PrivacyPolicyResponseSchema } } }, () => ({
    retention_days: ctx.config.retentionDays,
    retain_audio: ctx.config.retainAudio,
  }));

  app.get(
    '/v1/privacy/conversations/:id/export',
    { schema: { tags, params: PrivacyConversationParamsSchema } },
    async (request, reply) => {
      const id = request.params.id;
      const exported = await exportConversationRecords(ctx.db, id);
      if (!exported) throw notFound(NOTHING_STORED);
      const by = (await currentPrincipal(request))?.username;
      request.log.info({ conversationId: id, by }, 'privacy: conversation exported');
      const filename = `${id.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(JSON.stringify(exported, null, 2));
    },
  );

  app.delete(
    '/v1/privacy/conversations/:id',
    {
      schema: {
        tags,
        params: PrivacyConversationParamsSchema,
        response: { 200: EraseConversationResponseSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      await ctx.voice.endErased(id);
      await ctx.uiState.publishErased(id);
      const erased = await eraseConversationRecords(ctx.db, id);
      if (!erased) throw notFound(NOTHING_STORED);
      const by = (await currentPrincipal(request))?.username;
      request.log.info({ conversationId: id, by, erased }, 'privacy: conversation erased');
      return { success: true, conversation_id: id, erased };
    },
  );

  app.delete(
    '/v1/privacy/before',
    { schema: { tags, querystring: PrivacyBeforeQuerySchema, response: { 200: EraseBeforeResponseSchema } } },
    async (request) => {
      const result = await eraseBefore(ctx.db, request.query.date);
      const by = (await currentPrincipal(request))?.username;
      request.log.info({ by, ...result }, 'privacy: data older than a date erased');
      return { success: true, ...result };
    },
  );
};

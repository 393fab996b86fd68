/**
 * Reading progress for a conversation (child-side section 7): from the live voice session when this
 * instance holds it, otherwise rebuilt from the saved tracker state.
 */
import {
  ConversationParamsSchema,
  NextWordResponseSchema,
  ReadingProgressResponseSchema,
  ReadingSessionDeleteResponseSchema,
} from '@shared';
import { ReadingFollow } from '../../voice/session/reading-follow';
import { notFound } from '../../errors/app-error';
import { requireOpenConversation } from './ui-state';
import type { AppContext } from '../context';
import type { RouteModule } from '../route-module';

async function readingFor(ctx: AppContext, conversationId: string): Promise<ReadingFollow> {
  const live = ctx.voice.get(conversationId)?.reading;
  if (live) return live;
  const saved = await ctx.repos.reading.getSession(conversationId);
  const conversation = await ctx.repos.conversations.get(conversationId);
  const story = saved ? await ctx.repos.stories.get(saved.story_id) : undefined;
  if (!saved || !conversation || !story) throw notFound('No reading session for this conversation');
  return ReadingFollow.open({ conversationId, age: conversation.user_age, story, repos: ctx.repos, logger: ctx.logger });
}

export const readingRoutes: RouteModule = (app, ctx) => {
  const tags = ['reading'];

  app.get(
    '/voicelive/reading/progress/:conversation_id',
    { schema: { tags, params: ConversationParamsSchema, response: { 200: ReadingProgressResponseSchema } } },
    async ({ params }) => ({ success: true, ...(await readingFor(ctx, params.conversation_id)).tracker.progress() }),
  );

  app.get(
    '/voicelive/reading/next-word/:conversation_id',
    { schema: { tags, params: ConversationParamsSchema, response: { 200: NextWordResponseSchema } } },
    async ({ params }) => ({ success: true, ...(await readingFor(ctx, params.conversation_id)).tracker.nextWord() }),
  );

  app.delete(
    '/voicelive/reading/session/:conversation_id',
    { schema: { tags, params: ConversationParamsSchema, response: { 200: ReadingSessionDeleteResponseSchema } } },
    async ({ params }) => {
      await requireOpenConversation(ctx, params.conversation_id);
      const deleted = await ctx.repos.reading.deleteSession(params.conversation_id);
      await ctx.uiState.publishVoiceControl(params.conversation_id, { action: 'reading-session-reset' });
      return { success: true, deleted };
    },
  );
};

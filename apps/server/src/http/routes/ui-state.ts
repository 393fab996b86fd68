/**
 * The UI-state calls of child-side section 7 and the conversation message log. Every change needs an
 * open conversation (requireOpenConversation: 404 unknown, 410 SESSION_EXPIRED once ended or a day old).
 */
import {
  ConversationParamsSchema,
  FloatingPanelControlRequestSchema,
  MicrophoneControlRequestSchema,
  UiControlResponseSchema,
  UiStateResponseSchema,
  VoiceliveUiEventRequestSchema,
  VoiceUiEventResponseSchema,
  VoiceMessageLogRequestSchema,
  VoiceMessageLogResponseSchema,
} from '@shared';
import { applyVoiceUiEvent } from '../../ui-state/voice-ui-events';
import { notFound } from '../../errors/app-error';
import { conversationClosed, conversationClosedError } from '../../session-end/conversation-lifetime';
import type { AppContext } from '../context';
import type { RouteModule } from '../route-module';

export async function requireConversation(ctx: AppContext, conversationId: string) {
  const conversation = await ctx.repos.conversations.get(conversationId);
  if (!conversation) throw notFound('Session not found');
  return conversation;
}

/** A conversation the child side may still change: 404 when unknown, 410 once ended or a day old. */
export async function requireOpenConversation(ctx: AppContext, conversationId: string) {
  const conversation = await requireConversation(ctx, conversationId);
  const closed = conversationClosed(conversation);
  if (closed) throw conversationClosedError(closed);
  return conversation;
}

export const uiStateRoutes: RouteModule = (app, ctx) => {
  const tags = ['ui-state'];

  app.post(
    '/ui-state/voicelive/ui-event',
    { schema: { tags, body: VoiceliveUiEventRequestSchema, response: { 200: VoiceUiEventResponseSchema } } },
    async ({ body }) => {
      await requireOpenConversation(ctx, body.conversation_id);
      const effect = await applyVoiceUiEvent(ctx.uiState, body.conversation_id, body.event_type, body.trigger_reason);
      return { success: true, applied: effect !== 'none', effect };
    },
  );

  app.post(
    '/ui-state/floating-panel/control',
    { schema: { tags, body: FloatingPanelControlRequestSchema, response: { 200: UiControlResponseSchema } } },
    async ({ body }) => {
      await requireOpenConversation(ctx, body.conversation_id);
      return { success: true, state: await ctx.uiState.controlPanel(body.conversation_id, body) };
    },
  );

  app.post(
    '/ui-state/microphone/control',
    { schema: { tags, body: MicrophoneControlRequestSchema, response: { 200: UiControlResponseSchema } } },
    async ({ body }) => {
      await requireOpenConversation(ctx, body.conversation_id);
      return { success: true, state: await ctx.uiState.controlMicrophone(body.conversation_id, body) };
    },
  );

  app.get(
    '/ui-state/state/:conversation_id',
    { schema: { tags, params: ConversationParamsSchema, response: { 200: UiStateResponseSchema } } },
    async ({ params }) => {
      const state = await ctx.uiState.get(params.conversation_id);
      return { exists: state !== undefined, state: state ?? null };
    },
  );

  app.post(
    '/ui-state/voicelive-message',
    { schema: { tags, body: VoiceMessageLogRequestSchema, response: { 200: VoiceMessageLogResponseSchema } } },
    async ({ body }) => {
      const conversation = await requireOpenConversation(ctx, body.conversationId);
      const content = body.messageContent.trim();
      // Only the child's own lines: the schema refuses 'assistant', since the server logs its replies itself.
      const result = await ctx.repos.conversations.appendMessage({ conversationId: conversation.id, id: body.messageId, role: body.messageType, content });
      // Screened like a spoken or typed turn. A line the voice socket already stored (and screened) under the
      // same item id is not new here, so it raises no second alert.
      if (result.isNew) await ctx.companion.screenLoggedMessage({ conversationId: conversation.id, storyId: conversation.story_id, message: content });
      return { success: true, message_id: result.message.id };
    },
  );
};

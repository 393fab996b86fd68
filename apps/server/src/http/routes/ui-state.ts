/** The UI-state calls of child-side section 7 and the conversation message log. */
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
import type { AppContext } from '../context';
import type { RouteModule } from '../route-module';

export async function requireConversation(ctx: AppContext, conversationId: string) {
  const conversation = await ctx.repos.conversations.get(conversationId);
  if (!conversation) throw notFound('Session not found');
  return conversation;
}

export const uiStateRoutes: RouteModule = (app, ctx) => {
  const tags = ['ui-state'];

  app.post(
    '/ui-state/voicelive/ui-event',
    { schema: { tags, body: VoiceliveUiEventRequestSchema, response: { 200: VoiceUiEventResponseSchema } } },
    async ({ body }) => {
      await requireConversation(ctx, body.conversation_id);
      const effect = await applyVoiceUiEvent(ctx.uiState, body.conversation_id, body.event_type, body.trigger_reason);
      return { success: true, applied: effect !== 'none', effect };
    },
  );

  app.post(
    '/ui-state/floating-panel/control',
    { schema: { tags, body: FloatingPanelControlRequestSchema, response: { 200: UiControlResponseSchema } } },
    async ({ body }) => {
      await requireConversation(ctx, body.conversation_id);
      return { success: true, state: await ctx.uiState.controlPanel(body.conversation_id, body) };
    },
  );

  app.post(
    '/ui-state/microphone/control',
    { schema: { tags, body: MicrophoneControlRequestSchema, response: { 200: UiControlResponseSchema } } },
    async ({ body }) => {
      await requireConversation(ctx, body.conversation_id);
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
      await requireConversation(ctx, body.conversationId);
      const result = await ctx.repos.conversations.appendMessage({
        conversationId: body.conversationId,
        id: body.messageId,
        role: body.messageType,
        content: body.messageContent.trim(),
      });
      return { success: true, message_id: result.message.id };
    },
  );
};

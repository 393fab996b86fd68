/** The voice session calls of child-side section 7: create, status, configuration and announcements. */
import type { FastifyRequest } from 'fastify';
import {
  AnnouncementCompleteResponseSchema,
  ConfigValidateResponseSchema,
  ConversationParamsSchema,
  ConversationQuerySchema,
  profileKeyForAge,
  SessionConfigRequestSchema,
  SessionCreateRequestSchema,
  SessionCreateResponseSchema,
  SessionStatusResponseSchema,
  StoryAnnouncementRequestSchema,
  StoryAnnouncementResponseSchema,
  TriggerIntroductionQuerySchema,
  TriggerIntroductionResponseSchema,
  VoiceSessionConfigResponseSchema,
  WebsocketUrlResponseSchema,
  WelcomeAnnouncementRequestSchema,
  WelcomeAnnouncementResponseSchema,
} from '@shared';
import { storyAnnouncement, welcomeAnnouncement } from '../../companion/dialogue/wording';
import { sessionConfigFor } from '../../voice/session-config';
import { websocketOrigin, type OriginConfig } from '../public-origin';
import type { RouteModule } from '../route-module';
import { requireConversation, requireOpenConversation } from './ui-state';

export function websocketUrl(request: FastifyRequest, config: OriginConfig, conversationId: string): string {
  return `${websocketOrigin(request, config)}/api/voicelive/ws/${conversationId}`;
}

export const voiceSessionRoutes: RouteModule = (app, ctx) => {
  const tags = ['voice'];

  app.post(
    '/voicelive/session/create',
    { schema: { tags, body: SessionCreateRequestSchema, response: { 200: SessionCreateResponseSchema } } },
    async (request) => {
      const { body } = request;
      const now = new Date().toISOString();
      const story = body.story_context ? await ctx.repos.stories.get(body.story_context.id) : undefined;
      await ctx.repos.conversations.ensure({
        id: body.conversation_id,
        user_age: body.age,
        age_band: profileKeyForAge(body.age),
        story_id: story?.id ?? null,
        story_title: story?.title ?? null,
        voice_provider: ctx.config.voiceProvider,
        started_at: now,
        last_activity_at: now,
        ended_at: null,
        engagement_score: null,
        completion_rate: null,
      });
      return { conversation_id: body.conversation_id, success: true, websocket_url: websocketUrl(request, ctx.config, body.conversation_id) };
    },
  );

  app.get(
    '/voicelive/session/status/:conversation_id',
    { schema: { tags, params: ConversationParamsSchema, response: { 200: SessionStatusResponseSchema } } },
    async ({ params }) => {
      const conversation = await requireConversation(ctx, params.conversation_id);
      const live = ctx.voice.get(conversation.id);
      return {
        conversation_id: conversation.id,
        exists: true,
        connected: live?.connected ?? (await ctx.voice.connectedAnywhere(conversation.id)),
        provider: live?.providerStatus?.name ?? ctx.config.voiceProvider,
        fallback_reason: live?.providerStatus?.fallbackReason ?? null,
        age: conversation.user_age,
        story_id: conversation.story_id,
        reading_mode: conversation.reading_mode === 1,
        turn_detection_mode: live?.mode ?? (conversation.reading_mode === 1 ? 'reading' : 'child_friendly'),
        created_at: conversation.started_at,
      };
    },
  );

  app.get('/voicelive/config/validate', { schema: { tags, response: { 200: ConfigValidateResponseSchema } } }, async () =>
    ctx.voice.report(),
  );

  app.post(
    '/config/session',
    { schema: { tags, body: SessionConfigRequestSchema, response: { 200: VoiceSessionConfigResponseSchema } } },
    async (request) => {
      const conversation = await requireConversation(ctx, request.body.conversation_id);
      return {
        conversation_id: conversation.id,
        websocket_url: websocketUrl(request, ctx.config, conversation.id),
        session_config: await sessionConfigFor(ctx, conversation, request.body.user_age),
      };
    },
  );

  app.get(
    '/config/websocket-url',
    { schema: { tags, querystring: ConversationQuerySchema, response: { 200: WebsocketUrlResponseSchema } } },
    async (request) => {
      await requireConversation(ctx, request.query.conversation_id);
      return { websocket_url: websocketUrl(request, ctx.config, request.query.conversation_id) };
    },
  );

  app.post(
    '/voicelive/announcement/welcome',
    { schema: { tags, body: WelcomeAnnouncementRequestSchema, response: { 200: WelcomeAnnouncementResponseSchema } } },
    async ({ body }) => {
      await requireOpenConversation(ctx, body.conversation_id);
      const text = welcomeAnnouncement(profileKeyForAge(body.age));
      await ctx.uiState.publishVoiceControl(body.conversation_id, { action: 'announce', kind: 'welcome', text });
      return {
        success: true,
        announcement_config: { welcome_message: text, announcement_duration_ms: body.announcement_duration_ms, turn_detection_disabled: true },
      };
    },
  );

  app.post(
    '/voicelive/announcement/start',
    { schema: { tags, body: StoryAnnouncementRequestSchema, response: { 200: StoryAnnouncementResponseSchema } } },
    async ({ body }) => {
      await requireOpenConversation(ctx, body.conversation_id);
      const text = storyAnnouncement(profileKeyForAge(body.age), body.story_title);
      await ctx.uiState.publishVoiceControl(body.conversation_id, { action: 'announce', kind: 'story', text });
      return { success: true, announcement_text: text };
    },
  );

  app.post(
    '/voicelive/announcement/complete/:conversation_id',
    { schema: { tags, params: ConversationParamsSchema, response: { 200: AnnouncementCompleteResponseSchema } } },
    async ({ params }) => {
      await requireOpenConversation(ctx, params.conversation_id);
      await ctx.uiState.publishVoiceControl(params.conversation_id, { action: 'announcement-complete' });
      return { success: true, turn_detection_restored: true };
    },
  );

  app.post(
    '/config/trigger-introduction',
    { schema: { tags, querystring: TriggerIntroductionQuerySchema, response: { 200: TriggerIntroductionResponseSchema } } },
    async ({ query }) => {
      await requireOpenConversation(ctx, query.conversation_id);
      const text = welcomeAnnouncement(profileKeyForAge(query.user_age));
      await ctx.uiState.publishVoiceControl(query.conversation_id, { action: 'announce', kind: 'introduction', text });
      return { success: true, message: text };
    },
  );
};

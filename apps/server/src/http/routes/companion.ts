/**
 * The companion's calls: persona status (child), persona history (teacher), story analysis, and topic
 * monitoring of one exchange.
 */
import {
  ConversationQuerySchema,
  MonitorTopicRequestSchema,
  MonitorTopicResponseSchema,
  PersonaHistoryResponseSchema,
  PersonaStatusSchema,
  PersonaTypeSchema,
  StoryAnalysisSchema,
  StoryAnalyzeParamsSchema,
  StoryAnalyzeQuerySchema,
} from '@shared';
import { ageBandFor } from '../../companion/age-band';
import { personaStatus } from '../../companion/personas/state';
import { monitorTopic } from '../../guardrails/drift/monitor';
import { companionStoryContext, getStoryAnalysis } from '../../companion-runtime/story-analysis';
import { notFound } from '../../errors/app-error';
import type { RouteModule } from '../route-module';
import { requireConversation, requireOpenConversation } from './ui-state';

export const companionRoutes: RouteModule = (app, ctx) => {
  const tags = ['companion'];

  app.get(
    '/voicelive/personas/current',
    { schema: { tags, querystring: ConversationQuerySchema, response: { 200: PersonaStatusSchema } } },
    async ({ query }) => {
      const conversation = await requireConversation(ctx, query.conversation_id);
      const state = await ctx.companion.loadState(conversation.id, conversation.user_age, conversation.story_id);
      return personaStatus(state.persona);
    },
  );

  app.get(
    '/voicelive/personas/history',
    { schema: { tags, querystring: ConversationQuerySchema, response: { 200: PersonaHistoryResponseSchema } } },
    async ({ query }) => {
      const conversation = await requireConversation(ctx, query.conversation_id);
      const state = await ctx.companion.loadState(conversation.id, conversation.user_age, conversation.story_id);
      const interventions = await ctx.repos.personas.listInterventions(conversation.id);
      return {
        total_interventions: interventions.length,
        max_interventions: state.persona.max_interventions,
        conversations: interventions.map((i) => ({
          id: i.id,
          persona_type: PersonaTypeSchema.catch('gentle_teacher').parse(i.persona_type),
          intervention_number: i.intervention_number,
          trigger_reason: i.trigger_reason,
          reading_progress_percent: i.reading_progress_percent,
          timestamp: i.created_at,
          story_context: { title: i.story_title, story_id: conversation.story_id },
          user_message: i.user_message,
          assistant_response: i.assistant_response,
          metadata: typeof i.metadata === 'object' && i.metadata !== null ? (i.metadata as Record<string, unknown>) : {},
        })),
      };
    },
  );

  app.post(
    '/stories/:story_id/analyze',
    {
      schema: {
        tags,
        params: StoryAnalyzeParamsSchema,
        querystring: StoryAnalyzeQuerySchema,
        response: { 200: StoryAnalysisSchema },
      },
    },
    async ({ params, query }) => {
      const story = await ctx.repos.stories.get(params.story_id);
      if (!story) throw notFound('Story not found');
      const { analysis, cached } = await getStoryAnalysis(ctx.repos, story, query.force_refresh);
      return { ...analysis, analysis_cached: cached };
    },
  );

  app.post(
    '/story-context/monitor-topic',
    { schema: { tags, body: MonitorTopicRequestSchema, response: { 200: MonitorTopicResponseSchema } } },
    async ({ body }) => {
      const conversation = await requireOpenConversation(ctx, body.conversationId);
      const story = await companionStoryContext(ctx.repos, body.storyId);
      if (!story) throw notFound('Story not found');
      return ctx.companion.serialize(conversation.id, async () => {
        const state = await ctx.companion.loadState(conversation.id, body.userAge, body.storyId);
        // A line the voice session heard below the confidence line is no evidence of drift here either.
        const hearing = state.unclearHearings?.find((h) => h.message === body.userMessage.trim())?.hearing;
        const monitored = monitorTopic(state.drift, {
          ...(hearing ? { hearing } : {}),
          band: ageBandFor(body.userAge),
          userMessage: body.userMessage,
          assistantResponse: body.assistantResponse,
          recentTurns: state.recentTurns.map((t) => t.content),
          profile: story.profile,
          analysis: story.analysis,
        });
        await ctx.companion.saveState({ ...state, drift: monitored.state });
        if (monitored.transition === 'topic_drift_detected') {
          await ctx.uiState.driftDetected(conversation.id, monitored.response.drift_scores, monitored.response.reinforcement_instruction ?? '', story.story.title);
        } else if (monitored.transition === 'topic_drift_cleared') {
          await ctx.uiState.driftCleared(conversation.id);
        }
        return monitored.response;
      });
    },
  );
};

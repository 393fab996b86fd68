/**
 * The story-context calls: which story a conversation is about and whether the child is reading it.
 * Each change is saved on the conversation and told to the live voice session (through the bus, so
 * the socket may be held by another instance).
 */
import {
  ClearContextRequestSchema,
  ClearContextResponseSchema,
  GetAnnouncementRequestSchema,
  GetAnnouncementResponseSchema,
  profileKeyForAge,
  ReadingConfigParamsSchema,
  ReadingConfigResponseSchema,
  readingModeTurnDetection,
  StoryContextTestRequestSchema,
  StoryContextTestResponseSchema,
  UpdateContextRequestSchema,
  UpdateContextResponseSchema,
} from '@shared';
import { storyAnnouncement } from '../../companion/dialogue/wording';
import { readingModeInstructions, sessionInstructions } from '../../story-context/instructions';
import { systemPromptForAge } from '../../story-context/system-prompt';
import { notFound } from '../../errors/app-error';
import type { AppContext } from '../context';
import type { RouteModule } from '../route-module';
import { requireOpenConversation } from './ui-state';

async function requireStory(ctx: AppContext, storyId: string) {
  const story = await ctx.repos.stories.get(storyId);
  if (!story) throw notFound('Story not found');
  return story;
}

export const storyContextRoutes: RouteModule = (app, ctx) => {
  const tags = ['story-context'];

  app.post(
    '/story-context/update-context',
    { schema: { tags, body: UpdateContextRequestSchema, response: { 200: UpdateContextResponseSchema } } },
    async ({ body }) => {
      const story = await requireStory(ctx, body.storyId);
      await requireOpenConversation(ctx, body.conversationId);
      await ctx.repos.conversations.update(body.conversationId, {
        story_id: story.id,
        story_title: story.title,
        reading_mode: body.readingMode ? 1 : 0,
        last_activity_at: new Date().toISOString(),
      });
      await ctx.uiState.publishVoiceControl(body.conversationId, {
        action: 'story-context-changed',
        storyId: story.id,
        readingMode: body.readingMode,
      });
      return {
        success: true,
        message: `Story context updated: now reading "${story.title}"`,
        story_title: story.title,
        context_updated: true,
        announcement_ready: true,
      };
    },
  );

  app.post(
    '/story-context/get-announcement',
    { schema: { tags, body: GetAnnouncementRequestSchema, response: { 200: GetAnnouncementResponseSchema } } },
    async ({ body }) => {
      const story = await requireStory(ctx, body.storyId);
      return { success: true, announcement_text: storyAnnouncement(profileKeyForAge(body.userAge), story.title) };
    },
  );

  app.post(
    '/story-context/clear-context',
    { schema: { tags, body: ClearContextRequestSchema, response: { 200: ClearContextResponseSchema } } },
    async ({ body }) => {
      await requireOpenConversation(ctx, body.conversationId);
      // The live context only: the title and the reading records stay as the session's history.
      await ctx.repos.conversations.update(body.conversationId, { story_id: null, reading_mode: 0 });
      await ctx.repos.reading.deleteSession(body.conversationId);
      await ctx.uiState.publishVoiceControl(body.conversationId, { action: 'story-context-cleared' });
      const systemPrompt = await systemPromptForAge(ctx.repos, body.userAge);
      return { success: true, instructions: sessionInstructions({ systemPrompt, age: body.userAge, story: null, readingMode: false }) };
    },
  );

  app.post(
    '/story-context/test',
    { schema: { tags, body: StoryContextTestRequestSchema, response: { 200: StoryContextTestResponseSchema } } },
    async ({ body }) => {
      // A connectivity check from the debug panel: an unknown story is an answer, not an error.
      const story = await ctx.repos.stories.get(body.storyId);
      const band = profileKeyForAge(body.userAge);
      if (!story) return { success: false, message: `The story-context service answered, but there is no story "${body.storyId}".` };
      return { success: true, message: `Story context OK: "${story.title}" for ages ${band} (${story.reading_level}).` };
    },
  );

  app.get(
    '/stories/age/:age/reading-config',
    { schema: { tags, params: ReadingConfigParamsSchema, response: { 200: ReadingConfigResponseSchema } } },
    ({ params }) =>
      Promise.resolve({
        turn_detection: readingModeTurnDetection(),
        reading_mode_instructions: readingModeInstructions(params.age, { title: 'the chosen story', content: '' }).replace(
          / It begins: ""\.$/,
          '',
        ),
      }),
  );
};

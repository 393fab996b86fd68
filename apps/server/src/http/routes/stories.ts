/**
 * The child's stories: the list for an age (GET /api/stories/?age=, cards only: a 120-character preview,
 * never the whole text) and one story with its full text (GET /api/stories/{id}).
 */
import {
  profileKeyForAge,
  StoriesQuerySchema,
  StoriesResponseSchema,
  STORY_CARD_PREVIEW_CHARS,
  storyCardPreview,
  StoryParamsSchema,
  StorySchema,
  type Story,
  type StorySummary,
} from '@shared';
import type { Story as StoryRecord, StorySummary as StorySummaryRecord } from '../../db/repositories/stories';
import { notFound } from '../../errors/app-error';
import type { RouteModule } from '../route-module';
import type { z } from 'zod';

function cardFields(story: Omit<StoryRecord, 'content'>): Omit<Story, 'content'> {
  return {
    id: story.id,
    title: story.title,
    reading_level: story.reading_level,
    estimated_read_time: story.estimated_read_time,
    ...(story.lexile_level ? { lexile_level: story.lexile_level } : {}),
    tags: story.tags,
  };
}

export function toChildStory(story: StoryRecord): Story {
  return { ...cardFields(story), content: story.content };
}

function toChildSummary(story: StorySummaryRecord): StorySummary {
  // The database cuts by characters, JavaScript by UTF-16 units: cut again so a preview never runs over.
  return { ...cardFields(story), preview: storyCardPreview(story.preview) };
}

export const storyRoutes: RouteModule = (app, ctx) => {
  // Every child's visit asks for their band's cards: the answer is checked and serialised once per kept
  // list (the repository hands out the same array until the list changes), not once per request.
  const serialised = new WeakMap<readonly StorySummaryRecord[], Buffer>();
  app.get(
    '/stories/',
    { schema: { tags: ['stories'], querystring: StoriesQuerySchema, response: { 200: StoriesResponseSchema } } },
    async (request, reply) => {
      const ageBand = profileKeyForAge(request.query.age);
      const stories = await ctx.repos.stories.sharedSummaries({ ageBand, status: 'active' }, STORY_CARD_PREVIEW_CHARS);
      let body = serialised.get(stories);
      if (body === undefined) {
        // Bytes, not a string: each answer then skips measuring and encoding the text again.
        body = Buffer.from(JSON.stringify(StoriesResponseSchema.parse({ stories: stories.map(toChildSummary) })));
        serialised.set(stories, body);
      }
      // Bytes with their type set are sent as they are: Fastify's serialiser (and the schema check) is
      // skipped. The type provider expects the object; the bytes are that object checked and serialised.
      return reply.type('application/json; charset=utf-8').send(body as unknown as z.infer<typeof StoriesResponseSchema>);
    },
  );

  app.get(
    '/stories/:story_id',
    { schema: { tags: ['stories'], params: StoryParamsSchema, response: { 200: StorySchema } } },
    async (request) => {
      const story = await ctx.repos.stories.get(request.params.story_id);
      // A draft is not offered to children, so it is not found here either.
      if (!story || story.status !== 'active') throw notFound('Story not found');
      return toChildStory(story);
    },
  );
};

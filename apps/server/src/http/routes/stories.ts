/** The child's story list (GET /api/stories/?age=) and story analysis (POST /api/stories/{id}/analyze). */
import { profileKeyForAge, StoriesQuerySchema, StoriesResponseSchema, type Story } from '@shared';
import type { Story as StoryRecord } from '../../db/repositories/stories';
import type { RouteModule } from '../route-module';

export function toChildStory(story: StoryRecord): Story {
  return {
    id: story.id,
    title: story.title,
    content: story.content,
    reading_level: story.reading_level,
    estimated_read_time: story.estimated_read_time,
    ...(story.lexile_level ? { lexile_level: story.lexile_level } : {}),
    tags: story.tags,
  };
}

export const storyRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/stories/',
    { schema: { tags: ['stories'], querystring: StoriesQuerySchema, response: { 200: StoriesResponseSchema } } },
    async (request) => {
      const ageBand = profileKeyForAge(request.query.age);
      const stories = await ctx.repos.stories.list({ ageBand, status: 'active' });
      return { stories: stories.map(toChildStory) };
    },
  );
};

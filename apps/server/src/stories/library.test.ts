import { describe, expect, it } from 'vitest';
import { StorySchema } from '@shared/schemas/stories';
import { buildSeedStories } from './library';
import { SEED_STORIES } from './seed-library';

describe('buildSeedStories', () => {
  it('levels every seed story into a row the child-side Story schema accepts', () => {
    const stories = buildSeedStories();
    expect(stories.map((s) => s.id)).toEqual(SEED_STORIES.map((s) => s.id));
    for (const story of stories) {
      expect(StorySchema.safeParse(story).success, story.id).toBe(true);
      expect(story.lexile_level).toMatch(/^\d+L$/);
      expect(story.reading_level).toMatch(/^(Grade \d+|Beginning reader|Adult)$/);
      expect(story.estimated_read_time).toBeGreaterThanOrEqual(1);
      expect(story.word_count).toBeGreaterThan(0);
    }
  });
});

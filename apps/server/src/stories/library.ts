/**
 * The seed library with readability figures attached, ready to be stored as story rows.
 */
import { levelStory, type StoryLevel } from './levelling';
import { SEED_STORIES, type SeedStory } from './seed-library';

export type LevelledSeedStory = SeedStory & StoryLevel;

export function buildSeedStories(): LevelledSeedStory[] {
  return SEED_STORIES.map((story) => ({ ...story, ...levelStory(story.content, story.ageBand) }));
}

import { describe, expect, it } from 'vitest';
import { splitParagraphs, tokenizeStory } from '@shared/text/tokenize';
import { AGE_PROFILE_KEYS } from '@shared/constants/ages';
import { SEED_STORIES, SEED_WORD_RANGES } from './index';

describe('seed library', () => {
  it('has at least seven stories for every age band', () => {
    for (const band of AGE_PROFILE_KEYS) {
      expect(SEED_STORIES.filter((s) => s.ageBand === band).length, band).toBeGreaterThanOrEqual(7);
    }
  });

  it('gives every story a unique, stable slug id', () => {
    const ids = SEED_STORIES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(SEED_STORIES.map((s) => [s.id, s] as const))('%s fits its band and can be read aloud', (_id, story) => {
    const words = tokenizeStory(story.content).words.length;
    const range = SEED_WORD_RANGES[story.ageBand];
    expect(words).toBeGreaterThanOrEqual(range.min);
    expect(words).toBeLessThanOrEqual(range.max);
    expect(splitParagraphs(story.content).length).toBeGreaterThanOrEqual(2);
    // Quoted dialogue is what the roleplay persona builds its characters from.
    expect(story.content).toMatch(/"[^"\n]{2,}"/);
    expect(story.title.trim()).not.toBe('');
    expect(story.tags.length).toBeGreaterThan(0);
    // Plain ASCII keeps the reader's tokens and the recogniser's vocabulary in step.
    expect(story.content).toMatch(/^[\x20-\x7e\n]+$/);
    expect(story.content).not.toMatch(/^\s|\s$|\n{3,}| \n|\n /);
  });

  it('mixes genres across the library', () => {
    const tags = new Set(SEED_STORIES.flatMap((s) => s.tags));
    for (const genre of ['animals', 'friendship', 'science', 'mystery', 'adventure', 'history', 'sport', 'nature', 'humour']) {
      expect(tags, genre).toContain(genre);
    }
  });
});

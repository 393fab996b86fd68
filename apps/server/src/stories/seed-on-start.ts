/** Seeds the starter library on first start, and refreshes seed stories whose text changed. */
import type { Logger } from 'pino';
import type { Repositories } from '../db/repositories';
import { toStoryRow } from './catalogue';
import { buildSeedStories } from './library';

export async function seedStoryLibrary(repos: Repositories, logger: Logger): Promise<number> {
  const existing = new Map((await repos.stories.list({ source: 'seed' })).map((s) => [s.id, s]));
  let written = 0;
  for (const story of buildSeedStories()) {
    const current = existing.get(story.id);
    if (current && current.content === story.content && current.title === story.title) continue;
    await repos.stories.upsert(toStoryRow(story, 'seed'));
    written += 1;
  }
  if (written > 0) logger.info({ written }, 'seeded the story library');
  return written;
}

/**
 * The dashboard's "clear all data" tool in one transaction: every session and everything recorded under
 * it (CLEARABLE_TABLES), every safety alert, uploaded and demo stories, and the cached story analyses.
 * Teacher accounts, settings, system prompts and the seed library stay.
 */
import type { Kysely } from 'kysely';
import { CLEARABLE_TABLES } from '../purge';
import type { Database } from '../schema';

export const CLEARED_STORY_SOURCES = ['upload', 'demo'] as const;

export class DataReset {
  constructor(
    private readonly db: Kysely<Database>,
    /** Told after the clear commits, so no cached story list still offers a removed story. */
    private readonly onStoriesChanged: () => void = () => undefined,
  ) {}

  /** Answers the names of the tables rows were removed from, in the order they were emptied. */
  async clearChildrenData(): Promise<string[]> {
    const cleared = await this.db.transaction().execute(async (trx) => {
      for (const table of CLEARABLE_TABLES) await trx.deleteFrom(table).execute();
      await trx.deleteFrom('story_analyses').execute();
      await trx.deleteFrom('stories').where('source', 'in', CLEARED_STORY_SOURCES).execute();
      return [...CLEARABLE_TABLES, 'story_analyses', 'stories'];
    });
    this.onStoriesChanged();
    return cleared;
  }
}

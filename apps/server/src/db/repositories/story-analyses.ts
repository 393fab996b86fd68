/** Cache of computed story analyses (quiz and roleplay opportunities), one per story. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { fromJson, nowIso, toJson } from './sql-values';

export interface StoredAnalysis {
  storyId: string;
  /** Parsed JSON as saved; callers validate it with their own schema. */
  analysis: unknown;
  createdAt: string;
}

export class StoryAnalysesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(storyId: string): Promise<StoredAnalysis | undefined> {
    const row = await this.db
      .selectFrom('story_analyses')
      .selectAll()
      .where('story_id', '=', storyId)
      .executeTakeFirst();
    return row && { storyId: row.story_id, analysis: fromJson(row.analysis), createdAt: row.created_at };
  }

  async save(storyId: string, analysis: unknown): Promise<void> {
    const values = { analysis: toJson(analysis), created_at: nowIso() };
    await this.db
      .insertInto('story_analyses')
      .values({ story_id: storyId, ...values })
      .onConflict((oc) => oc.column('story_id').doUpdateSet(values))
      .execute();
  }

  async delete(storyId: string): Promise<boolean> {
    const res = await this.db.deleteFrom('story_analyses').where('story_id', '=', storyId).executeTakeFirst();
    return res.numDeletedRows > 0n;
  }
}

/**
 * Customised system prompts per age range. A row exists only for a customised range; resetting deletes
 * it and the built-in default applies again (so `is_custom` is simply "a row exists").
 */
import type { Kysely } from 'kysely';
import type { Database, SystemPromptRow } from '../schema';
import { nowIso } from './sql-values';

export class SystemPromptsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(ageRange: string): Promise<SystemPromptRow | undefined> {
    return this.db
      .selectFrom('system_prompts')
      .selectAll()
      .where('age_range', '=', ageRange)
      .executeTakeFirst();
  }

  async list(): Promise<SystemPromptRow[]> {
    return this.db.selectFrom('system_prompts').selectAll().orderBy('age_range').execute();
  }

  async upsert(ageRange: string, promptText: string, atIso: string = nowIso()): Promise<SystemPromptRow> {
    const values = { prompt_text: promptText, updated_at: atIso };
    return this.db
      .insertInto('system_prompts')
      .values({ age_range: ageRange, ...values })
      .onConflict((oc) => oc.column('age_range').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async reset(ageRange: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('system_prompts')
      .where('age_range', '=', ageRange)
      .executeTakeFirst();
    return res.numDeletedRows > 0n;
  }

  /** Answers how many customised prompts were reset. */
  async resetAll(): Promise<number> {
    const res = await this.db.deleteFrom('system_prompts').executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}

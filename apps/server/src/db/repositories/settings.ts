/** Dashboard-editable settings (e.g. the voicelive_connection_* keys), stored as text with a data type. */
import type { Kysely } from 'kysely';
import type { Database, SettingRow } from '../schema';
import { nowIso } from './sql-values';

export type SettingInput = Omit<SettingRow, 'updated_at'> & { updated_at?: string };

export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(key: string): Promise<SettingRow | undefined> {
    return this.db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
  }

  async list(category?: string): Promise<SettingRow[]> {
    let q = this.db.selectFrom('settings').selectAll();
    if (category !== undefined) q = q.where('category', '=', category);
    return q.orderBy('category').orderBy('key').execute();
  }

  async upsert(setting: SettingInput): Promise<SettingRow> {
    const row = { ...setting, updated_at: setting.updated_at ?? nowIso() };
    const { key: _key, ...rest } = row;
    return this.db
      .insertInto('settings')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet(rest))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** All or nothing: a batch of settings either all change or none do. */
  async upsertMany(settings: readonly SettingInput[]): Promise<SettingRow[]> {
    return this.db.transaction().execute(async (trx) => {
      const repo = new SettingsRepository(trx);
      const saved: SettingRow[] = [];
      for (const s of settings) saved.push(await repo.upsert(s));
      return saved;
    });
  }

  /** Inserts the defaults that are missing; existing values (a teacher's edits) are kept. */
  async insertMissing(settings: readonly SettingInput[]): Promise<number> {
    if (settings.length === 0) return 0;
    const at = nowIso();
    const rows = await this.db
      .insertInto('settings')
      .values(settings.map((s) => ({ ...s, updated_at: s.updated_at ?? at })))
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .execute();
    return rows.length;
  }

  async delete(key: string): Promise<boolean> {
    const res = await this.db.deleteFrom('settings').where('key', '=', key).executeTakeFirst();
    return res.numDeletedRows > 0n;
  }
}

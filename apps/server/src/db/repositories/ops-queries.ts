/** Database self-checks for the diagnostics panel: a write that is always rolled back, and SQLite's journal mode. */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../database';
import type { Database } from '../schema';

class RolledBack extends Error {}

export class OpsQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** Writes and reads back a probe row inside a transaction that is then rolled back; true if it read back. */
  async writeProbe(nowMs: number = Date.now()): Promise<boolean> {
    const key = `health-probe:${nowMs}:${Math.random().toString(36).slice(2)}`;
    let readBack = false;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('rate_limits').values({ key, count: 1, window_start_ms: nowMs }).execute();
        const row = await trx
          .selectFrom('rate_limits')
          .select('key')
          .where('key', '=', key)
          .executeTakeFirst();
        readBack = row !== undefined;
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    return readBack;
  }

  /** SQLite's journal mode (e.g. 'wal'); null on PostgreSQL. */
  async journalMode(): Promise<string | null> {
    if (this.dialect !== 'sqlite') return null;
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(this.db);
    return rows[0]?.journal_mode ?? null;
  }
}

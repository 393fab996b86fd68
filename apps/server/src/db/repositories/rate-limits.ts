/**
 * Fixed-window request counters shared by every instance. One upsert both starts a new window and
 * counts within the current one, so concurrent requests on any instance never lose a count.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { toNumber } from './sql-values';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  windowStartMs: number;
  resetAtMs: number;
}

export class RateLimitsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, opts: { windowMs: number; nowMs: number }): Promise<RateLimitHit> {
    const nowMs = sql<number>`cast(${opts.nowMs} as double precision)`;
    const expiredBefore = sql<number>`cast(${opts.nowMs - opts.windowMs} as double precision)`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, window_start_ms: opts.nowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.window_start_ms <= ${expiredBefore} then 1 else rate_limits.count + 1 end`,
          window_start_ms: sql<number>`case when rate_limits.window_start_ms <= ${expiredBefore} then ${nowMs} else rate_limits.window_start_ms end`,
        }),
      )
      .returning(['count', 'window_start_ms'])
      .executeTakeFirstOrThrow();
    const windowStartMs = toNumber(row.window_start_ms);
    return { count: toNumber(row.count), windowStartMs, resetAtMs: windowStartMs + opts.windowMs };
  }

  /** The current window's count without counting this look (0 when none or the window has passed). */
  async peek(key: string, opts: { windowMs: number; nowMs: number }): Promise<RateLimitHit> {
    const row = await this.db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
    const windowStartMs = toNumber(row?.window_start_ms);
    if (!row || windowStartMs <= opts.nowMs - opts.windowMs) {
      return { count: 0, windowStartMs: opts.nowMs, resetAtMs: opts.nowMs + opts.windowMs };
    }
    return { count: toNumber(row.count), windowStartMs, resetAtMs: windowStartMs + opts.windowMs };
  }

  /** Takes one count back (a request that turned out not to need counting); never below zero. */
  async refund(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
      .where('key', '=', key)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Drops counters whose window started before `beforeMs` (housekeeping). */
  async deleteExpired(beforeMs: number): Promise<number> {
    const res = await this.db
      .deleteFrom('rate_limits')
      .where('window_start_ms', '<', beforeMs)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}

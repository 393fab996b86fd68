/**
 * The Database tab (teacher-side 2.6 and 3). Status and the connection, migration and schema checks come
 * from the database layer (db/status.ts); the diagnostics panel adds a write test (a row written and
 * read back in a transaction that is rolled back) and, on SQLite, a check that WAL mode is on.
 */
import type { DatabaseHealth, DatabaseStatus, HealthStatus } from '@shared';
import { databaseHealth, databaseStatus } from '../db/status';
import type { Db } from '../db/database';
import type { Repositories } from '../db/repositories';

/** Just what the Database tab reads: the database, its ops probe, and when the server started. */
export interface OpsContext {
  db: Db;
  repos: Pick<Repositories, 'ops'>;
  startedAt: Date;
}
type Check = DatabaseHealth['checks'][string];

export function diagnosticsStatus(ctx: OpsContext): Promise<DatabaseStatus> {
  // The server only answers once migrations and seeding have succeeded at boot.
  return databaseStatus(ctx.db, {
    initialized: true,
    initialization_time: ctx.startedAt.toISOString(),
    error: null,
  });
}

async function guarded(run: () => Promise<Check>): Promise<Check> {
  try {
    return await run();
  } catch (error) {
    return { status: 'unhealthy', details: error instanceof Error ? error.message : String(error) };
  }
}

const RANK: Record<HealthStatus, number> = { healthy: 0, degraded: 1, unhealthy: 2 };

export async function diagnosticsHealth(ctx: OpsContext): Promise<DatabaseHealth> {
  const base = await databaseHealth(ctx.db);
  const checks = { ...base.checks };
  if (base.overall_status !== 'unhealthy' || checks.connection?.status === 'healthy') {
    checks.write_test = await guarded(async () =>
      (await ctx.repos.ops.writeProbe())
        ? { status: 'healthy', details: 'a test row was written and read back, then rolled back' }
        : { status: 'unhealthy', details: 'a test row could not be read back' },
    );
  }
  if (ctx.db.dialect === 'sqlite') {
    checks.wal_mode = await guarded(async () => {
      const mode = await ctx.repos.ops.journalMode();
      return mode === 'wal'
        ? { status: 'healthy', details: 'journal mode is WAL' }
        : { status: 'degraded', details: `journal mode is ${mode ?? 'unknown'}, expected WAL` };
    });
  }
  const overall = Object.values(checks).reduce<HealthStatus>(
    (acc, c) => (RANK[c.status] > RANK[acc] ? c.status : acc),
    'healthy',
  );
  return { overall_status: overall, checks };
}

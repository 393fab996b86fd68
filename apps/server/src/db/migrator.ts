/**
 * Runs the timestamped migrations in filename order and keeps the ledger `schema_migrations`
 * (filename, applied_at, status, execution_time_ms, error_message, checksum) that the dashboard's
 * Database tab shows. Each migration and its ledger row commit together; a failure is rolled back and
 * recorded as `failed`, then retried on the next run. An applied migration whose file changed since is
 * reported, never silently re-run. On PostgreSQL an advisory lock keeps concurrent instances from
 * migrating at the same time.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from './database';
import { discoverMigrations, loadMigration } from './migration-files';
import type { MigrationFile } from './migration-files';
import type { MigrationContext } from './migrations/types';
import type { Database, SchemaMigrationRow } from './schema';

export interface MigratorOptions {
  /** Folder of migration files; defaults to `db/migrations`. */
  migrationsDir?: string | undefined;
  logger?: Logger | undefined;
}

export interface ChecksumMismatch {
  filename: string;
  recordedChecksum: string;
  currentChecksum: string;
}

export interface MigrateResult {
  applied: string[];
  checksumMismatches: ChecksumMismatch[];
}

export interface MigrationInfo {
  filename: string;
  status: 'applied' | 'failed' | 'pending';
  appliedAt: string | null;
  executionTimeMs: number | null;
  errorMessage: string | null;
  /** The checksum in the ledger, or the file's current checksum when pending. */
  checksum: string;
  /** The file's checksum now; null when the file is no longer on disk. */
  currentChecksum: string | null;
  checksumChanged: boolean;
}

export class MigrationError extends Error {
  constructor(
    readonly filename: string,
    readonly result: MigrateResult,
    cause: unknown,
  ) {
    super(`Migration ${filename} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'MigrationError';
  }
}

export async function migrateToLatest(db: Db, opts: MigratorOptions = {}): Promise<MigrateResult> {
  const files = await discoverMigrations(opts.migrationsDir);
  return withMigrationLock(db, async (k) => {
    const ledger = await readLedger(k);
    const checksumMismatches = findMismatches(files, ledger);
    for (const m of checksumMismatches) {
      opts.logger?.warn(m, 'applied migration changed on disk since it ran; it is not re-run');
    }
    const result: MigrateResult = { applied: [], checksumMismatches };
    const pending = files.filter((f) => ledger.get(f.filename)?.status !== 'applied');
    for (const file of pending) {
      const startedMs = performance.now();
      try {
        const migration = await loadMigration(file);
        await k.transaction().execute(async (trx) => {
          await migration.up(trx as unknown as Kysely<unknown>, context(db));
          await recordLedger(trx, file, 'applied', Math.round(performance.now() - startedMs), null);
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await recordLedger(k, file, 'failed', Math.round(performance.now() - startedMs), message);
        opts.logger?.error({ filename: file.filename, err: message }, 'migration failed');
        throw new MigrationError(file.filename, result, err);
      }
      result.applied.push(file.filename);
      opts.logger?.info({ filename: file.filename }, 'migration applied');
    }
    return result;
  });
}

/** Reverts the most recently applied migration; answers its filename, or null when none is applied. */
export async function migrateDown(db: Db, opts: MigratorOptions = {}): Promise<string | null> {
  const files = await discoverMigrations(opts.migrationsDir);
  return withMigrationLock(db, async (k) => {
    const applied = [...(await readLedger(k)).values()].filter((r) => r.status === 'applied');
    const last = applied.sort((a, b) => a.filename.localeCompare(b.filename)).at(-1);
    if (last === undefined) return null;
    const file = files.find((f) => f.filename === last.filename);
    if (file === undefined) throw new Error(`Cannot revert ${last.filename}: the file is no longer on disk`);
    const migration = await loadMigration(file);
    await k.transaction().execute(async (trx) => {
      await migration.down(trx as unknown as Kysely<unknown>, context(db));
      await trx.deleteFrom('schema_migrations').where('filename', '=', file.filename).execute();
    });
    opts.logger?.info({ filename: file.filename }, 'migration reverted');
    return file.filename;
  });
}

/** Ledger rows merged with the files on disk (pending ones included), in filename order. */
export async function listMigrations(db: Db, opts: MigratorOptions = {}): Promise<MigrationInfo[]> {
  const files = await discoverMigrations(opts.migrationsDir);
  await ensureLedger(db.kysely);
  const ledger = await readLedger(db.kysely);
  const byName = new Map(files.map((f) => [f.filename, f]));
  const names = [...new Set([...byName.keys(), ...ledger.keys()])].sort();
  return names.map((filename): MigrationInfo => {
    const row = ledger.get(filename);
    const current = byName.get(filename)?.checksum ?? null;
    if (row === undefined) {
      return {
        filename,
        status: 'pending',
        appliedAt: null,
        executionTimeMs: null,
        errorMessage: null,
        checksum: current ?? '',
        currentChecksum: current,
        checksumChanged: false,
      };
    }
    return {
      filename,
      status: row.status,
      appliedAt: row.applied_at,
      executionTimeMs: Number(row.execution_time_ms),
      errorMessage: row.error_message,
      checksum: row.checksum,
      currentChecksum: current,
      checksumChanged: current !== null && current !== row.checksum,
    };
  });
}

function context(db: Db): MigrationContext {
  return { dialect: db.dialect };
}

function findMismatches(files: MigrationFile[], ledger: Map<string, SchemaMigrationRow>): ChecksumMismatch[] {
  return files.flatMap((f) => {
    const row = ledger.get(f.filename);
    if (row?.status !== 'applied' || row.checksum === f.checksum) return [];
    return [{ filename: f.filename, recordedChecksum: row.checksum, currentChecksum: f.checksum }];
  });
}

async function ensureLedger(k: Kysely<Database>): Promise<void> {
  await k.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('filename', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('execution_time_ms', 'integer', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('checksum', 'text', (c) => c.notNull())
    .execute();
}

async function readLedger(k: Kysely<Database>): Promise<Map<string, SchemaMigrationRow>> {
  const rows = await k.selectFrom('schema_migrations').selectAll().execute();
  return new Map(rows.map((r) => [r.filename, r]));
}

async function recordLedger(
  k: Kysely<Database>,
  file: MigrationFile,
  status: 'applied' | 'failed',
  executionTimeMs: number,
  errorMessage: string | null,
): Promise<void> {
  const row = {
    applied_at: new Date().toISOString(),
    status,
    execution_time_ms: executionTimeMs,
    error_message: errorMessage,
    checksum: file.checksum,
  };
  await k
    .insertInto('schema_migrations')
    .values({ filename: file.filename, ...row })
    .onConflict((oc) => oc.column('filename').doUpdateSet(row))
    .execute();
}

/** Serialises migrators: a session-level advisory lock on PostgreSQL, the single connection on SQLite. */
async function withMigrationLock<T>(db: Db, run: (k: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.dialect === 'sqlite') {
    await ensureLedger(db.kysely);
    return run(db.kysely);
  }
  return db.kysely.connection().execute(async (conn) => {
    const key = sql`hashtext(current_schema() || '.schema_migrations')`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      await ensureLedger(conn);
      return await run(conn);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

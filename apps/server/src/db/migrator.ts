/**
 * Runs the timestamped migrations through Kysely's own `Migrator` (ordering, the check that no applied
 * migration went missing or was overtaken, the run loop) with a provider over `db/migrations`, and keeps
 * the ledger `schema_migrations` (filename, applied_at, status, execution_time_ms, error_message,
 * checksum) that the dashboard's Database tab shows, which Kysely's `kysely_migration` (name and time
 * only) cannot carry: docs/architecture.md, "Migrations".
 * Each migration and its ledger row commit together; a failure is rolled back and recorded as
 * `failed`, then retried on the next run. An applied migration whose file changed since is reported,
 * never re-run. The ledger is the truth: before each run `kysely_migration` is made to list exactly
 * the ledger's applied files, which also upgrades databases migrated before Kysely's migrator was used.
 * On PostgreSQL a per-schema advisory lock keeps concurrent instances from migrating at the same time.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider, MigrationResultSet } from 'kysely';
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
    await mirrorLedger(k, ledger);
    const provider = new LedgerProvider(files, context(db));
    const run = await (await kyselyMigrator(k, db, provider)).migrateToLatest();
    const applied = succeeded(run);
    for (const filename of applied) opts.logger?.info({ filename }, 'migration applied');
    const result: MigrateResult = { applied, checksumMismatches };
    if (run.error === undefined) return result;

    const failedName = run.results?.find((r) => r.status === 'Error')?.migrationName;
    const failed = files.find((f) => f.filename === failedName);
    const message = errorMessage(run.error);
    // A failure outside any one migration (a file gone missing, one added before an applied one) has no row.
    if (failed) await recordLedger(k, failed, 'failed', provider.elapsedMs(failed.filename), message);
    opts.logger?.error({ filename: failedName, err: message }, 'migration failed');
    throw new MigrationError(failedName ?? 'migrations', result, run.error);
  });
}

/** Reverts the most recently applied migration; answers its filename, or null when none is applied. */
export async function migrateDown(db: Db, opts: MigratorOptions = {}): Promise<string | null> {
  const files = await discoverMigrations(opts.migrationsDir);
  return withMigrationLock(db, async (k) => {
    await mirrorLedger(k, await readLedger(k));
    const run = await (await kyselyMigrator(k, db, new LedgerProvider(files, context(db)))).migrateDown();
    if (run.error !== undefined) throw run.error instanceof Error ? run.error : new Error(errorMessage(run.error));
    const [reverted] = succeeded(run);
    if (reverted !== undefined) opts.logger?.info({ filename: reverted }, 'migration reverted');
    return reverted ?? null;
  });
}

/** Kysely's own record of what ran; kept equal to the ledger's applied rows by `mirrorLedger`. */
const KYSELY_MIGRATION_TABLE = 'kysely_migration';

/**
 * Each file as a Kysely migration that runs in its own transaction together with its ledger row
 * (Kysely's transactions are off: on PostgreSQL it would wrap the whole run in one, undoing earlier
 * migrations with a later failure, and on SQLite it uses none at all). Files load only when they run.
 */
class LedgerProvider implements MigrationProvider {
  private readonly timesMs = new Map<string, number>();

  constructor(
    private readonly files: readonly MigrationFile[],
    private readonly ctx: MigrationContext,
  ) {}

  elapsedMs(filename: string): number {
    return this.timesMs.get(filename) ?? 0;
  }

  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(Object.fromEntries(this.files.map((file) => [file.filename, this.migrationOf(file)])));
  }

  private migrationOf(file: MigrationFile): Migration {
    return {
      up: async (k: Kysely<unknown>) => {
        const startedMs = performance.now();
        try {
          const migration = await loadMigration(file);
          await k.transaction().execute(async (trx) => {
            await migration.up(trx, this.ctx);
            const ms = Math.round(performance.now() - startedMs);
            await recordLedger(trx, file, 'applied', ms, null);
          });
        } finally {
          this.timesMs.set(file.filename, Math.round(performance.now() - startedMs));
        }
      },
      down: async (k: Kysely<unknown>) => {
        const migration = await loadMigration(file);
        await k.transaction().execute(async (trx) => {
          await migration.down(trx, this.ctx);
          await (trx as unknown as Kysely<Database>).deleteFrom('schema_migrations').where('filename', '=', file.filename).execute();
        });
      },
    };
  }
}

async function kyselyMigrator(k: Kysely<Database>, db: Db, provider: MigrationProvider): Promise<Migrator> {
  return new Migrator({
    db: k,
    provider,
    disableTransactions: true,
    // Kysely looks for its table in every schema unless told which; tests and deployments may share a
    // PostgreSQL database between schemas.
    ...(db.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(k) } : {}),
  });
}

async function currentSchema(k: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(k);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema to keep the migration records in');
  return schema;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

function succeeded(run: MigrationResultSet): string[] {
  return (run.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Makes `kysely_migration` list exactly the ledger's applied files, stamped with their applied_at (Kysely
 * orders by it). A database migrated before Kysely's migrator ran gets its rows here, and a run cut off
 * between a migration's commit and Kysely's own row (they are two statements) is mended.
 */
async function mirrorLedger(k: Kysely<Database>, ledger: Map<string, SchemaMigrationRow>): Promise<void> {
  // The same table Kysely creates; it finds it present and leaves it be.
  await k.schema
    .createTable(KYSELY_MIGRATION_TABLE)
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
    .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
    .execute();
  const applied = [...ledger.values()].filter((r) => r.status === 'applied');
  const table = sql.table(KYSELY_MIGRATION_TABLE);
  const recorded = await sql<{ name: string }>`select name from ${table}`.execute(k);
  const have = new Set(recorded.rows.map((r) => r.name));
  const want = new Set(applied.map((r) => r.filename));
  for (const name of have) {
    if (!want.has(name)) await sql`delete from ${table} where name = ${name}`.execute(k);
  }
  for (const row of applied) {
    if (!have.has(row.filename)) await sql`insert into ${table} (name, timestamp) values (${row.filename}, ${row.applied_at})`.execute(k);
  }
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

/**
 * The dashboard's Database tab: `GET /database/status` and `GET /database/health` in the shapes of the
 * shared `DatabaseStatus` and `DatabaseHealth` schemas. The caller supplies what happened at boot
 * (initialization_info), which only it knows.
 */
import type { DatabaseHealth, DatabaseStatus, HealthStatus } from '@shared';
import type { Db } from './database';
import { listMigrations } from './migrator';
import type { MigrationInfo, MigratorOptions } from './migrator';
import { DiagnosticsRepository } from './repositories/diagnostics';
import { PRODUCT_TABLES } from './schema';

export type InitializationInfo = DatabaseStatus['initialization_info'];

export async function databaseStatus(
  db: Db,
  initialization: InitializationInfo,
  opts: MigratorOptions = {},
): Promise<DatabaseStatus> {
  const diagnostics = new DiagnosticsRepository(db.kysely, db.dialect);
  const [tables, sizeBytes, indexes, migrations] = await Promise.all([
    diagnostics.tables(),
    diagnostics.databaseSizeBytes(),
    diagnostics.indexCount(),
    listMigrations(db, opts),
  ]);
  return {
    status: worst([connectionStatus(initialization), migrationsCheck(migrations).status]),
    database_type: db.dialect === 'postgres' ? 'postgresql' : 'sqlite',
    database_path: db.location,
    initialization_info: initialization,
    database_size_bytes: sizeBytes,
    database_size_kb: Math.round((sizeBytes / 1024) * 100) / 100,
    database_size_mb: Math.round((sizeBytes / 1024 / 1024) * 100) / 100,
    total_tables: tables.length,
    total_indexes: indexes,
    total_migrations: migrations.length,
    tables: tables.map((t) => ({ name: t.name, row_count: t.rowCount })),
    migrations: migrations.map((m) => ({
      filename: m.filename,
      applied_at: m.appliedAt,
      status: m.status,
      execution_time_ms: m.executionTimeMs,
      error_message: m.errorMessage,
      checksum: m.checksum,
    })),
  };
}

/** Connection, migrations and schema checks, each healthy, degraded or unhealthy. */
export async function databaseHealth(db: Db, opts: MigratorOptions = {}): Promise<DatabaseHealth> {
  const checks: DatabaseHealth['checks'] = {};
  if (!(await db.ping())) {
    checks.connection = { status: 'unhealthy', details: `${db.dialect} at ${db.location} does not answer` };
    return { overall_status: 'unhealthy', checks };
  }
  checks.connection = { status: 'healthy', details: `${db.dialect} at ${db.location} answers` };
  try {
    checks.migrations = migrationsCheck(await listMigrations(db, opts));
    const present = new Set(
      (await new DiagnosticsRepository(db.kysely, db.dialect).tables()).map((t) => t.name),
    );
    const missing = PRODUCT_TABLES.filter((t) => !present.has(t));
    checks.schema =
      missing.length === 0
        ? { status: 'healthy', details: `all ${PRODUCT_TABLES.length} tables present` }
        : { status: 'unhealthy', details: `missing tables: ${missing.join(', ')}` };
  } catch (err) {
    checks.schema = { status: 'unhealthy', details: err instanceof Error ? err.message : String(err) };
  }
  return { overall_status: worst(Object.values(checks).map((c) => c.status)), checks };
}

function migrationsCheck(migrations: MigrationInfo[]): { status: HealthStatus; details: string } {
  const failed = migrations.filter((m) => m.status === 'failed');
  if (failed.length > 0) {
    return {
      status: 'unhealthy',
      details: failed.map((m) => `${m.filename} failed: ${m.errorMessage ?? 'unknown error'}`).join('; '),
    };
  }
  const pending = migrations.filter((m) => m.status === 'pending').map((m) => m.filename);
  const changed = migrations.filter((m) => m.checksumChanged).map((m) => m.filename);
  const problems = [
    ...(pending.length > 0 ? [`pending: ${pending.join(', ')}`] : []),
    ...(changed.length > 0 ? [`changed since applied: ${changed.join(', ')}`] : []),
  ];
  if (problems.length > 0) return { status: 'degraded', details: problems.join('; ') };
  return { status: 'healthy', details: `${migrations.length} of ${migrations.length} applied` };
}

function connectionStatus(initialization: InitializationInfo): HealthStatus {
  return initialization.initialized && initialization.error === null ? 'healthy' : 'unhealthy';
}

const RANK: Record<HealthStatus, number> = { healthy: 0, degraded: 1, unhealthy: 2 };

function worst(statuses: HealthStatus[]): HealthStatus {
  return statuses.reduce<HealthStatus>((acc, s) => (RANK[s] > RANK[acc] ? s : acc), 'healthy');
}

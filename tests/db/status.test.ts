import { DatabaseHealthSchema, DatabaseStatusSchema, TableDataSchema } from '@shared';
import { describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest } from '../../apps/server/src/db/migrator';
import { PRODUCT_TABLES } from '../../apps/server/src/db/schema';
import { databaseHealth, databaseStatus } from '../../apps/server/src/db/status';
import { BACKENDS, useDatabase } from './backends';
import { conversation } from './fixtures';

const BOOTED = { initialized: true, initialization_time: '2026-11-20T08:00:00.000Z', error: null };

describe.each(BACKENDS)('database status and health on $name', (backend) => {
  const fx = useDatabase(backend);

  it('describes the database in the shape the Database tab reads', async () => {
    await fx.repos.conversations.create(conversation());
    const status = DatabaseStatusSchema.parse(await databaseStatus(fx.db, BOOTED));
    expect(status.status).toBe('healthy');
    expect(status.database_type).toBe(backend.name === 'postgres' ? 'postgresql' : 'sqlite');
    expect(status.database_path).toBe(fx.db.location);
    expect(status.database_path).toMatch(
      backend.name === 'postgres' ? /^postgres:\/\/.*\(schema test_/ : /\.db$/,
    );
    expect(status.total_tables).toBe(PRODUCT_TABLES.length);
    expect(status.total_migrations).toBe(10);
    expect(status.migrations.every((m) => m.status === 'applied' && m.checksum.length === 64)).toBe(true);
    expect(status.tables.find((t) => t.name === 'conversations')?.row_count).toBe(1);
    expect(status.database_size_kb).toBeCloseTo(status.database_size_bytes / 1024, 1);
    const failedBoot = await databaseStatus(fx.db, { ...BOOTED, initialized: false, error: 'seed failed' });
    expect(failedBoot.status).toBe('unhealthy');
  });

  it('reports health per check and degrades while a migration is pending', async () => {
    const healthy = DatabaseHealthSchema.parse(await databaseHealth(fx.db));
    expect(healthy.overall_status).toBe('healthy');
    expect(Object.keys(healthy.checks).sort()).toEqual(['connection', 'migrations', 'schema']);

    // A pending migration that only adds a column leaves every table there: degraded, not broken.
    const columnOnly = await migrateDown(fx.db);
    const pending = await databaseHealth(fx.db);
    expect(pending.checks.migrations).toEqual({ status: 'degraded', details: `pending: ${columnOnly}` });
    expect(pending.checks.schema?.status).toBe('healthy');
    expect(pending.overall_status).toBe('degraded');
    // The four before add columns or an index too; one more step down removes a table: the schema check says so.
    const indexOnly = await migrateDown(fx.db);
    expect((await databaseHealth(fx.db)).checks.schema?.status).toBe('healthy');
    const alsoColumnOnly = await migrateDown(fx.db);
    expect((await databaseHealth(fx.db)).checks.schema?.status).toBe('healthy');
    const thirdColumnOnly = await migrateDown(fx.db);
    expect((await databaseHealth(fx.db)).checks.schema?.status).toBe('healthy');
    const fourthColumnOnly = await migrateDown(fx.db);
    expect((await databaseHealth(fx.db)).checks.schema?.status).toBe('healthy');
    const tables = await migrateDown(fx.db);
    const degraded = await databaseHealth(fx.db);
    expect(degraded.checks.migrations).toEqual({
      status: 'degraded',
      details: `pending: ${tables}, ${fourthColumnOnly}, ${thirdColumnOnly}, ${alsoColumnOnly}, ${indexOnly}, ${columnOnly}`,
    });
    expect(degraded.checks.schema?.status).toBe('unhealthy');
    expect(degraded.overall_status).toBe('unhealthy');
    await migrateToLatest(fx.db);
    expect((await databaseHealth(fx.db)).overall_status).toBe('healthy');
  });

  it('serves table pages in the shared TableData shape', async () => {
    const page = TableDataSchema.parse(
      await fx.repos.diagnostics.tableData('schema_migrations', { limit: 2, offset: 0 }),
    );
    expect(page.columns).toEqual([
      'filename',
      'applied_at',
      'status',
      'execution_time_ms',
      'error_message',
      'checksum',
    ]);
    expect(page).toMatchObject({ returned_rows: 2, total_rows: 10 });
  });
});

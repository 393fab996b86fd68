import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR } from '../../apps/server/src/db/migration-files';
import {
  MigrationError,
  listMigrations,
  migrateDown,
  migrateToLatest,
} from '../../apps/server/src/db/migrator';
import { PRODUCT_TABLES } from '../../apps/server/src/db/schema';
import { BACKENDS, useDatabase } from './backends';

const REAL_MIGRATIONS = readdirSync(DEFAULT_MIGRATIONS_DIR)
  .filter((f) => /^\d{8}_\d{4}_.*\.ts$/.test(f))
  .sort();

const EXTRA = '20991231_0001_extra.ts';
const extraSource = (body: string) => `export async function up(db) {
  await db.schema.createTable('extra_thing').addColumn('id', 'text', (c) => c.primaryKey()).execute();
  ${body}
}
export async function down(db) {
  await db.schema.dropTable('extra_thing').execute();
}
`;

describe.each(BACKENDS)('migrations on $name', (backend) => {
  const fx = useDatabase(backend, { migrate: false });
  let dir: string;

  beforeAll(() => {
    // A private copy of the real migrations, so this suite can add, break and edit files freely. It sits
    // under node_modules/.cache (ignored by git) so a migration's own imports, e.g. kysely, still resolve.
    const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(join(cache, 'lc-migrations-'));
    for (const f of REAL_MIGRATIONS) copyFileSync(join(DEFAULT_MIGRATIONS_DIR, f), join(dir, f));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const tableNames = async () => (await fx.repos.diagnostics.tables()).map((t) => t.name);

  it('lists every migration as pending on an empty database', async () => {
    const list = await listMigrations(fx.db, { migrationsDir: dir });
    expect(list.map((m) => m.filename)).toEqual(REAL_MIGRATIONS);
    expect(list.every((m) => m.status === 'pending' && m.appliedAt === null)).toBe(true);
  });

  it('applies all migrations in order and records them in the ledger with checksums', async () => {
    const result = await migrateToLatest(fx.db, { migrationsDir: dir });
    expect(result.applied).toEqual(REAL_MIGRATIONS);
    expect((await tableNames()).sort()).toEqual([...PRODUCT_TABLES].sort());
    const list = await listMigrations(fx.db, { migrationsDir: dir });
    for (const m of list) {
      expect(m.status).toBe('applied');
      expect(m.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(m.checksumChanged).toBe(false);
      expect(m.executionTimeMs).toBeGreaterThanOrEqual(0);
      expect(Date.parse(m.appliedAt ?? '')).not.toBeNaN();
    }
    expect((await migrateToLatest(fx.db, { migrationsDir: dir })).applied).toEqual([]);
  });

  it('upgrades a database migrated before Kysely kept its own record, without running anything again', async () => {
    const before = await listMigrations(fx.db, { migrationsDir: dir });
    // What a database migrated by the earlier migrator has: the ledger only.
    await sql`drop table kysely_migration`.execute(fx.db.kysely);
    await sql`drop table kysely_migration_lock`.execute(fx.db.kysely);
    expect((await migrateToLatest(fx.db, { migrationsDir: dir })).applied).toEqual([]);
    expect(await listMigrations(fx.db, { migrationsDir: dir })).toEqual(before);
    expect((await tableNames()).sort()).toEqual([...PRODUCT_TABLES].sort());
  });

  it('records a failing migration as failed, rolls its changes back, and retries it once fixed', async () => {
    writeFileSync(join(dir, EXTRA), extraSource(`throw new Error('boom in extra');`));
    const failure = await migrateToLatest(fx.db, { migrationsDir: dir }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).filename).toBe(EXTRA);
    const failed = (await listMigrations(fx.db, { migrationsDir: dir })).find((m) => m.filename === EXTRA);
    expect(failed).toMatchObject({ status: 'failed', errorMessage: 'boom in extra' });
    expect(await tableNames()).not.toContain('extra_thing');
    expect(await fx.repos.diagnostics.tables()).toHaveLength(PRODUCT_TABLES.length);

    writeFileSync(join(dir, EXTRA), extraSource(''));
    expect((await migrateToLatest(fx.db, { migrationsDir: dir })).applied).toEqual([EXTRA]);
    const fixed = (await listMigrations(fx.db, { migrationsDir: dir })).find((m) => m.filename === EXTRA);
    expect(fixed).toMatchObject({ status: 'applied', errorMessage: null, checksumChanged: false });
  });

  it('reports an applied migration whose file changed, without running it again', async () => {
    const before = (await listMigrations(fx.db, { migrationsDir: dir })).find((m) => m.filename === EXTRA)!;
    appendFileSync(join(dir, EXTRA), '// edited after it ran\n');
    const result = await migrateToLatest(fx.db, { migrationsDir: dir });
    expect(result.applied).toEqual([]);
    expect(result.checksumMismatches).toHaveLength(1);
    const [mismatch] = result.checksumMismatches;
    expect(mismatch).toMatchObject({ filename: EXTRA, recordedChecksum: before.checksum });
    expect(mismatch?.currentChecksum).toMatch(/^[0-9a-f]{64}$/);
    expect(mismatch?.currentChecksum).not.toBe(before.checksum);
    const after = (await listMigrations(fx.db, { migrationsDir: dir })).find((m) => m.filename === EXTRA)!;
    expect(after).toMatchObject({ status: 'applied', checksum: before.checksum, checksumChanged: true });
    expect(after.appliedAt).toBe(before.appliedAt);
  });

  it('steps down one migration at a time and back up again', async () => {
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(EXTRA);
    expect(await tableNames()).not.toContain('extra_thing');
    rmSync(join(dir, EXTRA));

    const lastReal = REAL_MIGRATIONS.at(-1)!;
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(lastReal);
    const list = await listMigrations(fx.db, { migrationsDir: dir });
    expect(list.find((m) => m.filename === lastReal)?.status).toBe('pending');
    const columns = async (table: string) =>
      (await fx.db.kysely.introspection.getTables())
        .find((t) => t.name === table)
        ?.columns.map((c) => c.name) ?? [];
    // The last one adds the reading's place reached; the one before only the case-insensitive username
    // index; the one before that adds columns.
    expect(await columns('reading_records')).not.toContain('reached_words');
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(REAL_MIGRATIONS.at(-2));
    expect(await columns('messages')).toContain('input_mode');
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(REAL_MIGRATIONS.at(-3));
    expect(await columns('messages')).not.toContain('input_mode');
    expect(await columns('safety_alerts')).not.toContain('unclear_audio');
    expect(await columns('safety_alerts')).toContain('message_id');
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(REAL_MIGRATIONS.at(-4));
    expect(await columns('pronunciation_words')).not.toContain('heard_word');
    expect(await columns('pronunciation_words')).toContain('teacher_error_type');
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(REAL_MIGRATIONS.at(-5));
    expect(await columns('safety_alerts')).not.toContain('message_id');
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(REAL_MIGRATIONS.at(-6));
    expect(await tableNames()).not.toContain('reading_records');
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(REAL_MIGRATIONS.at(-7));
    expect(await tableNames()).not.toContain('users');

    for (let i = REAL_MIGRATIONS.length - 8; i >= 0; i--) {
      expect(await migrateDown(fx.db, { migrationsDir: dir })).toBe(REAL_MIGRATIONS[i]);
    }
    expect(await migrateDown(fx.db, { migrationsDir: dir })).toBeNull();
    expect(await tableNames()).toEqual(['schema_migrations']);

    expect((await migrateToLatest(fx.db, { migrationsDir: dir })).applied).toEqual(REAL_MIGRATIONS);
    expect((await tableNames()).sort()).toEqual([...PRODUCT_TABLES].sort());
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, redactUrl, sqliteFilePath } from '../../apps/server/src/db/database';
import { TEST_PG_URL } from './backends';

describe('createDatabase', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('opens a SQLite file in DATA_DIR with WAL, a busy timeout and foreign keys on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lc-db-open-'));
    dirs.push(dataDir);
    const db = await createDatabase({ dataDir: join(dataDir, 'nested') });
    try {
      expect(db.dialect).toBe('sqlite');
      expect(db.location).toBe(join(dataDir, 'nested', 'learning-companion.db'));
      const pragma = async (name: string) =>
        (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db.kysely)).rows[0];
      expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
      expect(await pragma('busy_timeout')).toEqual({ timeout: 5000 });
      expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
      expect(await db.ping()).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('opens an in-memory SQLite database for sqlite::memory:', async () => {
    const db = await createDatabase({ databaseUrl: 'sqlite::memory:', dataDir: '/nonexistent' });
    try {
      expect(db.location).toBe(':memory:');
      expect(await db.ping()).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('opens PostgreSQL for a postgres:// URL, creating the requested schema and using it', async () => {
    const schema = `test_open_${Date.now()}`;
    const db = await createDatabase({ databaseUrl: TEST_PG_URL, dataDir: tmpdir(), pgSchema: schema });
    try {
      expect(db.dialect).toBe('postgres');
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely);
      expect(rows[0]?.s).toBe(schema);
      expect(await db.ping()).toBe(true);
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.kysely);
      await db.close();
    }
    // Closing again (a second shutdown signal) is harmless, and a closed database reports it.
    await db.close();
    expect(await db.ping()).toBe(false);
  });

  it('fails with a clear message when PostgreSQL is unreachable', async () => {
    const attempt = createDatabase({
      databaseUrl: 'postgres://postgres:secret@127.0.0.1:1/test',
      dataDir: tmpdir(),
      connectAttempts: 2,
    });
    await expect(attempt).rejects.toThrow(
      /PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/test is unreachable/,
    );
  });

  it('rejects a schema name that could inject SQL', async () => {
    await expect(
      createDatabase({ databaseUrl: TEST_PG_URL, dataDir: tmpdir(), pgSchema: 'x"; drop table y; --' }),
    ).rejects.toThrow(/Invalid PostgreSQL schema name/);
  });

  it('reads DATABASE_URL forms for SQLite and redacts passwords in URLs', () => {
    expect(sqliteFilePath('sqlite:///var/lib/lc.db', '/data')).toBe('/var/lib/lc.db');
    expect(sqliteFilePath('file:/tmp/x.db', '/data')).toBe('/tmp/x.db');
    expect(sqliteFilePath(undefined, '/data')).toBe('/data/learning-companion.db');
    expect(sqliteFilePath('sqlite::memory:', '/data')).toBe(':memory:');
    expect(redactUrl('postgresql://u:pw@db:5432/app')).toBe('postgresql://u:***@db:5432/app');
  });
});

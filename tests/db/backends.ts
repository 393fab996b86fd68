/**
 * The two databases every suite in this folder runs against: a temporary SQLite file, and the real
 * PostgreSQL on 127.0.0.1 in a fresh `test_<random>` schema dropped afterwards. PostgreSQL is required:
 * if it cannot be reached the suite fails with a message saying so, it is never skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase } from '../../apps/server/src/db/database';
import type { Db, DialectName } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrator';
import { createRepositories } from '../../apps/server/src/db/repositories';
import type { Repositories } from '../../apps/server/src/db/repositories';

export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface OpenedDb {
  db: Db;
  dispose(): Promise<void>;
}

export interface Backend {
  name: DialectName;
  open(): Promise<OpenedDb>;
}

const sqliteBackend: Backend = {
  name: 'sqlite',
  open: async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lc-db-test-'));
    const db = await createDatabase({ dataDir });
    return {
      db,
      dispose: async () => {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const postgresBackend: Backend = {
  name: 'postgres',
  open: async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    let db: Db;
    try {
      db = await createDatabase({
        databaseUrl: TEST_PG_URL,
        dataDir: tmpdir(),
        pgSchema: schema,
        connectAttempts: 3,
      });
    } catch (err) {
      throw new Error(
        `The database suite needs the real PostgreSQL (${TEST_PG_URL}; TEST_DATABASE_URL overrides): ` +
          (err instanceof Error ? err.message : String(err)),
        { cause: err },
      );
    }
    return {
      db,
      dispose: async () => {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.kysely);
        await db.close();
      },
    };
  },
};

export const BACKENDS: Backend[] = [sqliteBackend, postgresBackend];

export interface DbFixture {
  readonly db: Db;
  readonly repos: Repositories;
}

/** Opens (and by default migrates) a fresh database for the enclosing describe block. */
export function useDatabase(backend: Backend, opts: { migrate?: boolean } = {}): DbFixture {
  let opened: OpenedDb | undefined;
  let repos: Repositories | undefined;
  beforeAll(async () => {
    opened = await backend.open();
    if (opts.migrate ?? true) await migrateToLatest(opened.db);
    repos = createRepositories(opened.db);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return {
    get db() {
      if (!opened) throw new Error('database not opened yet');
      return opened.db;
    },
    get repos() {
      if (!repos) throw new Error('database not opened yet');
      return repos;
    },
  };
}

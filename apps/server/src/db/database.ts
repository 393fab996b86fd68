/**
 * Opens the product database: Kysely over a better-sqlite3 file in DATA_DIR by default, or over a
 * `pg.Pool` when the URL is postgres:// or postgresql://. Everything above this file is dialect-blind
 * except the few queries that need `Db.dialect` (date arithmetic, diagnostics).
 */
import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ensurePrivateFile, PRIVATE_DIR_MODE } from '../common/data-dir';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite file path, or the PostgreSQL URL with its password redacted. */
  location: string;
  close(): Promise<void>;
  ping(): Promise<boolean>;
}

export interface CreateDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  logger?: Logger | undefined;
  /** PostgreSQL only: create this schema if missing and use it on every pooled connection. */
  pgSchema?: string | undefined;
  /** PostgreSQL only: connection attempts at startup before giving up (default 5). */
  connectAttempts?: number | undefined;
  /** PostgreSQL only: most connections this instance holds (default 10). */
  poolMax?: number | undefined;
}

export const DEFAULT_SQLITE_FILENAME = 'learning-companion.db';
const DEFAULT_PG_POOL_MAX = 10;
const SQLITE_MEMORY = ':memory:';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

export async function createDatabase(opts: CreateDatabaseOptions): Promise<Db> {
  if (isPostgresUrl(opts.databaseUrl)) return openPostgres(opts.databaseUrl, opts);
  return openSqlite(sqliteFilePath(opts.databaseUrl, opts.dataDir), opts.logger);
}

/**
 * Accepts a bare path, `file:<path>`, `sqlite:<path>` or `:memory:`; unset means
 * `<dataDir>/learning-companion.db`.
 */
export function sqliteFilePath(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl === undefined || databaseUrl.trim() === '')
    return resolve(join(dataDir, DEFAULT_SQLITE_FILENAME));
  const path = databaseUrl.trim().replace(/^(sqlite|file):(\/\/)?/i, '');
  if (path === SQLITE_MEMORY) return SQLITE_MEMORY;
  return isAbsolute(path) ? path : resolve(path);
}

function openSqlite(file: string, logger: Logger | undefined): Db {
  if (file !== SQLITE_MEMORY) {
    mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Children's words: readable by the server's user only (SQLite gives -wal and -shm the same mode).
    ensurePrivateFile(file);
  }
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers (dashboard) proceed while a session writes; busy_timeout rides out short locks
  // from another process; foreign keys are off by default in SQLite and the cascades rely on them.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  logger?.info({ database: 'sqlite', file }, 'database opened');
  return {
    kysely,
    dialect: 'sqlite',
    location: file,
    close: () => kysely.destroy(),
    ping: () => ping(kysely),
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh and better-sqlite3 compiles the SQL each time: on a busy read
 * such as the story list that was a tenth of the request's time. The product's queries are a few
 * hundred fixed texts (values are parameters), so compiled statements are kept by text, least recently
 * used first out. Reusing one is safe: Kysely runs one query at a time on the single connection, and
 * SQLite recompiles a kept statement itself when a migration changes the schema.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(text) {
      const kept = statements.get(text);
      if (kept) {
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

async function openPostgres(url: string, opts: CreateDatabaseOptions): Promise<Db> {
  const schema = opts.pgSchema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}": use lower-case letters, digits and _`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? DEFAULT_PG_POOL_MAX,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    // A network that silently drops packets must not hang requests: bound every query.
    query_timeout: 30_000,
    // A startup parameter applies search_path before any query runs on each new pooled connection.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client losing its server connection emits on the pool; without a listener that would crash.
  pool.on('error', (err) => opts.logger?.warn({ err: errorMessage(err) }, 'postgres idle client error'));
  // A client checked out for a query emits 'error' too when its connection dies (database restart,
  // network cut); the query itself is rejected anyway, and an unheard 'error' would crash the process.
  pool.on('connect', (client) => {
    client.on('error', (err) => opts.logger?.warn({ err: errorMessage(err) }, 'postgres connection lost'));
  });
  const location = redactUrl(url);
  try {
    await connectWithRetry(pool, opts.connectAttempts ?? 5, opts.logger);
    if (schema !== undefined) await createSchema(pool, schema);
  } catch (err) {
    await pool.end();
    throw new Error(`PostgreSQL at ${location} is unreachable: ${errorMessage(err)}`, { cause: err });
  }
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  opts.logger?.info({ database: 'postgres', location, schema }, 'database opened');
  return {
    kysely,
    dialect: 'postgres',
    location: schema === undefined ? location : `${location} (schema ${schema})`,
    close: () => kysely.destroy(),
    ping: () => ping(kysely),
  };
}

const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENOTFOUND',
  '57P03', // cannot_connect_now: the server is starting up
  '53300', // too_many_connections
]);

async function connectWithRetry(pool: pg.Pool, attempts: number, logger: Logger | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('select 1');
      return;
    } catch (err) {
      const transient = isTransient(err);
      if (!transient || attempt >= attempts) throw err;
      const delayMs = Math.min(250 * 2 ** (attempt - 1), 4_000);
      logger?.warn({ attempt, delayMs, err: errorMessage(err) }, 'postgres not reachable yet, retrying');
      await new Promise((done) => setTimeout(done, delayMs));
    }
  }
}

function isTransient(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
  return /timeout|terminated unexpectedly/i.test(errorMessage(err));
}

async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`create schema if not exists "${schema}"`);
  } catch (err) {
    // Two instances racing on "if not exists" can still collide on the catalog's unique index.
    const code = (err as { code?: unknown }).code;
    if (code !== '23505' && code !== '42P06') throw err;
  }
}

async function ping(kysely: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(kysely);
    return true;
  } catch {
    return false;
  }
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable url)';
  }
}

function errorMessage(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return err.errors.map(errorMessage).join('; ');
  return err instanceof Error ? err.message || (err as { code?: string }).code || err.name : String(err);
}

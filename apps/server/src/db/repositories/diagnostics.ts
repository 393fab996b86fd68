/**
 * What the dashboard's Database tab shows: tables with row counts, database size, index count, and a
 * page of any one table's rows. Only the product's own tables can be read (an allow-list, never a
 * name passed into SQL unchecked); secrets (password hashes, CSRF tokens) and audio bytes are masked.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../database';
import { PRODUCT_TABLES } from '../schema';
import type { Database, TableName } from '../schema';
import { toNumber } from './sql-values';

export interface TableCount {
  name: TableName;
  rowCount: number;
}

/** The shape of `GET /database/tables/{name}/data` (shared `TableData`). */
export interface TableDataPage {
  columns: string[];
  data: Record<string, unknown>[];
  returned_rows: number;
  total_rows: number;
}

export class UnknownTableError extends Error {
  constructor(readonly tableName: string) {
    super(`Unknown table: ${tableName}`);
    this.name = 'UnknownTableError';
  }
}

const MASKED_COLUMNS: Partial<Record<TableName, readonly string[]>> = {
  users: ['password_hash'],
  auth_sessions: ['id', 'csrf_token'],
};
const MAX_PAGE_ROWS = 1000;

export function isProductTable(name: string): name is TableName {
  return (PRODUCT_TABLES as readonly string[]).includes(name);
}

export class DiagnosticsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** Tables that exist right now (a partly migrated database lists fewer), with their row counts. */
  async tables(): Promise<TableCount[]> {
    const existing = new Set(await this.existingTables());
    const counts: TableCount[] = [];
    for (const name of PRODUCT_TABLES) {
      if (existing.has(name)) counts.push({ name, rowCount: await this.countRows(name) });
    }
    return counts;
  }

  async databaseSizeBytes(): Promise<number> {
    const query =
      this.dialect === 'sqlite'
        ? sql<{ n: unknown }>`select page_count * page_size as n from pragma_page_count(), pragma_page_size()`
        : sql<{ n: unknown }>`select pg_database_size(current_database()) as n`;
    const { rows } = await query.execute(this.db);
    return toNumber(rows[0]?.n);
  }

  async indexCount(): Promise<number> {
    const query =
      this.dialect === 'sqlite'
        ? sql<{ n: unknown }>`select count(*) as n from sqlite_master where type = 'index'`
        : sql<{ n: unknown }>`select count(*) as n from pg_indexes where schemaname = current_schema()`;
    const { rows } = await query.execute(this.db);
    return toNumber(rows[0]?.n);
  }

  /** One page of a product table; throws UnknownTableError for any other name. */
  async tableData(name: string, page: { limit: number; offset: number }): Promise<TableDataPage> {
    if (!isProductTable(name) || !(await this.existingTables()).includes(name))
      throw new UnknownTableError(name);
    const limit = Math.max(0, Math.min(Math.trunc(page.limit), MAX_PAGE_ROWS));
    const offset = Math.max(0, Math.trunc(page.offset));
    const columns = await this.columnsOf(name);
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(name)} order by 1 limit ${limit} offset ${offset}`.execute(this.db);
    const masked = MASKED_COLUMNS[name] ?? [];
    const safeRows = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([col, value]) => [col, displayValue(value, masked.includes(col))]),
      ),
    );
    return {
      columns,
      data: safeRows,
      returned_rows: safeRows.length,
      total_rows: await this.countRows(name),
    };
  }

  private async countRows(name: TableName): Promise<number> {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from ${sql.table(name)}`.execute(this.db);
    return toNumber(rows[0]?.n);
  }

  private async existingTables(): Promise<string[]> {
    const query =
      this.dialect === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
        : sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`;
    return (await query.execute(this.db)).rows.map((r) => r.name);
  }

  private async columnsOf(name: TableName): Promise<string[]> {
    const query =
      this.dialect === 'sqlite'
        ? sql<{ name: string }>`select name from pragma_table_info(${name}) order by cid`
        : sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${name} order by ordinal_position`;
    return (await query.execute(this.db)).rows.map((r) => r.name);
  }
}

function displayValue(value: unknown, masked: boolean): unknown {
  if (masked) return '[redacted]';
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (typeof value === 'bigint') return Number(value);
  return value;
}

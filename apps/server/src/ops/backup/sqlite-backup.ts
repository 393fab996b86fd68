/**
 * A consistent copy of the SQLite database while the server keeps writing: SQLite's online backup API
 * (through better-sqlite3) copies pages and restarts on concurrent change, so the copy is one
 * transaction's view — unlike `cp`, which can catch the main file and the WAL out of step.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ensurePrivateFile, PRIVATE_DIR_MODE } from '../../common/data-dir';

export interface BackupResult {
  file: string;
  bytes: number;
  /** Migrations recorded in the copy: what a restore brings back and what an upgrade will apply after. */
  migrations: number;
}

export class BackupError extends Error {}

/** `learning-companion-2026-11-27T04-05-09.db`: sorts by time and is a valid file name everywhere. */
export function backupFileName(now: Date = new Date()): string {
  return `learning-companion-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.db`;
}

export async function backupSqlite(source: string, destination: string): Promise<BackupResult> {
  mkdirSync(path.dirname(destination), { recursive: true, mode: PRIVATE_DIR_MODE });
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`Cannot open the database ${source}: ${(error as Error).message}`);
  }
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
  ensurePrivateFile(destination);
  const copy = new BetterSqlite3(destination, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The backup ${destination} failed SQLite's integrity check: ${String(check)}`);
    const ledger = copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
    const migrations = ledger ? (copy.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number }).n : 0;
    return { file: destination, bytes: statSync(destination).size, migrations };
  } finally {
    copy.close();
  }
}

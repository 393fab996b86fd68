/**
 * `npm run backup [-- <file>]`: a consistent copy of the SQLite database, safe while the server runs,
 * written to DATA_DIR/backups unless a file is named. PostgreSQL has its own tool (pg_dump).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { isPostgresUrl, sqliteFilePath } from '../../db';
import { BackupError, backupFileName, backupSqlite } from './sqlite-backup';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 78;
    }
    throw error;
  }
  if (isPostgresUrl(config.databaseUrl)) {
    process.stderr.write('DATABASE_URL is PostgreSQL: back it up with pg_dump (see docs/deploy.md, "Backups").\n');
    return 2;
  }
  const source = sqliteFilePath(config.databaseUrl, config.dataDir);
  if (source === ':memory:') {
    process.stderr.write('DATABASE_URL is an in-memory database: there is nothing on disk to back up.\n');
    return 2;
  }
  const named = process.argv[2];
  const destination = named ? path.resolve(named) : path.join(config.dataDir, 'backups', backupFileName());
  try {
    const result = await backupSqlite(source, destination);
    process.stdout.write(
      `Backed up ${source} to ${result.file} (${(result.bytes / 1024).toFixed(0)} KiB, ${result.migrations} migrations applied).\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();

/**
 * Finds the timestamped migration files on disk, hashes their source and loads their `up`/`down`.
 * The checksum is what lets the ledger notice an applied migration that was edited afterwards.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MigrationModule } from './migrations/types';

/** `YYYYMMDD_NNNN_name.ts` (or .js once compiled); anything else in the folder is not a migration. */
const MIGRATION_FILE = /^\d{8}_\d{4}_[a-z0-9_-]+\.(ts|js|mjs)$/;

/**
 * The migrations' identity (filename, checksum) is always their TypeScript source, so a database keeps
 * one ledger whether the server runs from source (tsx, tests) or compiled (npm start): the compiled
 * server lists apps/server/src/db/migrations and imports the same-named .js beside itself.
 */
const COMPILED = !import.meta.url.endsWith('.ts');
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL(COMPILED ? '../../src/db/migrations' : './migrations', import.meta.url));
const COMPILED_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface MigrationFile {
  filename: string;
  path: string;
  checksum: string;
}

export async function discoverMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name) && !name.endsWith('.d.ts'));
  names.sort();
  return Promise.all(
    names.map(async (filename) => {
      const path = join(dir, filename);
      const checksum = createHash('sha256')
        .update(await readFile(path))
        .digest('hex');
      return { filename, path, checksum };
    }),
  );
}

export async function loadMigration(file: MigrationFile): Promise<MigrationModule> {
  // The checksum in the URL makes an edited file load afresh instead of from the module cache.
  const compiledSource = COMPILED && file.path.startsWith(DEFAULT_MIGRATIONS_DIR) && file.filename.endsWith('.ts');
  const modulePath = compiledSource ? join(COMPILED_MIGRATIONS_DIR, file.filename.replace(/\.ts$/, '.js')) : file.path;
  const url = `${pathToFileURL(modulePath).href}?checksum=${file.checksum}`;
  const mod = (await import(url)) as Partial<MigrationModule>;
  if (typeof mod.up !== 'function' || typeof mod.down !== 'function') {
    throw new Error(`Migration ${file.filename} must export async functions up(db) and down(db)`);
  }
  return { up: mod.up, down: mod.down };
}

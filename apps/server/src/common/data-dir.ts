/**
 * DATA_DIR holds the database, logs and uploads of children's sessions, so it is private to the server's
 * user (0700) and must be writable before anything starts: an unwritable one stops the boot with one
 * line naming it, instead of a stack trace about a sub-folder.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export class DataDirError extends Error {}

function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'EROFS') return 'the file system is read-only';
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Node's recursive mkdir reports ENOENT on a read-only file system; asking the nearest existing folder
 * whether it is writable gives the real reason (EROFS, EACCES).
 */
function underlying(dir: string, error: unknown): unknown {
  if ((error as { code?: string }).code !== 'ENOENT') return error;
  let existing = path.dirname(dir);
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  try {
    fs.accessSync(existing, fs.constants.W_OK);
    return error;
  } catch (parentError) {
    return parentError;
  }
}

/** Creates a private folder, or makes an existing one private (best effort: it may be a mount point). */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
  } catch {
    // not ours to change (a mount point owned by someone else); writability is checked next
  }
}

/** Throws a DataDirError whose message is one line naming DATA_DIR when it cannot be written. */
export function assertWritableDataDir(dataDir: string): void {
  try {
    ensurePrivateDir(dataDir);
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, 'ok', { mode: PRIVATE_FILE_MODE });
    fs.rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirError(`Learning Companion cannot write to DATA_DIR ${dataDir}: ${reason(underlying(dataDir, error))}`);
  }
}

/** Creates a file private to the server's user if it is missing, and makes an existing one private. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}

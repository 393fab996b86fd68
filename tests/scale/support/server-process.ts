/**
 * Instances for the scale-out tests and bench: each with its own port and DATA_DIR, sharing the
 * DATABASE_URL and REDIS_URL it is given, with an administrator from LC_ADMIN_*.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess as startProcess } from '../../support/server-process';

export { freePort, REPO_ROOT } from '../../support/server-process';
export const ADMIN = { username: 'scale-admin', password: 'scale-admin-password-1' };

export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  readonly baseUrl: string;
  readonly wsUrl: string;
  output(): string;
  alive(): boolean;
  /** SIGKILL, then waits (bounded) for the exit: a crash, not a shutdown. */
  kill(): Promise<void>;
}

export async function startServerProcess(opts: {
  name: string;
  databaseUrl: string;
  redisUrl: string;
  bootTimeoutMs?: number;
}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lc-scale-${opts.name}-`));
  try {
    const proc = await startProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: opts.databaseUrl,
        REDIS_URL: opts.redisUrl,
        LC_ADMIN_USERNAME: ADMIN.username,
        LC_ADMIN_PASSWORD: ADMIN.password,
      },
      opts.bootTimeoutMs ?? 90_000,
    );
    return {
      name: opts.name,
      port: proc.port,
      baseUrl: proc.baseUrl,
      wsUrl: proc.wsUrl,
      output: () => proc.output(),
      alive: () => proc.alive(),
      async kill() {
        await proc.kill9();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`server ${opts.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

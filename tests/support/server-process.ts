/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`), for tests and
 * benchmarks that must crash it, restart it, run several of it, or measure it without sharing its
 * event loop. The process gets only the environment it is given (plus PATH and HOME), so a setting
 * of the calling shell never leaks into it. Every start is bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  wsUrl: string;
  /** The last of what the process wrote to stdout and stderr (boot failures show here). */
  output(): string;
  alive(): boolean;
  /** SIGKILL: no shutdown hooks, no flushing — a power cut as far as the process can tell. */
  kill9(): Promise<void>;
  /** SIGTERM, then wait (bounded) for the exit code. */
  stop(): Promise<number | null>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exitOf(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(child.exitCode), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** `env.PORT` starts it on that port (a restart where the clients expect it); otherwise on a free one. */
export async function startServerProcess(
  env: Record<string, string>,
  bootTimeoutMs = 120_000,
  opts: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // The compiled server (apps/server/dist, as `npm start` runs it) or the TypeScript source under tsx.
  const args = opts.compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      HTTPS_PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    port,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}`,
    output: () => output,
    alive,
    async kill9() {
      if (alive()) child.kill('SIGKILL');
      await exitOf(child, 5_000);
    },
    async stop() {
      if (alive()) child.kill('SIGTERM');
      return exitOf(child, 20_000);
    },
  };
  const deadline = Date.now() + bootTimeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`server exited during boot (${child.exitCode}): ${output}`);
    try {
      const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill9();
      throw new Error(`server did not become healthy on port ${port} within ${bootTimeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

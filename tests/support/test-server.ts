/**
 * Starts the real server in-process for integration tests: a fresh DATA_DIR with its own SQLite file,
 * or a fresh PostgreSQL schema on the machine's PostgreSQL (dropped on close).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { createLogging } from '../../apps/server/src/ops/logger';
import { startServer, type RunningServer } from '../../apps/server/src/server';
import { createLocalSpeechStack, LazySpeechStack, type SpeechStackSource } from '../../apps/server/src/voice/providers/local/speech-stack';
import pino from 'pino';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabase = 'sqlite' | 'postgres';

export interface TestServer extends RunningServer {
  dataDir: string;
  baseUrl: string;
}

/** One offline speech stack per test process, shared by every server it starts (it takes a second to load). */
let processSpeech: LazySpeechStack | null = null;
export function testSpeechStack(): SpeechStackSource {
  // The reader limit's measurement (two decodes of a passage) is left to the test of it (machine-full.test.ts).
  processSpeech ??= new LazySpeechStack(() => createLocalSpeechStack({ logger: pino({ level: 'silent' }), searchPath: process.env.PATH ?? '', measureReaderLimit: false }));
  return processSpeech;
}

export async function startTestServer(
  opts: { database?: TestDatabase; env?: Record<string, string>; listen?: boolean; speech?: SpeechStackSource } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-test-'));
  const pgSchema = opts.database === 'postgres' ? `test_${Math.random().toString(36).slice(2, 10)}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    // Many servers run at once in tests: HTTPS only where a test asks for it.
    HTTPS_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PATH: process.env.PATH ?? '',
    ...(pgSchema ? { DATABASE_URL: TEST_POSTGRES_URL } : {}),
    ...opts.env,
  });
  const logging = await createLogging({ level: 'warn', stdout: false });
  const server = await startServer({
    config: { ...config, port: opts.listen ? 0 : config.port },
    logging,
    repoRoot: REPO_ROOT,
    listen: opts.listen ?? false,
    speech: opts.speech ?? testSpeechStack(),
    ...(pgSchema ? { pgSchema } : {}),
  });
  return {
    ...server,
    dataDir,
    baseUrl: `http://127.0.0.1:${server.port}`,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pgSchema) {
        const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
        await client.end();
      }
    },
  };
}

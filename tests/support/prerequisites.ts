/**
 * Before any test: says precisely what this machine lacks for `npm test` (PostgreSQL's `test` database,
 * Redis, Chromium), instead of hundreds of tests failing with connection errors.
 */
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';

const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CHROMIUM = '/usr/bin/chromium';
const ESPEAK = '/usr/bin/espeak-ng';

async function postgresProblem(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at 127.0.0.1:5432, database "test", user postgres with trust auth (${(error as Error).message}): apt-get install -y postgresql, then createdb -U postgres test`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redisProblem(): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    const fail = (why: string) => {
      socket.destroy();
      resolve(`Redis at 127.0.0.1:6379 (${why}): apt-get install -y redis-server`);
    };
    socket.setTimeout(3000, () => fail('no answer'));
    socket.once('error', (error) => fail(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG') ? null : `Redis at 127.0.0.1:6379 answered ${JSON.stringify(data.toString().trim())}`);
    });
  });
}

export default async function checkPrerequisites(): Promise<void> {
  const problems = [await postgresProblem(), await redisProblem()];
  if (!fs.existsSync(ESPEAK)) problems.push(`eSpeak NG at ${ESPEAK} for the listening tests with a voice unlike Flite: apt-get install -y espeak-ng`);
  if (!fs.existsSync(CHROMIUM)) problems.push(`Chromium at ${CHROMIUM} for the browser tests: apt-get install -y chromium fonts-dejavu-core fonts-noto-color-emoji`);
  const missing = problems.filter((p): p is string => p !== null);
  if (missing.length > 0) throw new Error(`npm test needs, on this machine:\n- ${missing.join('\n- ')}\n(README, "Tests", lists everything; .ci/run installs it on Debian.)`);
}

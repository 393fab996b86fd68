/**
 * The REST path's weight (npm run bench -- rest): autocannon against the product's GET /api/stories/?age=7
 * and against a bare Fastify answering the same bytes, alternately, several rounds each, in one run.
 * Both servers run as child processes (the product exactly as `npm start` runs it, under tsx with its
 * production logging), so the load generator in this process does not share their event loop.
 * Prints requests/s and p50/p99 latency per round and overall, and the product's share of the bare
 * server's requests/s against the target (≥ 50 %, p99 ≤ 15 ms).
 *   --profile   also records a CPU profile of the product (node --cpu-prof) and prints where its time went
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { summariseProfile } from './support/cpu-profile';
import { describeLoad, startLoadMeter } from './support/machine-load';
import { verdict } from './support/stats';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PATH_AND_QUERY = '/api/stories/?age=7';
const ROUNDS = 4;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;
const TARGET_SHARE = 0.5;
const TARGET_P99_MS = 15;
const profiling = process.argv.includes('--profile');

interface Child {
  process: ChildProcess;
  port: number;
}

/** Starts a node child under tsx and waits for the line that names its port. */
function startChild(args: string[], env: NodeJS.ProcessEnv, portOf: (line: string) => number | undefined): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    let found = false;
    lines.on('line', (text) => {
      if (found) return;
      const port = portOf(text);
      if (port === undefined) return;
      found = true;
      // Keep draining its stdout so a chatty server never blocks on a full pipe.
      resolve({ process: child, port });
    });
    child.once('exit', (code) => {
      if (!found) reject(new Error(`${args.join(' ')} exited with ${code} before listening`));
    });
  });
}

function stopChild(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill('SIGTERM');
  });
}

async function startProduct(dataDir: string, profileDir: string | undefined): Promise<Child> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.homedir(),
    DATA_DIR: dataDir,
    PORT: '0',
    HTTPS_PORT: '0',
    HOST: '127.0.0.1',
  };
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return startChild([...flags, 'apps/server/src/main.ts'], env, (text) => {
    const match = /listening on http:\/\/localhost:(\d+)/.exec(text);
    return match?.[1] ? Number(match[1]) : undefined;
  });
}

async function startBare(bodyFile: string, contentType: string): Promise<Child> {
  return startChild(['bench/support/bare-fastify.ts', bodyFile, contentType], { PATH: process.env.PATH ?? '' }, (text) => {
    const match = /^listening (\d+)$/.exec(text.trim());
    return match?.[1] ? Number(match[1]) : undefined;
  });
}

interface Round {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function hammer(port: number, seconds: number): Promise<Round> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${PATH_AND_QUERY}`, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

const row = (label: string, r: Pick<Round, 'requestsPerSecond' | 'p50Ms' | 'p99Ms'>) =>
  `  ${label.padEnd(18)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50Ms.toFixed(1).padStart(5)} ms   p99 ${r.p99Ms.toFixed(1).padStart(5)} ms`;

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'lc-bench-rest-'));
  const profileDir = profiling ? path.join(work, 'profile') : undefined;
  const product = await startProduct(path.join(work, 'data'), profileDir);
  let bare: Child | undefined;
  try {
    const answer = await fetch(`http://127.0.0.1:${product.port}${PATH_AND_QUERY}`);
    const body = Buffer.from(await answer.arrayBuffer());
    if (answer.status !== 200) throw new Error(`the product answered ${answer.status}: ${body.toString()}`);
    const contentType = answer.headers.get('content-type') ?? 'application/json; charset=utf-8';
    const bodyFile = path.join(work, 'stories.json');
    writeFileSync(bodyFile, body);
    bare = await startBare(bodyFile, contentType);
    process.stdout.write(
      `GET ${PATH_AND_QUERY}: ${body.length} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s each, alternating\n`,
    );

    await hammer(product.port, WARM_UP_SECONDS);
    await hammer(bare.port, WARM_UP_SECONDS);
    const meter = startLoadMeter();
    const rounds: { product: Round[]; bare: Round[] } = { product: [], bare: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const p = await hammer(product.port, ROUND_SECONDS);
      const b = await hammer(bare.port, ROUND_SECONDS);
      rounds.product.push(p);
      rounds.bare.push(b);
      process.stdout.write(`round ${i + 1}\n${row('product', p)}\n${row('bare Fastify', b)}\n`);
      if (p.errors + p.non2xx + b.errors + b.non2xx > 0) {
        throw new Error(`errors or non-2xx answers: product ${p.errors}/${p.non2xx}, bare ${b.errors}/${b.non2xx}`);
      }
    }
    const load = meter();

    const overall = (list: Round[]) => ({
      requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
      p50Ms: median(list.map((r) => r.p50Ms)),
      p99Ms: median(list.map((r) => r.p99Ms)),
    });
    const p = overall(rounds.product);
    const b = overall(rounds.bare);
    const share = p.requestsPerSecond / b.requestsPerSecond;
    process.stdout.write(`median of ${ROUNDS} rounds\n${row('product', p)}\n${row('bare Fastify', b)}\n`);
    process.stdout.write(
      `  product / bare     ${(share * 100).toFixed(1)} % of requests/s  ${verdict(share >= TARGET_SHARE)} (target ≥ ${TARGET_SHARE * 100} %)\n`,
    );
    process.stdout.write(`  product p99        ${p.p99Ms.toFixed(1)} ms  ${verdict(p.p99Ms <= TARGET_P99_MS)} (target ≤ ${TARGET_P99_MS} ms)\n`);
    process.stdout.write(`  ${describeLoad(load)}\n`);
  } finally {
    if (bare) await stopChild(bare);
    await stopChild(product);
  }

  if (profileDir) {
    const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (file) {
      const summary = summariseProfile(path.join(profileDir, file));
      process.stdout.write(`\nproduct CPU profile: ${summary.totalMs.toFixed(0)} ms sampled (idle excluded), self time\n`);
      for (const s of summary.byPlace) process.stdout.write(`  ${(s.share * 100).toFixed(1).padStart(5)} %  ${s.name}\n`);
      process.stdout.write('by function\n');
      for (const s of summary.byFunction) process.stdout.write(`  ${(s.share * 100).toFixed(1).padStart(5)} %  ${s.name}\n`);
      // Kept for DevTools (Performance tab, "Load profile") or a closer look.
      process.stdout.write(`profile: ${path.join(profileDir, file)}\n`);
      rmSync(path.join(work, 'data'), { recursive: true, force: true });
      return;
    }
  }
  rmSync(work, { recursive: true, force: true });
}

await main();

/**
 * Scale-out throughput (run: npm run bench -- scale): the REST API and UI-state fan-out with one server
 * instance and with two, side by side. Two real server processes share a fresh PostgreSQL schema on
 * 127.0.0.1:5432 and the Redis on 127.0.0.1:6379; "one instance" sends everything to A, "two instances"
 * round-robins over A and B as a load balancer would. Each measurement is a closed loop bounded in time
 * and in requests; the schema is dropped and both processes killed at the end.
 *
 * On a 2-core machine the load generator (this process) competes with the servers for the same cores,
 * so the two-instance column shows how far a second process helps here, not what a second machine would.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { call, createChildSession, panelControl } from '../tests/scale/support/clients';
import { startServerProcess, type ServerProcess } from '../tests/scale/support/server-process';
import { closedLoop, latencySummary, perSecond, SocketFleet, type LoadRequest } from './scale/load';

const PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = 'redis://127.0.0.1:6379';
const DURATION_MS = 5_000;
const MAX_REQUESTS = 50_000;
const CONCURRENCY = 32;
const FANOUT_SOCKETS = 40;
const FANOUT_PUBLISHERS = 8;

interface Row {
  label: string;
  one: string;
  two: string;
}

async function restFigures(label: string, servers: ServerProcess[][], request: (n: number) => LoadRequest): Promise<Row[]> {
  const cells: Array<{ rate: string; latency: string }> = [];
  for (const group of servers) {
    const baseUrls = group.map((s) => s.baseUrl);
    await closedLoop({ baseUrls, concurrency: 8, durationMs: 1_000, maxRequests: 2_000, request }); // warm-up
    const result = await closedLoop({ baseUrls, concurrency: CONCURRENCY, durationMs: DURATION_MS, maxRequests: MAX_REQUESTS, request });
    const failed = result.failures > 0 ? ` (${result.failures} failed)` : '';
    cells.push({ rate: `${perSecond(result).toFixed(0)} req/s${failed}`, latency: latencySummary(result) });
  }
  return [
    { label, one: cells[0]?.rate ?? '', two: cells[1]?.rate ?? '' },
    { label: '  latency', one: cells[0]?.latency ?? '', two: cells[1]?.latency ?? '' },
  ];
}

async function fanoutFigures(servers: ServerProcess[][]): Promise<Row[]> {
  const cells: Array<{ publishes: string; deliveries: string }> = [];
  for (const group of servers) {
    const id = await createChildSession(group[0]!);
    await call(group[0]!, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'hide') });
    const fleet = await SocketFleet.open(group.map((s) => s.wsUrl), id, FANOUT_SOCKETS);
    const startedAt = performance.now();
    const published = await closedLoop({
      baseUrls: group.map((s) => s.baseUrl),
      concurrency: FANOUT_PUBLISHERS,
      durationMs: DURATION_MS,
      maxRequests: MAX_REQUESTS,
      request: () => ({ method: 'POST', path: '/api/ui-state/floating-panel/control', body: panelControl(id, 'toggle') }),
    });
    // Let the last publishes reach every socket (at most 3 s) before counting.
    const expected = (published.requests - published.failures) * FANOUT_SOCKETS;
    let lastCount = -1;
    let lastChangeAt = performance.now();
    const drainUntil = performance.now() + 3_000;
    while (fleet.delivered < expected && performance.now() < drainUntil) {
      if (fleet.delivered !== lastCount) {
        lastCount = fleet.delivered;
        lastChangeAt = performance.now();
      }
      await new Promise((done) => setTimeout(done, 20));
    }
    const seconds = (Math.max(lastChangeAt, startedAt + published.seconds * 1000) - startedAt) / 1000;
    fleet.close();
    const lost = expected - fleet.delivered;
    cells.push({
      publishes: `${perSecond(published).toFixed(0)} events/s`,
      deliveries: `${(fleet.delivered / seconds).toFixed(0)} msgs/s${lost > 0 ? ` (${lost} missing)` : ''}`,
    });
  }
  return [
    { label: `UI fan-out: events published (${FANOUT_PUBLISHERS} callers)`, one: cells[0]?.publishes ?? '', two: cells[1]?.publishes ?? '' },
    { label: `UI fan-out: delivered to ${FANOUT_SOCKETS} sockets`, one: cells[0]?.deliveries ?? '', two: cells[1]?.deliveries ?? '' },
  ];
}

async function main(): Promise<void> {
  const schema = `bench_scale_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${PG_URL}?schema=${schema}`;
  const instances: ServerProcess[] = [];
  try {
    const [a, b] = await Promise.all([
      startServerProcess({ name: 'A', databaseUrl, redisUrl: REDIS_URL }),
      startServerProcess({ name: 'B', databaseUrl, redisUrl: REDIS_URL }),
    ]);
    instances.push(a, b);
    const groups = [[a], [a, b]];
    const conversations = await Promise.all(Array.from({ length: 16 }, () => createChildSession(a)));
    const runId = randomBytes(3).toString('hex');
    const rows: Row[] = [
      ...(await restFigures('GET /api/stories/?age=7', groups, () => ({ method: 'GET', path: '/api/stories/?age=7' }))),
      ...(await restFigures('POST /api/ui-state/voicelive-message', groups, (n) => ({
        method: 'POST',
        path: '/api/ui-state/voicelive-message',
        body: {
          conversationId: conversations[n % conversations.length],
          userAge: 9,
          messageType: n % 2 === 0 ? 'user' : 'assistant',
          messageContent: `Bench message ${n}: the frog jumped over the log.`,
          messageId: `bench_${runId}_${n}_${Math.random().toString(36).slice(2, 8)}`,
        },
      }))),
      ...(await fanoutFigures(groups)),
    ];
    console.log(`\nScale-out on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), PostgreSQL + Redis on 127.0.0.1;`);
    console.log(`${CONCURRENCY} concurrent HTTP clients, ${DURATION_MS / 1000} s per figure, load generator on the same machine.\n`);
    console.log(`  ${'measure'.padEnd(46)} ${'1 instance'.padEnd(30)} 2 instances`);
    for (const row of rows) console.log(`  ${row.label.padEnd(46)} ${row.one.padEnd(30)} ${row.two}`);
  } finally {
    await Promise.allSettled(instances.map((s) => s.kill()));
    const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

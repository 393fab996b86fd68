/**
 * Faults at scale: Redis restarted mid-session and PostgreSQL briefly unreachable. Two instances share a
 * private redis-server on a spare port (the machine's shared Redis is never stopped) and one PostgreSQL
 * schema; instance C reaches PostgreSQL through a proxy the test can cut. The instances keep serving,
 * reconnect by themselves, and lose nothing that was stored.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoiceTestClient } from '../voice/voice-client';
import { call, createChildSession, eventually, panelControl } from './support/clients';
import { PausableProxy, PrivateRedis } from './support/faults';
import { startServerProcess, type ServerProcess } from './support/server-process';

const PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const schema = `scale_${randomBytes(5).toString('hex')}`;

let redis: PrivateRedis | undefined;
let proxy: PausableProxy | undefined;
let c: ServerProcess | undefined;
let d: ServerProcess | undefined;
const sockets: VoiceTestClient[] = [];

function running() {
  if (!redis || !proxy || !c || !d) throw new Error('the fault set-up did not start');
  return { redis, proxy, c, d };
}

beforeAll(async () => {
  redis = await PrivateRedis.start();
  proxy = await PausableProxy.start(5432);
  const started = await Promise.allSettled([
    startServerProcess({ name: 'C', databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/test?schema=${schema}`, redisUrl: redis.url }),
    startServerProcess({ name: 'D', databaseUrl: `${PG_URL}?schema=${schema}`, redisUrl: redis.url }),
  ]);
  c = started[0].status === 'fulfilled' ? started[0].value : undefined;
  d = started[1].status === 'fulfilled' ? started[1].value : undefined;
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.socket.terminate();
  await Promise.allSettled([c?.kill(), d?.kill(), redis?.stop(), proxy?.close()]);
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}, 60_000);

describe('faults while two instances serve', () => {
  it('keeps serving while Redis restarts, and the open UI-state socket gets events again afterwards', async () => {
    const { redis, c, d } = running();
    const id = await createChildSession(d);
    await call(d, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'hide') });
    const onC = await VoiceTestClient.connect(`${c.wsUrl}/api/ui-state/ws/${id}`);
    sockets.push(onC);
    await onC.waitForType('ui_state_update');
    await call(d, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'show') });
    await onC.waitForType('floating_panel_control', 10_000);

    await redis.stop();
    const during = await call(d, 'POST', '/api/ui-state/microphone/control', {
      body: { conversation_id: id, position: 'bottom-centre', state: 'idle', floating_style: 'floating' },
    });
    expect(during.status).toBe(200);
    expect((await call(c, 'GET', `/api/ui-state/state/${id}`)).body).toMatchObject({ state: { microphone_position: 'bottom-centre' } });
    expect((await call(c, 'GET', `/api/voicelive/session/status/${id}`)).status).toBe(200);

    await redis.restart();
    const delivered = await eventually(async () => {
      const seen = onC.events.length;
      await call(d, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'toggle') });
      return onC.waitForType('floating_panel_control', 1_500, seen).catch(() => undefined);
    }, 30_000, 'a UI-state event crossing instances after the Redis restart');
    expect(delivered.data).toMatchObject({ action: 'toggle' });
    expect(onC.socket.readyState).toBe(onC.socket.OPEN);
  }, 120_000);

  it('answers 503 while PostgreSQL is unreachable and recovers by itself, with nothing stored lost', async () => {
    const { proxy, c, d } = running();
    const id = await createChildSession(c, 12);
    proxy.cut();
    const health = await eventually(async () => {
      if (!c.alive()) throw new Error(`C died:\n${c.output()}`);
      const res = await call(c, 'GET', '/health');
      return res.status === 503 ? res : undefined;
    }, 15_000, 'C reporting the database unreachable');
    expect(health.body).toMatchObject({ status: 'unhealthy', database: { status: 'unreachable', type: 'postgres' } });
    const stories = await call(c, 'GET', '/api/stories/?age=7');
    expect(stories.status).toBe(503);
    expect(String(stories.body.detail)).toMatch(/database/i);
    expect(c.alive()).toBe(true);
    expect((await call(d, 'GET', `/api/voicelive/session/status/${id}`)).status).toBe(200);

    proxy.resume();
    await eventually(async () => ((await call(c, 'GET', '/health')).status === 200 ? true : undefined), 30_000, 'C recovering');
    expect((await call(c, 'GET', '/api/stories/?age=7')).status).toBe(200);
    expect((await call(c, 'GET', `/api/voicelive/session/status/${id}`)).body).toMatchObject({ exists: true, age: 12 });
  }, 120_000);
});

import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { InProcessBus } from './in-process-bus';
import { RedisBus } from './redis-bus';
import type { EventBus } from './types';

const logger = pino({ level: 'silent' });
const redisA = new RedisBus('redis://127.0.0.1:6379', logger);
const redisB = new RedisBus('redis://127.0.0.1:6379', logger);
const local = new InProcessBus();
afterAll(async () => Promise.all([redisA.close(), redisB.close(), local.close()]));

function nextMessage(bus: EventBus, channel: string): Promise<{ message: Promise<unknown>; stop: () => Promise<void> }> {
  let resolve: (m: unknown) => void = () => undefined;
  const message = new Promise<unknown>((r) => (resolve = r));
  return bus.subscribe(channel, (m) => resolve(m)).then((stop) => ({ message, stop }));
}

describe.each([
  ['in-process', local, local],
  ['redis (two connections, as two instances)', redisA, redisB],
])('event bus: %s', (_name, publisher, subscriber) => {
  it('delivers a published event to a subscriber of the same channel', async () => {
    const channel = `test:${Math.random()}`;
    const { message, stop } = await nextMessage(subscriber, channel);
    await publisher.publish(channel, { type: 'topic_drift_detected', data: { driftScore: 2.5 } });
    await expect(message).resolves.toEqual({ type: 'topic_drift_detected', data: { driftScore: 2.5 } });
    await stop();
  });

  it('does not deliver after unsubscribing, nor across channels', async () => {
    const channel = `test:${Math.random()}`;
    const seen: unknown[] = [];
    const stop = await subscriber.subscribe(channel, (m) => seen.push(m));
    const other = await nextMessage(subscriber, `${channel}:other`);
    await stop();
    await publisher.publish(channel, { n: 1 });
    await publisher.publish(`${channel}:other`, { n: 2 });
    await expect(other.message).resolves.toEqual({ n: 2 });
    expect(seen).toEqual([]);
    await other.stop();
  });

  it('shares a presence mark until its owner clears it or its time runs out', async () => {
    const key = `test:presence:${Math.random()}`;
    await expect(subscriber.isPresent(key)).resolves.toBe(false);
    await publisher.markPresent(key, 'instance-a', 60_000);
    await expect(subscriber.isPresent(key)).resolves.toBe(true);
    await subscriber.clearPresent(key, 'instance-b');
    await expect(subscriber.isPresent(key)).resolves.toBe(true);
    await publisher.clearPresent(key, 'instance-a');
    await expect(subscriber.isPresent(key)).resolves.toBe(false);
    await publisher.markPresent(key, 'instance-a', 30);
    await new Promise((done) => setTimeout(done, 80));
    await expect(subscriber.isPresent(key)).resolves.toBe(false);
  });
});

describe('redis bus while Redis is unreachable', () => {
  it('drops a publish with a warning instead of failing the caller', async () => {
    const warnings: string[] = [];
    const capture = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const away = new RedisBus('redis://127.0.0.1:1', capture);
    await expect(away.publish('test:away', { n: 1 })).resolves.toBeUndefined();
    expect(away.healthy()).toBe(false);
    expect(warnings.some((w) => w.includes('an event was not delivered'))).toBe(true);
    await away.close();
  });
});

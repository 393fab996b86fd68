/**
 * Redis pub/sub (ioredis). One connection publishes, one subscribes; both reconnect by themselves and
 * the subscriber re-subscribes its channels after a Redis restart (ioredis' autoResubscribe).
 *
 * Pub/sub delivers at most once and the stored state (database) is the truth, so a publish while Redis
 * is away is logged and dropped rather than failing the HTTP call that already saved its change.
 */
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BusHandler, EventBus } from './types';

/** Deletes a key only when it still holds the given owner, atomically. */
const CLEAR_IF_OWNER = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export class RedisBus implements EventBus {
  readonly kind = 'redis' as const;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<BusHandler>>();

  constructor(url: string, private readonly logger: Logger) {
    const options = {
      lazyConnect: false,
      maxRetriesPerRequest: 3,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
      autoResubscribe: true,
    };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const [name, conn] of [['publisher', this.pub], ['subscriber', this.sub]] as const) {
      conn.on('error', (err: Error) => this.logger.warn({ err: err.message, conn: name }, 'redis bus connection error'));
    }
    this.sub.on('message', (channel: string, raw: string) => this.deliver(channel, raw));
  }

  private deliver(channel: string, raw: string): void {
    const handlers = this.handlers.get(channel);
    if (!handlers) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      this.logger.warn({ channel }, 'redis bus: dropped a message that is not JSON');
      return;
    }
    for (const handler of handlers) handler(message);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    try {
      await this.pub.publish(channel, JSON.stringify(message));
    } catch (error) {
      this.logger.warn({ err: errorMessage(error), channel }, 'redis bus: Redis unreachable, an event was not delivered');
    }
  }

  async markPresent(key: string, owner: string, ttlMs: number): Promise<void> {
    await this.pub.set(key, owner, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async clearPresent(key: string, owner: string): Promise<void> {
    await this.pub.eval(CLEAR_IF_OWNER, 1, key, owner);
  }

  async isPresent(key: string): Promise<boolean> {
    return (await this.pub.exists(key)) === 1;
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      await this.sub.subscribe(channel);
    }
    handlers.add(handler);
    return async () => {
      const set = this.handlers.get(channel);
      if (!set) return;
      set.delete(handler);
      if (set.size === 0) {
        this.handlers.delete(channel);
        await this.sub.unsubscribe(channel);
      }
    };
  }

  healthy(): boolean {
    return this.pub.status === 'ready' && this.sub.status === 'ready';
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

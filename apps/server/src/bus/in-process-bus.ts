import { EventEmitter } from 'node:events';
import type { BusHandler, EventBus } from './types';

/** One process: messages are delivered synchronously-after-await to local subscribers. */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  /** Presence marks; one process is the whole deployment here. */
  private readonly presence = new Map<string, { owner: string; expiresAtMs: number }>();

  publish(channel: string, message: unknown): Promise<void> {
    // A structured clone keeps subscribers from sharing mutable state with the publisher, as Redis would.
    this.emitter.emit(channel, structuredClone(message));
    return Promise.resolve();
  }

  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    this.emitter.on(channel, handler);
    return Promise.resolve(() => {
      this.emitter.off(channel, handler);
      return Promise.resolve();
    });
  }

  markPresent(key: string, owner: string, ttlMs: number): Promise<void> {
    this.presence.set(key, { owner, expiresAtMs: Date.now() + ttlMs });
    return Promise.resolve();
  }

  clearPresent(key: string, owner: string): Promise<void> {
    if (this.presence.get(key)?.owner === owner) this.presence.delete(key);
    return Promise.resolve();
  }

  isPresent(key: string): Promise<boolean> {
    const mark = this.presence.get(key);
    if (mark === undefined) return Promise.resolve(false);
    if (mark.expiresAtMs > Date.now()) return Promise.resolve(true);
    this.presence.delete(key);
    return Promise.resolve(false);
  }

  healthy(): boolean {
    return true;
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    this.presence.clear();
    return Promise.resolve();
  }
}

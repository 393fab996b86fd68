/**
 * The event bus of docs/architecture.md, "Contracts": everything another instance may need to see (UI-state events,
 * topic drift, persona switches, session status) is published on a channel named after the
 * conversation. In-process by default; Redis pub/sub when REDIS_URL is set.
 */
export type BusHandler = (message: unknown) => void;

export interface EventBus {
  readonly kind: 'in-process' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /**
   * Presence keys that expire by themselves: an instance marks what it holds (a live voice socket) and
   * refreshes the mark while it holds it, so a killed instance's marks vanish after `ttlMs`. Clearing
   * only removes a mark the same owner set: a socket closing late on one instance must not erase the
   * mark of the instance the child reconnected to.
   */
  markPresent(key: string, owner: string, ttlMs: number): Promise<void>;
  clearPresent(key: string, owner: string): Promise<void>;
  isPresent(key: string): Promise<boolean>;
  /** Whether the bus can deliver right now (Redis connected). */
  healthy(): boolean;
  close(): Promise<void>;
}

export const conversationChannel = (conversationId: string) => `lc:conversation:${conversationId}`;
export const voicePresenceKey = (conversationId: string) => `lc:voice-live:${conversationId}`;

/**
 * Small pieces of the relay's plumbing: handler lists that survive a throwing handler (an exception
 * inside a socket callback would otherwise take the process down), and the wait for the upstream to
 * confirm the first session.update.
 */
import type { RelayLogger } from './types';
import { UpstreamConnectError } from './upstream-socket';

export class HandlerList<T> {
  private readonly handlers: ((value: T) => void)[] = [];

  constructor(
    private readonly logger: RelayLogger,
    private readonly what: string,
  ) {}

  add(handler: (value: T) => void): void {
    this.handlers.push(handler);
  }

  notify(value: T): void {
    for (const handler of this.handlers) {
      try {
        handler(value);
      } catch (error) {
        this.logger.warn({ err: String(error) }, `relay ${this.what} handler threw`);
      }
    }
  }
}

export interface ReadyWaiter {
  promise: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
  readonly settled: boolean;
}

/** A promise the relay settles from socket callbacks, rejected by itself after `timeoutMs`. */
export function waitForReady(timeoutMs: number, deadlineLabelMs: number): ReadyWaiter {
  let settled = false;
  let resolvePromise: () => void = () => undefined;
  let rejectPromise: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    resolvePromise = resolve;
    rejectPromise = reject;
  });
  const settle = (action: () => void): void => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    action();
  };
  const timer = setTimeout(
    () =>
      settle(() =>
        rejectPromise(
          new UpstreamConnectError(
            `Upstream did not confirm the session within ${deadlineLabelMs} ms`,
            false,
          ),
        ),
      ),
    Math.max(0, timeoutMs),
  );
  return {
    promise,
    resolve: () => settle(resolvePromise),
    reject: (error) => settle(() => rejectPromise(error)),
    get settled() {
      return settled;
    },
  };
}

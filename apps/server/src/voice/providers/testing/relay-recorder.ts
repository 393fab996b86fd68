/** Records what a relay hands the session (events, statuses, log lines) and waits for the next one. */
import type { RealtimeRelay, RelayStatus } from '../relay-types';
import type { RelayFrame, RelayLogger } from '../relay-core/types';

export interface LogLine {
  level: 'warn' | 'info';
  message: string;
  details: object;
}

export class RelayRecorder {
  readonly events: RelayFrame[] = [];
  readonly statuses: RelayStatus[] = [];
  readonly logs: LogLine[] = [];
  readonly logger: RelayLogger = {
    warn: (details, message) => this.record({ level: 'warn', message, details }),
    info: (details, message) => this.record({ level: 'info', message, details }),
  };
  private waiters: (() => void)[] = [];

  listenTo(relay: RealtimeRelay): this {
    relay.onEvent((event) => this.record(() => this.events.push(event)));
    relay.onStatus((status) => this.record(() => this.statuses.push(status)));
    return this;
  }

  /** Resolves once `check` holds, re-checked after every recorded item; rejects after `timeoutMs`. */
  until<T>(check: () => T | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
    const immediate = check();
    if (immediate !== undefined && immediate !== false) return Promise.resolve(immediate);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== poll);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const poll = (): void => {
        const value = check();
        if (value === undefined || value === false) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== poll);
        resolve(value);
      };
      this.waiters.push(poll);
    });
  }

  /** The `count`-th (1-based) event of `type`. */
  event(type: string, count = 1): Promise<RelayFrame> {
    return this.until(
      () => this.events.filter((event) => event.type === type)[count - 1],
      `${type} #${count}`,
    );
  }

  status(state: RelayStatus['state'], count = 1): Promise<RelayStatus> {
    return this.until(
      () => this.statuses.filter((status) => status.state === state)[count - 1],
      `status ${state} #${count}`,
    );
  }

  types(): string[] {
    return this.events.map((event) => event.type);
  }

  /** Re-checks every waiter; used by poll loops that watch something other than the relay. */
  poke(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  private record(entry: LogLine | (() => void)): void {
    if (typeof entry === 'function') entry();
    else this.logs.push(entry);
    this.poke();
  }
}

/** A manual clock for tests of timer-driven rules (no real waiting). */
import type { TimerApi } from './recording-rules';

export class ManualTimers implements TimerApi {
  nowMs = 0;
  private nextId = 1;
  private readonly pending = new Map<number, { atMs: number; callback: () => void }>();

  setTimeout(callback: () => void, delayMs: number): unknown {
    const id = this.nextId++;
    this.pending.set(id, { atMs: this.nowMs + delayMs, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    if (typeof handle === 'number') this.pending.delete(handle);
  }

  /** Delays of the timers waiting now, soonest first. */
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.atMs - this.nowMs).sort((a, b) => a - b);
  }

  advance(ms: number): void {
    const target = this.nowMs + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, timer]) => timer.atMs <= target)
        .sort((a, b) => a[1].atMs - b[1].atMs)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.nowMs = due[1].atMs;
      due[1].callback();
    }
    this.nowMs = target;
  }
}

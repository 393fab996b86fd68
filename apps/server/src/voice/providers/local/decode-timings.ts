/**
 * How long the recogniser took over each write of a reader's audio, for whoever watches the machine
 * (the /metrics endpoint). The stack is shared by every session of the process, so observers subscribe
 * to it rather than the listener knowing about them.
 */
export interface DecodeTiming {
  /** Audio in the write. */
  audioMs: number;
  /** Time the recogniser spent on it (worker round trip). */
  decodeMs: number;
  /** From the arrival of the oldest chunk in the write to its partial hypothesis. */
  lagMs: number;
}

export type DecodeTimingObserver = (timing: DecodeTiming) => void;

export class DecodeTimings {
  private readonly observers = new Set<DecodeTimingObserver>();

  /** The returned function stops the observation. */
  subscribe(observer: DecodeTimingObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  record(timing: DecodeTiming): void {
    for (const observer of this.observers) observer(timing);
  }
}

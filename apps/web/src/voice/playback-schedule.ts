/**
 * When each queued reply chunk starts playing: back to back in arrival order with a 10 ms gap, never
 * in the past. Kept apart from Web Audio so the timing rules can be tested without an AudioContext.
 */
export class PlaybackSchedule {
  private nextStartS = 0;

  constructor(private readonly gapMs: number) {}

  /** Start time (AudioContext seconds) of a chunk of `durationS` arriving at `nowS`. */
  schedule(nowS: number, durationS: number): number {
    const startS = Math.max(nowS, this.nextStartS);
    this.nextStartS = startS + durationS + this.gapMs / 1000;
    return startS;
  }

  /** True while scheduled audio has not finished by `nowS`. */
  isPlaying(nowS: number): boolean {
    return this.nextStartS - this.gapMs / 1000 > nowS;
  }

  /** Forget the queue: the next chunk starts immediately (a new response replaces the old one). */
  reset(): void {
    this.nextStartS = 0;
  }
}

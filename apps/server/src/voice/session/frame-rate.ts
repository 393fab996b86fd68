/**
 * A per-socket cap on client frames over a sliding second. A browser sends about ten audio frames a
 * second; the cap is ten times that, so only a flood reaches it. Frames over the cap are dropped (the
 * socket lives on) and the first drop of each burst is reported once.
 */

export const MAX_FRAMES_PER_SECOND = 100;
const WINDOW_MS = 1000;

export type FrameVerdict = 'accept' | 'drop-and-report' | 'drop';

export class FrameRateLimit {
  /** Arrival times of the last `maxPerSecond` accepted frames, as a ring. */
  private readonly accepted: number[] = [];
  private next = 0;
  private dropping = false;

  constructor(
    private readonly maxPerSecond = MAX_FRAMES_PER_SECOND,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** `now`: when the frame arrived (frames held while the session started are judged by their arrival). */
  admit(now: number = this.nowMs()): FrameVerdict {
    const oldest = this.accepted[this.next];
    if (oldest !== undefined && now - oldest < WINDOW_MS) {
      if (this.dropping) return 'drop';
      this.dropping = true;
      return 'drop-and-report';
    }
    this.accepted[this.next] = now;
    this.next = (this.next + 1) % this.maxPerSecond;
    this.dropping = false;
    return 'accept';
  }
}

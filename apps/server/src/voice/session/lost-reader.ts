/**
 * When the companion has lost the reader: a turn has gone on this long since the highlight last moved
 * (the recogniser's own stall recovery, stall-recovery.ts, had its seconds first), so the child hears a
 * kind line asking them to tap the word they are on. Once per loss: only a move of the highlight (read
 * or tapped) ends a loss, so the line is never repeated every few seconds.
 */

/** Turn time without a move of the highlight before the reader counts as lost (stall recovery acts within 3 s). */
export const LOST_READER_AFTER_MS = 10_000;

export class LostReader {
  /** When the current stretch without a move began (null between turns). */
  private sinceMs: number | null = null;
  private told = false;

  constructor(private readonly nowMs: () => number = Date.now) {}

  /** A partial hypothesis of a reading turn arrived; true when the companion should say it lost the reader. */
  heard(moved: boolean): boolean {
    const now = this.nowMs();
    if (moved) this.moved();
    this.sinceMs ??= now;
    if (this.told || now - this.sinceMs < LOST_READER_AFTER_MS) return false;
    this.told = true;
    return true;
  }

  /** The highlight moved (read or tapped): whatever comes next is a new loss. */
  moved(): void {
    this.sinceMs = this.sinceMs === null ? null : this.nowMs();
    this.told = false;
  }

  /** The turn ended: silence between turns is not reading, so the clock starts again with the next one. */
  turnEnded(): void {
    this.sinceMs = null;
  }
}

/**
 * The audio of one turn as it came, kept for the second looks after the turn (gap-check.ts,
 * word-check.ts) and for trimming unnamed words to their speech, up to TURN_AUDIO_KEPT_MS (a fluent
 * reader's turn runs on for minutes). Times are on the session clock.
 */
import { TURN_AUDIO_KEPT_MS } from './tuning';

const SAMPLE_RATE_HZ = 16000;
const MAX_SAMPLES = (TURN_AUDIO_KEPT_MS * SAMPLE_RATE_HZ) / 1000;

export class TurnAudio {
  private chunks: Int16Array[] = [];
  private samples = 0;
  private startMs = 0;
  /** The chunks joined, kept until more audio comes: the checks after a turn each ask for it. */
  private joined: Int16Array | undefined;

  /** Forgets the last turn; the next one begins at session time `startMs`. */
  reset(startMs = 0): void {
    this.chunks = [];
    this.samples = 0;
    this.startMs = startMs;
    this.joined = undefined;
  }

  /** Keeps `pcm` unless the turn has already run past what is kept. */
  add(pcm: Int16Array): void {
    if (this.samples + pcm.length > MAX_SAMPLES) return;
    this.chunks.push(pcm);
    this.samples += pcm.length;
    this.joined = undefined;
  }

  /** All that is kept, in one array (not to be written to). */
  pcm(): Int16Array {
    if (this.joined) return this.joined;
    const all = new Int16Array(this.samples);
    let at = 0;
    for (const chunk of this.chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    this.joined = all;
    return all;
  }

  /** The sample at session time `ms`, within what is kept. */
  sampleAt(ms: number): number {
    return Math.max(0, Math.min(this.samples, Math.round(((ms - this.startMs) * SAMPLE_RATE_HZ) / 1000)));
  }

  /** Session time of sample `sample`. */
  timeAt(sample: number): number {
    return this.startMs + (sample * 1000) / SAMPLE_RATE_HZ;
  }
}

/**
 * Groups 24 kHz PCM16 samples into fixed 170 ms chunks, the unit sent as one `input_audio_buffer.append`.
 * The remainder is flushed when the recording ends so no spoken audio is dropped.
 */
export class PcmChunker {
  private pending: Int16Array[] = [];
  private pendingSamples = 0;

  readonly chunkSamples: number;

  constructor(sampleRateHz: number, chunkDurationMs: number) {
    this.chunkSamples = Math.round((sampleRateHz * chunkDurationMs) / 1000);
  }

  /** Adds samples and returns every complete chunk now available. */
  push(samples: Int16Array): Int16Array[] {
    if (samples.length > 0) {
      this.pending.push(samples);
      this.pendingSamples += samples.length;
    }
    const chunks: Int16Array[] = [];
    while (this.pendingSamples >= this.chunkSamples) chunks.push(this.take(this.chunkSamples));
    return chunks;
  }

  /** Returns what is left (possibly shorter than a chunk), or null when nothing is pending. */
  flush(): Int16Array | null {
    if (this.pendingSamples === 0) return null;
    return this.take(this.pendingSamples);
  }

  reset(): void {
    this.pending = [];
    this.pendingSamples = 0;
  }

  private take(count: number): Int16Array {
    const out = new Int16Array(count);
    let filled = 0;
    while (filled < count) {
      const head = this.pending[0];
      if (!head) break;
      const needed = count - filled;
      if (head.length <= needed) {
        out.set(head, filled);
        filled += head.length;
        this.pending.shift();
      } else {
        out.set(head.subarray(0, needed), filled);
        this.pending[0] = head.subarray(needed);
        filled += needed;
      }
    }
    this.pendingSamples -= filled;
    return out;
  }
}

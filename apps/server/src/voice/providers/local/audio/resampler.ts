/**
 * Streaming rational-ratio resampler (polyphase windowed sinc). The browser sends 24 kHz, the VAD and
 * recogniser take 16 kHz, Flite produces 16 kHz and the browser plays 24 kHz. State carries across
 * chunks, so feeding a stream in pieces of any size gives the same samples as feeding it whole.
 * Hand-written because libsamplerate-js cost 3.7× the CPU for no better hearing in the recogniser's band
 * (docs/architecture.md, "The resampler"; bench/resampler.ts).
 */
import { clampToInt16 } from './pcm16';

export interface ResamplerOptions {
  fromHz: number;
  toHz: number;
  /** Zero crossings of the sinc on each side: quality against cost (default 8). */
  zeroCrossings?: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Blackman window on [-1, 1]. */
function blackman(x: number): number {
  if (x <= -1 || x >= 1) return 0;
  const t = (x + 1) / 2;
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * t) + 0.08 * Math.cos(4 * Math.PI * t);
}

export class StreamingResampler {
  readonly fromHz: number;
  readonly toHz: number;
  private readonly up: number;
  private readonly down: number;
  private readonly halfTaps: number;
  /** phases[p] holds the 2·halfTaps coefficients for output positions at fraction p/up of an input step. */
  private readonly phases: Float32Array[];
  /** Pending input, as floats; `history[0]` is absolute input sample `historyStart`. */
  private history = new Float32Array(0);
  private historyStart: number;
  private inputCount = 0;
  private outputCount = 0;

  constructor(options: ResamplerOptions) {
    this.fromHz = options.fromHz;
    this.toHz = options.toHz;
    const divisor = gcd(options.fromHz, options.toHz);
    this.up = options.toHz / divisor;
    this.down = options.fromHz / divisor;
    // Cut off a little below the lower Nyquist frequency, in cycles per input sample.
    const cutoff = 0.475 * Math.min(1, this.up / this.down);
    const zeroCrossings = options.zeroCrossings ?? 8;
    const halfWidth = zeroCrossings / (2 * cutoff);
    this.halfTaps = Math.ceil(halfWidth);
    this.phases = [];
    for (let p = 0; p < this.up; p++) {
      const frac = p / this.up;
      const taps = new Float32Array(2 * this.halfTaps);
      let sum = 0;
      for (let k = 0; k < taps.length; k++) {
        const distance = k - this.halfTaps + 1 - frac;
        const x = 2 * cutoff * distance;
        const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
        const value = sinc * blackman(distance / halfWidth);
        taps[k] = value;
        sum += value;
      }
      for (let k = 0; k < taps.length; k++) taps[k] = (taps[k] ?? 0) / sum;
      this.phases.push(taps);
    }
    // Samples before the stream are silence: start the history with halfTaps zeros.
    this.history = new Float32Array(this.halfTaps);
    this.historyStart = -this.halfTaps;
  }

  /** Resamples the next chunk of the stream; returns the output samples that are ready. */
  process(chunk: Int16Array): Int16Array {
    const merged = new Float32Array(this.history.length + chunk.length);
    merged.set(this.history);
    for (let i = 0; i < chunk.length; i++) merged[this.history.length + i] = chunk[i] ?? 0;
    this.history = merged;
    this.inputCount += chunk.length;
    return this.drain(this.inputCount);
  }

  /** Ends the stream: pads with silence and returns the remaining output. The resampler can be reused. */
  flush(): Int16Array {
    const expected = Math.ceil((this.inputCount * this.up) / this.down);
    const padded = new Float32Array(this.history.length + this.halfTaps + 1);
    padded.set(this.history);
    this.history = padded;
    const out = this.drain(this.inputCount + this.halfTaps + 1, expected);
    this.reset();
    return out;
  }

  reset(): void {
    this.history = new Float32Array(this.halfTaps);
    this.historyStart = -this.halfTaps;
    this.inputCount = 0;
    this.outputCount = 0;
  }

  private drain(availableEnd: number, maxOutputs = Number.POSITIVE_INFINITY): Int16Array {
    // Output n is ready when its last tap exists: floor(n·down/up) + halfTaps < availableEnd.
    const lastCenter = availableEnd - 1 - this.halfTaps;
    const available = lastCenter < 0 ? 0 : Math.ceil(((lastCenter + 1) * this.up) / this.down) - this.outputCount;
    const count = Math.max(0, Math.min(available, maxOutputs - this.outputCount));
    const out = new Int16Array(count);
    const history = this.history;
    const width = 2 * this.halfTaps;
    for (let n = 0; n < count; n++) {
      const position = (this.outputCount + n) * this.down;
      const center = Math.floor(position / this.up);
      const taps = this.phases[position % this.up] ?? new Float32Array(width);
      const first = center - this.halfTaps + 1 - this.historyStart;
      let acc = 0;
      for (let k = 0; k < width; k++) acc += (taps[k] ?? 0) * (history[first + k] ?? 0);
      out[n] = clampToInt16(acc);
    }
    this.outputCount += count;
    // Keep only what the next output still needs.
    const nextCenter = Math.floor((this.outputCount * this.down) / this.up);
    const keepFrom = nextCenter - this.halfTaps + 1 - this.historyStart;
    const drop = Math.min(keepFrom, this.history.length);
    if (drop > 0) {
      this.history = this.history.slice(drop);
      this.historyStart += drop;
    }
    return out;
  }
}

/** One-shot resampling of a whole buffer. */
export function resamplePcm16(samples: Int16Array, fromHz: number, toHz: number): Int16Array {
  if (fromHz === toHz) return samples.slice();
  const resampler = new StreamingResampler({ fromHz, toHz });
  const head = resampler.process(samples);
  const tail = resampler.flush();
  const out = new Int16Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

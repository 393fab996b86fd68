/**
 * Streaming resampler from the device rate (44.1 or 48 kHz, whatever the AudioContext runs at) to the
 * 24 kHz of the voice socket. Capture arrives in blocks; the fractional read position and the last sample
 * carry over between blocks so block edges leave no clicks or gaps.
 */
export class StreamingResampler {
  /** Input samples advanced per output sample. */
  private readonly step: number;
  /** Read position of the next output sample; -1 addresses the previous block's last sample. */
  private position = 0;
  private previous = 0;

  constructor(
    readonly inputRateHz: number,
    readonly outputRateHz: number,
  ) {
    if (!(inputRateHz > 0) || !(outputRateHz > 0)) throw new Error('Sample rates must be positive');
    this.step = inputRateHz / outputRateHz;
  }

  process(input: Float32Array): Float32Array {
    const length = input.length;
    if (length === 0) return new Float32Array(0);
    const out: number[] = [];
    // When downsampling, average the input span each output sample covers (a box filter) so energy
    // above the new Nyquist frequency does not fold back as whistles in the recogniser's input.
    const span = this.step > 1 ? this.step : 0;
    while (this.position <= length - 1) {
      out.push(span > 0 ? this.average(input, this.position, span) : this.interpolate(input, this.position));
      this.position += this.step;
    }
    this.position -= length;
    this.previous = input[length - 1] ?? 0;
    return Float32Array.from(out);
  }

  private sampleAt(input: Float32Array, index: number): number {
    return index < 0 ? this.previous : (input[index] ?? input[input.length - 1] ?? 0);
  }

  private interpolate(input: Float32Array, position: number): number {
    const index = Math.floor(position);
    const fraction = position - index;
    const a = this.sampleAt(input, index);
    if (fraction === 0) return a;
    return a + (this.sampleAt(input, index + 1) - a) * fraction;
  }

  private average(input: Float32Array, position: number, span: number): number {
    const first = Math.max(-1, Math.ceil(position - span / 2));
    const last = Math.min(input.length - 1, Math.floor(position + span / 2));
    let sum = 0;
    for (let i = first; i <= last; i += 1) sum += this.sampleAt(input, i);
    return sum / (last - first + 1);
  }
}

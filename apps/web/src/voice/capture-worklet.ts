/**
 * AudioWorklet that hands microphone audio to the main thread in 4096-sample mono blocks (the capture
 * buffer of spec section 9). Resampling and encoding happen on the main thread, where they are testable.
 */

// The AudioWorkletGlobalScope is not part of the DOM typings this project compiles against.
declare abstract class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

const CAPTURE_BUFFER_SAMPLES = 4096;

class CaptureProcessor extends AudioWorkletProcessor {
  private block = new Float32Array(CAPTURE_BUFFER_SAMPLES);
  private filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0];
    const first = channels?.[0];
    if (!channels || !first) return true;
    for (let i = 0; i < first.length; i += 1) {
      let sum = 0;
      for (const channel of channels) sum += channel[i] ?? 0;
      this.block[this.filled] = sum / channels.length;
      this.filled += 1;
      if (this.filled === CAPTURE_BUFFER_SAMPLES) {
        this.port.postMessage(this.block, [this.block.buffer]);
        this.block = new Float32Array(CAPTURE_BUFFER_SAMPLES);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor('lc-capture', CaptureProcessor);

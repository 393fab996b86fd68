/**
 * A scriptable VAD for tests: either a fixed script of per-frame decisions (then silence), or a plain
 * loudness gate, so segmenter and pipeline tests need no WASM.
 */
import type { VadAggressiveness, VadCapabilities, VadFrameMs, VoiceActivityDetector } from '../types';

export interface FakeVadOptions {
  frameMs?: VadFrameMs;
  /** Decisions for successive frames; after the script runs out every frame is silence. */
  script?: readonly boolean[];
  /** Without a script: a frame is speech when its peak magnitude is at least this (default 1000). */
  peakThreshold?: number;
}

export class FakeVad implements VoiceActivityDetector {
  readonly capabilities: VadCapabilities = { sampleRateHz: 16000, frameDurationsMs: [10, 20, 30] };
  readonly frameMs: VadFrameMs;
  aggressiveness: VadAggressiveness = 2;
  framesSeen = 0;
  disposed = false;
  private readonly script: readonly boolean[] | undefined;
  private readonly peakThreshold: number;

  constructor(options: FakeVadOptions = {}) {
    this.frameMs = options.frameMs ?? 30;
    this.script = options.script;
    this.peakThreshold = options.peakThreshold ?? 1000;
  }

  isSpeech(frame: Int16Array): boolean {
    const frameSamples = (this.capabilities.sampleRateHz * this.frameMs) / 1000;
    if (frame.length !== frameSamples) throw new Error(`VAD frame must be ${frameSamples} samples, got ${frame.length}`);
    const index = this.framesSeen++;
    if (this.script) return this.script[index] ?? false;
    let peak = 0;
    for (const sample of frame) peak = Math.max(peak, Math.abs(sample));
    return peak >= this.peakThreshold;
  }

  setAggressiveness(level: VadAggressiveness): void {
    this.aggressiveness = level;
  }

  reset(): void {
    // Scripted decisions follow the frame count, which a reset does not rewind.
  }

  dispose(): void {
    this.disposed = true;
  }
}

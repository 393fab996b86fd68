/**
 * WebRTC VAD (libfvad compiled to WASM). The WASM module is instantiated once per process; each
 * detector owns a libfvad handle and a frame buffer inside it.
 */
import createFvadModule, { type FvadModule } from '@echogarden/fvad-wasm';
import type { VadAggressiveness, VadCapabilities, VadFrameMs, VoiceActivityDetector } from './types';

export const WEBRTC_VAD_CAPABILITIES: VadCapabilities = { sampleRateHz: 16000, frameDurationsMs: [10, 20, 30] };

let modulePromise: Promise<FvadModule> | undefined;

export function loadFvadModule(): Promise<FvadModule> {
  modulePromise ??= createFvadModule();
  return modulePromise;
}

export class WebRtcVad implements VoiceActivityDetector {
  readonly capabilities = WEBRTC_VAD_CAPABILITIES;
  private handle: number;
  private readonly frameSamples: number;
  private readonly buffer: number;
  private level: VadAggressiveness = 2;

  constructor(
    private readonly fvad: FvadModule,
    readonly frameMs: VadFrameMs,
    aggressiveness: VadAggressiveness,
  ) {
    this.handle = fvad._fvad_new();
    if (this.handle === 0) throw new Error('fvad_new failed');
    if (fvad._fvad_set_sample_rate(this.handle, WEBRTC_VAD_CAPABILITIES.sampleRateHz) !== 0) {
      throw new Error('fvad rejected the sample rate');
    }
    this.frameSamples = (WEBRTC_VAD_CAPABILITIES.sampleRateHz * frameMs) / 1000;
    this.buffer = fvad._malloc(this.frameSamples * 2);
    this.setAggressiveness(aggressiveness);
  }

  isSpeech(frame: Int16Array): boolean {
    if (this.handle === 0) throw new Error('VAD used after dispose');
    if (frame.length !== this.frameSamples) {
      throw new Error(`VAD frame must be ${this.frameSamples} samples, got ${frame.length}`);
    }
    // HEAP16 is re-read every call: the WASM memory may have grown and replaced the view.
    this.fvad.HEAP16.set(frame, this.buffer >> 1);
    const result = this.fvad._fvad_process(this.handle, this.buffer, this.frameSamples);
    if (result < 0) throw new Error('fvad_process failed');
    return result === 1;
  }

  setAggressiveness(level: VadAggressiveness): void {
    if (this.fvad._fvad_set_mode(this.handle, level) !== 0) throw new Error(`Invalid VAD mode ${level}`);
    this.level = level;
  }

  reset(): void {
    // fvad_reset also forgets mode and rate, so set them again.
    this.fvad._fvad_reset(this.handle);
    this.fvad._fvad_set_sample_rate(this.handle, WEBRTC_VAD_CAPABILITIES.sampleRateHz);
    this.fvad._fvad_set_mode(this.handle, this.level);
  }

  dispose(): void {
    if (this.handle === 0) return;
    this.fvad._fvad_free(this.handle);
    this.fvad._free(this.buffer);
    this.handle = 0;
  }
}

export async function createWebRtcVad(
  options: { frameMs?: VadFrameMs; aggressiveness?: VadAggressiveness } = {},
): Promise<WebRtcVad> {
  return new WebRtcVad(await loadFvadModule(), options.frameMs ?? 30, options.aggressiveness ?? 2);
}

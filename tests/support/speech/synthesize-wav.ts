/**
 * Real speech for tests, made offline with Flite: WAV files for Chromium's fake microphone and for
 * server tests that stream audio, plus helpers that turn a correct reading into a misreading.
 */
import { resamplePcm16 } from '../../../apps/server/src/voice/providers/local/audio/resampler';
import { encodeWav } from '../../../apps/server/src/voice/providers/local/audio/wav';
import { synthesizeNative } from '../../../apps/server/src/voice/providers/local/synthesizer/flite-engine';

export interface SynthesizeWavOptions {
  /** kal16 (default), rms, slt or awb. */
  voice?: string;
  /** Sample rate of the file (default 24000, the realtime protocol's rate). */
  sampleRateHz?: number;
  /** Speaking rate, 1 = natural. */
  rate?: number;
  /** Silence before and after the speech, in ms (default 0). */
  leadingSilenceMs?: number;
  trailingSilenceMs?: number;
}

/** Synthesizes `text` and returns the samples (mono PCM16 at `sampleRateHz`). */
export function synthesizePcm(text: string, opts: SynthesizeWavOptions = {}): Int16Array {
  const sampleRateHz = opts.sampleRateHz ?? 24000;
  const native = synthesizeNative(text, opts.voice, opts.rate);
  const speech = resamplePcm16(native.samples, native.sampleRateHz, sampleRateHz);
  const lead = Math.round(((opts.leadingSilenceMs ?? 0) * sampleRateHz) / 1000);
  const trail = Math.round(((opts.trailingSilenceMs ?? 0) * sampleRateHz) / 1000);
  const out = new Int16Array(lead + speech.length + trail);
  out.set(speech, lead);
  return out;
}

export function synthesizeWav(text: string, opts: SynthesizeWavOptions = {}): Promise<Buffer> {
  return Promise.resolve(encodeWav(synthesizePcm(text, opts), opts.sampleRateHz ?? 24000));
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w.length > 0);
}

/** The text with the word at `index` left out. */
export function skipWord(text: string, index: number): string {
  const all = words(text);
  return [...all.slice(0, index), ...all.slice(index + 1)].join(' ');
}

/** The text with `extra` read before the word at `index`. */
export function insertWord(text: string, index: number, extra: string): string {
  const all = words(text);
  return [...all.slice(0, index), extra, ...all.slice(index)].join(' ');
}

/** The text with the word at `index` read as `replacement`. */
export function swapWord(text: string, index: number, replacement: string): string {
  const all = words(text);
  return [...all.slice(0, index), replacement, ...all.slice(index + 1)].join(' ');
}

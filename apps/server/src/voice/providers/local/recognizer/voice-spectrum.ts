/**
 * Where a reader's formants sit against the voices the acoustic model follows unwarped, from the
 * long-term average spectrum of their speech. A shorter vocal tract (a child's) moves every formant up
 * by about the same ratio, so the reader's average spectrum, read at frequencies stretched by that
 * ratio, lines up with the reference's. Finding the ratio costs a few FFTs per second of speech, where
 * scoring warps by decoding costs a decode of the sample per warp: this is what lets the warp be looked
 * for from a reader's first sentence (reader-warp.ts) without a class starting together falling behind.
 */
import FFT from 'fft.js';
import { REFERENCE_SPECTRUM_DB } from './reference-spectrum';

const SAMPLE_RATE_HZ = 16000;
export const SPECTRUM_FRAME_SAMPLES = 512;
const HOP_SAMPLES = 160;
/** Frames quieter than this share of the loud frames' energy are pauses or breath, not voice. */
const VOICED_ENERGY_SHARE = 0.05;
/** The band compared: the first three formants of an adult voice. */
const BAND_LOW_HZ = 300;
const BAND_HIGH_HZ = 3400;
const BAND_STEP_HZ = 25;
/** Ratios tried (a little below an adult male's up to a young child's), and their step. */
const RATIO_MIN = 0.8;
const RATIO_MAX = 1.6;
const RATIO_STEP = 0.05;

const fft = new FFT(SPECTRUM_FRAME_SAMPLES);
const window = Float64Array.from({ length: SPECTRUM_FRAME_SAMPLES }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (SPECTRUM_FRAME_SAMPLES - 1)));

/**
 * The average power spectrum (dB per FFT bin, 0 Hz to 8 kHz) of the voiced frames of `pcm` (16 kHz),
 * or null when it holds no speech.
 */
export function averageSpectrum(pcm: Int16Array): Float64Array | null {
  const frames: Float64Array[] = [];
  const energies: number[] = [];
  for (let start = 0; start + SPECTRUM_FRAME_SAMPLES <= pcm.length; start += HOP_SAMPLES) {
    const frame = new Float64Array(SPECTRUM_FRAME_SAMPLES);
    let energy = 0;
    for (let i = 0; i < SPECTRUM_FRAME_SAMPLES; i++) {
      const v = (pcm[start + i] ?? 0) * (window[i] ?? 0);
      frame[i] = v;
      energy += v * v;
    }
    frames.push(frame);
    energies.push(energy);
  }
  if (frames.length === 0) return null;
  const loud = [...energies].sort((a, b) => a - b)[Math.floor(energies.length * 0.95)] ?? 0;
  if (loud === 0) return null;
  const bins = SPECTRUM_FRAME_SAMPLES / 2 + 1;
  const sum = new Float64Array(bins);
  const out = fft.createComplexArray() as number[];
  let voiced = 0;
  frames.forEach((frame, n) => {
    if ((energies[n] ?? 0) < loud * VOICED_ENERGY_SHARE) return;
    fft.realTransform(out, frame);
    for (let k = 0; k < bins; k++) sum[k] = (sum[k] ?? 0) + (out[2 * k] ?? 0) ** 2 + (out[2 * k + 1] ?? 0) ** 2;
    voiced++;
  });
  return sum.map((power) => 10 * Math.log10(power / voiced + 1e-9));
}

/**
 * The ratio by which `spectrum`'s formants sit above the reference's (1: where the model's own voices
 * are), and how well the stretched spectrum fits (a correlation, -1..1): the spectra with their overall
 * level and tilt taken out, so a loud or a bright microphone is not taken for a small speaker.
 */
export function formantRatio(spectrum: Float64Array, reference: readonly number[] = REFERENCE_SPECTRUM_DB): { ratio: number; fit: number } {
  const freqs: number[] = [];
  for (let hz = BAND_LOW_HZ; hz <= BAND_HIGH_HZ; hz += BAND_STEP_HZ) freqs.push(hz);
  const logFreqs = freqs.map((hz) => Math.log(hz));
  const ref = untilted(freqs.map((hz) => valueAt(reference, hz)), logFreqs);
  let best = { ratio: 1, fit: -Infinity };
  for (let step = 0; RATIO_MIN + step * RATIO_STEP <= RATIO_MAX + 1e-9; step++) {
    const ratio = Math.round((RATIO_MIN + step * RATIO_STEP) * 100) / 100;
    const fit = correlation(ref, untilted(freqs.map((hz) => valueAt(spectrum, hz * ratio)), logFreqs));
    if (fit > best.fit) best = { ratio, fit };
  }
  return best;
}

/** The spectrum's value at `hz`, between its bins. */
function valueAt(spectrum: ArrayLike<number>, hz: number): number {
  const bin = (hz * SPECTRUM_FRAME_SAMPLES) / SAMPLE_RATE_HZ;
  const below = Math.floor(bin);
  const t = bin - below;
  return (spectrum[below] ?? 0) * (1 - t) + (spectrum[below + 1] ?? spectrum[below] ?? 0) * t;
}

/** `values` less their mean and their straight-line trend over `xs`. */
function untilted(values: number[], xs: number[]): number[] {
  const n = values.length;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += ((xs[i] ?? 0) - meanX) * ((values[i] ?? 0) - meanY);
    sxx += ((xs[i] ?? 0) - meanX) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return values.map((y, i) => y - meanY - slope * ((xs[i] ?? 0) - meanX));
}

function correlation(a: readonly number[], b: readonly number[]): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += (a[i] ?? 0) * (b[i] ?? 0);
    aa += (a[i] ?? 0) ** 2;
    bb += (b[i] ?? 0) ** 2;
  }
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}

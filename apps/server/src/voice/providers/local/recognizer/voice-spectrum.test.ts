import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { synthesizePcm } from '../../../../../../../tests/support/speech/synthesize-wav';
import { decodeWav, encodeWav } from '../audio/wav';
import { resamplePcm16 } from '../audio/resampler';
import { averageSpectrum, formantRatio } from './voice-spectrum';

// Not the tuning stories the reference was made from: a sentence of its own.
const TEXT = 'The little green frog sat on a log by the pond and sang a song to the moon until the sun came up.';
const soxAvailable = spawnSync('sox', ['--version']).status === 0;

function raised(pcm: Int16Array, cents: number): Int16Array {
  const run = spawnSync('sox', ['-q', '-t', 'wav', '-', '-t', 'wav', '-', 'pitch', String(cents)], { input: encodeWav(pcm, 16000), maxBuffer: 1 << 28 });
  const wav = decodeWav(run.stdout);
  return wav.sampleRateHz === 16000 ? wav.samples : resamplePcm16(wav.samples, wav.sampleRateHz, 16000);
}

function ratioOf(pcm: Int16Array): number {
  const spectrum = averageSpectrum(pcm);
  if (!spectrum) throw new Error('no speech');
  return formantRatio(spectrum).ratio;
}

describe("a reader's formants from their average spectrum", () => {
  const rms = synthesizePcm(TEXT, { voice: 'rms', sampleRateHz: 16000, leadingSilenceMs: 300, trailingSilenceMs: 300 });

  it('puts an adult voice the model follows where the model’s voices are', () => {
    expect(ratioOf(rms)).toBeGreaterThanOrEqual(0.9);
    expect(ratioOf(rms)).toBeLessThanOrEqual(1.1);
  });

  it('is not moved by a quiet microphone or a bright one', () => {
    const quiet = rms.map((v) => Math.round(v * 0.1));
    const bright = rms.map((v, i) => Math.max(-32768, Math.min(32767, Math.round(v - 0.9 * (rms[i - 1] ?? 0)))));
    expect(Math.abs(ratioOf(quiet) - ratioOf(rms))).toBeLessThanOrEqual(0.05);
    expect(Math.abs(ratioOf(bright) - ratioOf(rms))).toBeLessThanOrEqual(0.1);
  });

  it.runIf(soxAvailable)('finds the voice raised three and six semitones by about the ratio it was raised', () => {
    expect(Math.abs(ratioOf(raised(rms, 300)) - 2 ** (3 / 12))).toBeLessThanOrEqual(0.1);
    expect(Math.abs(ratioOf(raised(rms, 600)) - 2 ** (6 / 12))).toBeLessThanOrEqual(0.1);
  });

  it('finds no speech in silence', () => {
    expect(averageSpectrum(new Int16Array(16000))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { StreamingResampler } from './resampler';

function sine(length: number, rateHz: number, freqHz: number, offset = 0): Float32Array {
  return Float32Array.from({ length }, (_, i) => Math.sin((2 * Math.PI * freqHz * (i + offset)) / rateHz));
}

describe('StreamingResampler', () => {
  it('turns one second at 48 kHz into one second at 24 kHz, whatever the block size', () => {
    const resampler = new StreamingResampler(48000, 24000);
    const blocks = Math.floor(48000 / 4096);
    let total = 0;
    for (let i = 0; i < blocks; i += 1) total += resampler.process(new Float32Array(4096)).length;
    total += resampler.process(new Float32Array(48000 - blocks * 4096)).length;
    expect(total).toBe(24000);
  });

  it('handles 44.1 kHz input with the right output count', () => {
    const resampler = new StreamingResampler(44100, 24000);
    let total = 0;
    for (let i = 0; i < 44100 / 441; i += 1) total += resampler.process(new Float32Array(441)).length;
    expect(Math.abs(total - 24000)).toBeLessThanOrEqual(1);
  });

  it('keeps a speech-band tone intact across block boundaries', () => {
    const resampler = new StreamingResampler(48000, 24000);
    const input = sine(9600, 48000, 440);
    const out = [...resampler.process(input.subarray(0, 4096)), ...resampler.process(input.subarray(4096))];
    const expected = sine(out.length, 24000, 440);
    const worst = Math.max(...out.map((value, i) => Math.abs(value - (expected[i] ?? 0))));
    expect(worst).toBeLessThan(0.02);
  });

  it('passes audio through unchanged when the rates match', () => {
    const resampler = new StreamingResampler(24000, 24000);
    const input = sine(1000, 24000, 300);
    expect(Array.from(resampler.process(input))).toEqual(Array.from(input));
  });

  it('upsamples by interpolating between samples', () => {
    const resampler = new StreamingResampler(12000, 24000);
    expect(Array.from(resampler.process(Float32Array.from([0, 1, 0])))).toEqual([0, 0.5, 1, 0.5, 0]);
  });
});

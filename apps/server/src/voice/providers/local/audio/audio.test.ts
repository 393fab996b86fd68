import { describe, expect, it } from 'vitest';
import { base64ToPcm16, concatPcm16, pcm16ToBase64, rmsLevel } from './pcm16';
import { StreamingResampler, resamplePcm16 } from './resampler';
import { decodeWav, encodeWav } from './wav';

function tone(frequencyHz: number, sampleRateHz: number, durationMs: number, amplitude = 0.5): Int16Array {
  const n = Math.round((sampleRateHz * durationMs) / 1000);
  return Int16Array.from({ length: n }, (_, i) => Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * frequencyHz * i) / sampleRateHz)));
}

/** Counts upward zero crossings: frequency = crossings / duration. */
function zeroCrossings(samples: Int16Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1] ?? 0) < 0 && (samples[i] ?? 0) >= 0) count++;
  return count;
}

describe('PCM16 helpers', () => {
  it('round-trips base64 little-endian PCM16', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    expect(Buffer.from(pcm16ToBase64(samples), 'base64')).toEqual(Buffer.from([0, 0, 1, 0, 255, 255, 255, 127, 0, 128, 210, 4]));
    expect(Array.from(base64ToPcm16(pcm16ToBase64(samples)))).toEqual(Array.from(samples));
  });

  it('round-trips a WAV file and averages stereo to mono', () => {
    const samples = tone(440, 16000, 50);
    const decoded = decodeWav(encodeWav(samples, 16000));
    expect(decoded.sampleRateHz).toBe(16000);
    expect(Array.from(decoded.samples)).toEqual(Array.from(samples));
    const stereo = encodeWav(Int16Array.from([100, 300, -100, -300]), 8000);
    stereo.writeUInt16LE(2, 22);
    expect(Array.from(decodeWav(stereo).samples)).toEqual([200, -200]);
    expect(() => decodeWav(Buffer.from('not a wav file at all'))).toThrow(/RIFF/);
  });
});

describe('StreamingResampler', () => {
  it('keeps pitch and loudness of a tone from 24 kHz to 16 kHz and back', () => {
    const input = tone(1000, 24000, 1000);
    const down = resamplePcm16(input, 24000, 16000);
    expect(down.length).toBe(16000);
    expect(zeroCrossings(down)).toBeGreaterThanOrEqual(998);
    expect(zeroCrossings(down)).toBeLessThanOrEqual(1001);
    expect(rmsLevel(down, 1000, 15000)).toBeCloseTo(rmsLevel(input, 1000, 23000), 2);
    const up = resamplePcm16(down, 16000, 24000);
    expect(up.length).toBe(24000);
    expect(rmsLevel(up, 1000, 23000)).toBeCloseTo(rmsLevel(input, 1000, 23000), 2);
  });

  it('removes content above the new Nyquist frequency instead of folding it down', () => {
    const down = resamplePcm16(tone(10000, 24000, 500), 24000, 16000);
    expect(rmsLevel(down, 500, 7500)).toBeLessThan(0.01);
  });

  it('gives the same samples whatever the chunk sizes', () => {
    const input = tone(700, 24000, 300);
    const whole = resamplePcm16(input, 24000, 16000);
    const resampler = new StreamingResampler({ fromHz: 24000, toHz: 16000 });
    const parts: Int16Array[] = [];
    for (let i = 0, size = 1; i < input.length; i += size, size = (size * 7 + 3) % 997) {
      parts.push(resampler.process(input.subarray(i, i + size)));
    }
    parts.push(resampler.flush());
    expect(Array.from(concatPcm16(parts))).toEqual(Array.from(whole));
  });
});

import { describe, expect, it } from 'vitest';
import { decodePcm16Base64, encodePcm16Base64, floatToPcm16, pcm16ToBytes } from './pcm16';

describe('PCM16 encoding', () => {
  it('maps full-scale floats to the 16-bit range and clips overshoot instead of wrapping', () => {
    expect(Array.from(floatToPcm16(Float32Array.from([0, 1, -1, 1.5, -2, 0.5])))).toEqual([
      0, 32767, -32768, 32767, -32768, 16384,
    ]);
  });

  it('writes little-endian bytes', () => {
    expect(Array.from(pcm16ToBytes(Int16Array.from([0x0102, -2])))).toEqual([0x02, 0x01, 0xfe, 0xff]);
  });

  it('round-trips through base64 within one quantisation step', () => {
    const samples = Float32Array.from({ length: 4080 }, (_, i) => Math.sin(i / 10) * 0.8);
    const decoded = decodePcm16Base64(encodePcm16Base64(floatToPcm16(samples)));
    expect(decoded).toHaveLength(samples.length);
    decoded.forEach((value, i) => expect(Math.abs(value - (samples[i] ?? 0))).toBeLessThan(1 / 16000));
  });

  it('encodes a 170 ms chunk of 24 kHz audio as 8160 bytes', () => {
    const base64 = encodePcm16Base64(new Int16Array(4080));
    expect(atob(base64)).toHaveLength(8160);
  });
});

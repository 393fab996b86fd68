import { describe, expect, it } from 'vitest';
import { PcmChunker } from './chunker';

describe('PcmChunker', () => {
  it('makes 170 ms chunks of 4080 samples at 24 kHz', () => {
    expect(new PcmChunker(24000, 170).chunkSamples).toBe(4080);
  });

  it('emits whole chunks in order and keeps the remainder for the flush', () => {
    const chunker = new PcmChunker(1000, 4);
    const input = Int16Array.from({ length: 10 }, (_, i) => i);
    const chunks = [...chunker.push(input.subarray(0, 3)), ...chunker.push(input.subarray(3))];
    expect(chunks.map((chunk) => Array.from(chunk))).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    expect(Array.from(chunker.flush() ?? [])).toEqual([8, 9]);
    expect(chunker.flush()).toBeNull();
  });

  it('drops pending audio on reset', () => {
    const chunker = new PcmChunker(1000, 4);
    chunker.push(Int16Array.from([1, 2]));
    chunker.reset();
    expect(chunker.flush()).toBeNull();
  });
});

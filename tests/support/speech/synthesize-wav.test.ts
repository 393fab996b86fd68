import { describe, expect, it } from 'vitest';
import { decodeWav } from '../../../apps/server/src/voice/providers/local/audio/wav';
import { insertWord, skipWord, swapWord, synthesizeWav } from './synthesize-wav';

describe('synthesizeWav', () => {
  it('makes a 24 kHz mono WAV by default, with the silence asked for around the speech', async () => {
    const plain = decodeWav(await synthesizeWav('The fox ran home.'));
    expect(plain.sampleRateHz).toBe(24000);
    expect(plain.channels).toBe(1);
    const padded = decodeWav(await synthesizeWav('The fox ran home.', { sampleRateHz: 16000, leadingSilenceMs: 500, trailingSilenceMs: 250 }));
    expect(padded.sampleRateHz).toBe(16000);
    expect(padded.samples.length / 16 - plain.samples.length / 24).toBeCloseTo(750, -1);
    expect(padded.samples.subarray(0, 8000).every((s) => s === 0)).toBe(true);
  });

  it('reads more slowly at a lower rate', async () => {
    const normal = decodeWav(await synthesizeWav('Shall we read the next page?')).samples.length;
    const slow = decodeWav(await synthesizeWav('Shall we read the next page?', { rate: 0.8 })).samples.length;
    expect(slow).toBeGreaterThan(normal * 1.15);
  });
});

describe('misreadings', () => {
  const text = 'The fox jumped over the gate';
  it('skips, inserts and swaps a word by position', () => {
    expect(skipWord(text, 2)).toBe('The fox over the gate');
    expect(insertWord(text, 2, 'really')).toBe('The fox really jumped over the gate');
    expect(swapWord(text, 5, 'goat')).toBe('The fox jumped over the goat');
  });
});

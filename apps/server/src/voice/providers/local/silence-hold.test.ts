import { describe, expect, it } from 'vitest';
import { SilenceHold } from './silence-hold';
import { DECODE_SILENCE_MS } from './recognizer/tuning';

const chunk = (ms: number): Int16Array => new Int16Array(ms * 16);

describe('SilenceHold', () => {
  it('passes speech and the first of a silence on, holds the rest until speech comes back', () => {
    const hold = new SilenceHold();
    expect(hold.take(chunk(30), 0, 0)).toHaveLength(1);
    expect(hold.take(chunk(30), 30, DECODE_SILENCE_MS)).toHaveLength(1);
    expect(hold.take(chunk(30), 60, DECODE_SILENCE_MS + 30)).toEqual([]);
    expect(hold.take(chunk(30), 90, DECODE_SILENCE_MS + 60)).toEqual([]);
    // Speech again: every held sample is written, in order, before it (the decoder's clock is the audio).
    expect(hold.take(chunk(30), 120, 0).map((p) => p.startMs)).toEqual([60, 90, 120]);
  });

  it('drops what it held when the turn ends in silence', () => {
    const hold = new SilenceHold();
    hold.take(chunk(30), 0, DECODE_SILENCE_MS + 30);
    hold.clear();
    expect(hold.take(chunk(30), 500, 0).map((p) => p.startMs)).toEqual([500]);
  });
});

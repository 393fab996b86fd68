import { describe, expect, it } from 'vitest';
import { speechLevel, speechRunMs, speechSpanMs, wordEndingLevel } from './speech-level';

function tone(ms: number, amplitude: number): Int16Array {
  const pcm = new Int16Array((ms * 16000) / 1000);
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(amplitude * Math.sin(i / 5));
  return pcm;
}

function join(...parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('speech level of the turn', () => {
  it('finds where a drawn-out word ending fades into silence', () => {
    const turn = join(tone(1000, 6000), tone(200, 2000), tone(500, 20));
    const level = speechLevel(turn);
    // From the middle of the loud part: 1000 - 400 ms loud, then 200 ms of quieter ending, then silence.
    const fromLoudMiddle = turn.subarray(400 * 16);
    expect(speechRunMs(fromLoudMiddle, level)).toBe(800);
    expect(speechRunMs(turn.subarray(1200 * 16), level)).toBe(0);
  });

  it('counts a word’s quiet fricative ending (the "s" of "Foxes") as part of the word, not the silence after it', () => {
    const turn = join(tone(1000, 7000), tone(200, 700), tone(500, 30));
    const tail = turn.subarray(1000 * 16);
    expect(speechRunMs(tail, speechLevel(turn))).toBe(0);
    expect(speechRunMs(tail, wordEndingLevel(turn))).toBe(200);
  });

  it('judges a quiet microphone by its own loud frames', () => {
    const quiet = join(tone(1000, 600), tone(500, 20));
    expect(speechRunMs(quiet, speechLevel(quiet))).toBe(1000);
  });

  it('finds the speech inside a stretch that also holds a pause (an unnamed word at a full stop)', () => {
    // 200 ms of a word's end, 300 ms of pause, 100 ms of the next word's start.
    const stretch = join(tone(200, 5000), tone(300, 30), tone(100, 5000));
    expect(speechSpanMs(stretch, speechLevel(stretch))).toEqual({ startMs: 0, endMs: 600 });
    const pauseThenWord = join(tone(300, 30), tone(240, 5000), tone(160, 30));
    expect(speechSpanMs(pauseThenWord, speechLevel(pauseThenWord))).toEqual({ startMs: 300, endMs: 540 });
    expect(speechSpanMs(tone(400, 30), 250)).toBeUndefined();
  });
});


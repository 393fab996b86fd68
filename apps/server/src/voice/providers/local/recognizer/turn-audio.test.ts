import { describe, expect, it } from 'vitest';
import { TurnAudio } from './turn-audio';

const second = (value: number): Int16Array => new Int16Array(16000).fill(value);

describe("a turn's kept audio", () => {
  it('finds the audio of a word by its session time', () => {
    const audio = new TurnAudio();
    audio.reset(2000);
    audio.add(second(1));
    audio.add(second(2));
    const from = audio.sampleAt(3000);
    expect(audio.pcm()[from]).toBe(2);
    expect(audio.timeAt(from)).toBe(3000);
    // Times outside the turn clamp to what is kept.
    expect(audio.sampleAt(0)).toBe(0);
    expect(audio.sampleAt(60_000)).toBe(32000);
  });

  it('keeps five minutes of a long turn, and a new turn starts empty', () => {
    const audio = new TurnAudio();
    audio.reset(0);
    for (let s = 0; s < 301; s++) audio.add(second(s % 100));
    expect(audio.pcm().length).toBe(300 * 16000);
    audio.reset(500_000);
    expect(audio.pcm().length).toBe(0);
    audio.add(second(7));
    expect(audio.pcm()[0]).toBe(7);
  });
});

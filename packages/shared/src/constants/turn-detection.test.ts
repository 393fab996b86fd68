import { describe, expect, it } from 'vitest';
import {
  childFriendlyTurnDetection,
  defaultTurnDetection,
  fallbackTurnDetection,
  readingModeTurnDetection,
  storyContextTurnDetection,
} from './turn-detection';

describe('turn detection presets', () => {
  it('default: server VAD 0.5, 1000 ms padding, 1000 ms silence', () => {
    expect(defaultTurnDetection()).toEqual({
      type: 'server_vad',
      threshold: 0.5,
      prefix_padding_ms: 1000,
      silence_duration_ms: 1000,
    });
  });

  it('child-friendly: 0.4 and 400 ms, silence by age band, 2500 ms when the age is unknown', () => {
    const silences = [6, 8, 8.5, 11, 12, 14, 15, 16.5, 18].map(
      (age) => childFriendlyTurnDetection(age).silence_duration_ms,
    );
    expect(silences).toEqual([3000, 3000, 2500, 2500, 2000, 2000, 1800, 1800, 1800]);
    expect(childFriendlyTurnDetection()).toEqual({
      type: 'server_vad',
      threshold: 0.4,
      prefix_padding_ms: 400,
      silence_duration_ms: 2500,
    });
    expect(childFriendlyTurnDetection(Number.NaN).silence_duration_ms).toBe(2500);
  });

  it('reading mode waits 4000 ms with 0.5 and 500 ms', () => {
    expect(readingModeTurnDetection()).toEqual({
      type: 'server_vad',
      threshold: 0.5,
      prefix_padding_ms: 500,
      silence_duration_ms: 4000,
    });
  });

  it('story context: 0.3 and 300 ms, silence 4000 / 3500 / 3000 / 2500 by age band', () => {
    expect([7, 10, 13, 16.5].map((age) => storyContextTurnDetection(age).silence_duration_ms)).toEqual([
      4000, 3500, 3000, 2500,
    ]);
    expect(storyContextTurnDetection(7)).toMatchObject({ threshold: 0.3, prefix_padding_ms: 300 });
  });

  it('fallback: 0.5, 300 ms, filler words removed, silence from the profile', () => {
    expect(fallbackTurnDetection(1200)).toEqual({
      type: 'server_vad',
      threshold: 0.5,
      prefix_padding_ms: 300,
      silence_duration_ms: 1200,
      remove_filler_words: true,
    });
  });

  it('returns a fresh object each time so callers may adjust it', () => {
    const first = defaultTurnDetection();
    first.silence_duration_ms = 1;
    expect(defaultTurnDetection().silence_duration_ms).toBe(1000);
  });
});

import { describe, expect, it } from 'vitest';
import { FrameRateLimit } from './frame-rate';

describe('FrameRateLimit', () => {
  it('accepts up to the cap in any one second, reports the first drop of a burst once, and recovers', () => {
    let now = 0;
    const limit = new FrameRateLimit(100, () => now);
    const first = Array.from({ length: 150 }, () => limit.admit());
    expect(first.filter((v) => v === 'accept')).toHaveLength(100);
    expect(first.filter((v) => v === 'drop-and-report')).toHaveLength(1);
    expect(first.filter((v) => v === 'drop')).toHaveLength(49);
    // Still inside the same second: dropped without another report.
    now = 999;
    expect(limit.admit()).toBe('drop');
    // The window slid past the burst: frames are accepted again, and a later burst is reported again.
    now = 1000;
    const second = Array.from({ length: 101 }, () => limit.admit());
    expect(second.slice(0, 100).every((v) => v === 'accept')).toBe(true);
    expect(second[100]).toBe('drop-and-report');
  });

  it('never limits a browser pace of ten frames a second', () => {
    let now = 0;
    const limit = new FrameRateLimit(100, () => now);
    for (let i = 0; i < 600; i++, now += 100) expect(limit.admit()).toBe('accept');
  });

  it('judges frames held while a session started by when they arrived, not by their release in one burst', () => {
    const limit = new FrameRateLimit(100, () => 20_000);
    // 200 frames that came at a browser's pace over 20 s of a slow start, released together.
    for (let i = 0; i < 200; i++) expect(limit.admit(i * 100)).toBe('accept');
    expect(limit.admit()).toBe('accept');
  });
});

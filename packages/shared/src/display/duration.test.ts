import { describe, expect, it } from 'vitest';
import { averageDurationMinutes, formatDuration } from './duration';

describe('formatDuration', () => {
  it("shows 'Xh Ym' from an hour and 'Xm Ys' below", () => {
    expect(formatDuration(3725)).toBe('1h 2m');
    expect(formatDuration(125)).toBe('2m 5s');
    expect(formatDuration(3599)).toBe('59m 59s');
    expect(formatDuration(3600)).toBe('1h 0m');
    expect(formatDuration(0)).toBe('0m 0s');
  });
  it('floors fractions and shows nonsense as zero', () => {
    expect(formatDuration(59.9)).toBe('0m 59s');
    expect(formatDuration(-5)).toBe('0m 0s');
    expect(formatDuration(Number.NaN)).toBe('0m 0s');
  });
});

describe('averageDurationMinutes', () => {
  it('divides seconds by 60 and rounds', () => {
    expect([0, 29, 30, 89, 90, 600].map(averageDurationMinutes)).toEqual([0, 0, 1, 1, 2, 10]);
  });
});

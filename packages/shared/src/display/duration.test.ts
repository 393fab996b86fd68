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
  it('shows short sessions in tenths of a minute, never a false 0', () => {
    expect([0, 2, 42, 60, 89, 90, 599].map(averageDurationMinutes)).toEqual(['0', '< 0.1', '0.7', '1', '1.5', '1.5', '10']);
  });
  it('rounds to whole minutes from ten minutes on', () => {
    expect([600, 629, 631, 3600].map(averageDurationMinutes)).toEqual(['10', '10', '11', '60']);
    expect(averageDurationMinutes(Number.NaN)).toBe('0');
  });
});

import { describe, expect, it } from 'vitest';
import { readersFor } from './reader-limit';

describe('readers a machine takes', () => {
  it('takes fewer readers where decoding costs more, and more with more cores', () => {
    const fast = readersFor(40, 2);
    const slow = readersFor(120, 2);
    expect(slow).toBeLessThan(fast);
    expect(readersFor(120, 4)).toBeGreaterThanOrEqual(2 * slow);
  });

  it('lets a class of 30 in where the capacity bench kept 30 within the lag target, and not where it kept 12', () => {
    // The server's own measurements on the two machines of docs/listening-cost.md.
    expect(readersFor(32.2, 2)).toBeGreaterThanOrEqual(30);
    expect(readersFor(78.7, 2)).toBeLessThanOrEqual(12);
  });

  it('always takes one reader, even on a machine that cannot keep up or a measurement that went wrong', () => {
    expect(readersFor(5000, 1)).toBe(1);
    expect(readersFor(0, 2)).toBe(1);
    expect(readersFor(Number.NaN, 2)).toBe(1);
  });
});

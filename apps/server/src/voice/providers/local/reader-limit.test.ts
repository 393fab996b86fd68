import { describe, expect, it } from 'vitest';
import { readersFor } from './reader-limit';

describe('readers a machine takes', () => {
  it('takes fewer readers where decoding costs more, and more with more cores', () => {
    const fast = readersFor(40, 2);
    const slow = readersFor(120, 2);
    expect(slow).toBeLessThan(fast);
    expect(readersFor(120, 4)).toBeGreaterThanOrEqual(2 * slow);
  });

  it('always takes one reader, even on a machine that cannot keep up or a measurement that went wrong', () => {
    expect(readersFor(5000, 1)).toBe(1);
    expect(readersFor(0, 2)).toBe(1);
    expect(readersFor(Number.NaN, 2)).toBe(1);
  });
});

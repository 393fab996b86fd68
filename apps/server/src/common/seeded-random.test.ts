import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('repeats its sequence for a seed, differs between seeds and stays in [0, 1)', () => {
    const a = Array.from({ length: 5 }, seededRandom(42));
    const b = Array.from({ length: 5 }, seededRandom(42));
    const c = Array.from({ length: 5 }, seededRandom(43));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    for (const x of [...a, ...c]) expect(x >= 0 && x < 1).toBe(true);
  });
});

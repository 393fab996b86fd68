/** A small seeded pseudo-random generator (mulberry32) so the demo data set is the same on every seed. */
import { seededRandom } from '../../common/seeded-random';

export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  hex(length: number): string;
}

export function createPrng(seed: number): Prng {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  };
}

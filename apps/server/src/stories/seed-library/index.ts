/**
 * The starter library: stories written for this product, seven or more per age band. The lead's
 * database layer stores them (levelled by library.ts) on first start.
 */
import type { AgeBand } from '../levelling';
import { BAND_6_8_STORIES } from './band-6-8';
import { BAND_9_11_STORIES } from './band-9-11';
import { BAND_12_14_STORIES } from './band-12-14';
import { BAND_15_18_STORIES } from './band-15-18';
import type { SeedStory } from './seed-story';

export type { SeedStory } from './seed-story';

/** Word-count range each band's seed stories are written to, inclusive. */
export const SEED_WORD_RANGES: Record<AgeBand, { min: number; max: number }> = {
  '6-8': { min: 80, max: 200 },
  '9-11': { min: 200, max: 400 },
  '12-14': { min: 400, max: 700 },
  '15-18': { min: 600, max: 1200 },
};

export const SEED_STORIES: readonly SeedStory[] = [
  ...BAND_6_8_STORIES,
  ...BAND_9_11_STORIES,
  ...BAND_12_14_STORIES,
  ...BAND_15_18_STORIES,
];

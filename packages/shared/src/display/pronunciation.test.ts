import { describe, expect, it } from 'vitest';
import {
  accuracyColourBand,
  accuracyDistributionBucket,
  countByDistributionBucket,
  countByTier,
  errorTypeLabel,
  pronunciationTier,
} from './pronunciation';

describe('pronunciation display', () => {
  it('colours accuracy green from 90, yellow from 75, orange from 60, else red', () => {
    expect([100, 90, 89.9, 75, 74.9, 60, 59.9, 0].map(accuracyColourBand)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('tiers scores: 90+ excellent, 75-89 good, 60-74 fair, below 60 needs work', () => {
    expect([90, 89, 75, 74, 60, 59].map(pronunciationTier)).toEqual([
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'needs_work',
    ]);
  });

  it('buckets the distribution chart in tens from 60', () => {
    expect([100, 90, 89.5, 80, 79, 70, 69, 60, 59.9, 0].map(accuracyDistributionBucket)).toEqual([
      '90-100',
      '90-100',
      '80-89',
      '80-89',
      '70-79',
      '70-79',
      '60-69',
      '60-69',
      'below 60',
      'below 60',
    ]);
  });

  it('counts scores per bucket and per tier, listing empty ones', () => {
    expect(countByDistributionBucket([95, 91, 85, 40])).toEqual({
      '90-100': 2,
      '80-89': 1,
      '70-79': 0,
      '60-69': 0,
      'below 60': 1,
    });
    expect(countByTier([95, 80, 61, 10, 20])).toEqual({ excellent: 1, good: 1, fair: 1, needs_work: 2 });
  });

  it("shows the error type 'None' as 'Correct'", () => {
    expect(['None', 'Mispronunciation', 'Omission'].map(errorTypeLabel)).toEqual([
      'Correct',
      'Mispronunciation',
      'Omission',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { gradeForAge, seasonFor, standingFor } from './standing';

describe('standingFor (Hasbrouck & Tindal 2017)', () => {
  it('places 72 WCPM in grade 2 winter between the 25th (59) and 50th (84) percentiles', () => {
    expect(standingFor(72, 2, 'winter')).toEqual({
      grade: 2,
      normsGrade: 2,
      season: 'winter',
      wcpm: 72,
      band: '25_to_49',
      bandLabel: '25th–49th percentile',
      median: 84,
      wordsVsMedian: -12,
      needsFluencySupport: true,
    });
  });

  it('puts a reading at a percentile value in that percentile band', () => {
    expect(standingFor(148, 2, 'spring')?.band).toBe('90_and_above');
    expect(standingFor(124, 2, 'spring')?.band).toBe('75_to_89');
    expect(standingFor(100, 2, 'spring')).toMatchObject({
      band: '50_to_74',
      wordsVsMedian: 0,
      needsFluencySupport: false,
    });
    expect(standingFor(42, 2, 'spring')?.band).toBe('below_10');
    expect(standingFor(91, 4, 'fall')).toMatchObject({ band: '25_to_49', needsFluencySupport: false });
  });

  it('compares grades above 6 with the grade 6 norms and says so', () => {
    expect(standingFor(150, 9, 'winter')).toMatchObject({
      grade: 9,
      normsGrade: 6,
      median: 145,
      band: '50_to_74',
    });
  });

  it('has no standing for grade 1 in the fall, which the table leaves out', () => {
    expect(standingFor(30, 1, 'fall')).toBeNull();
    expect(standingFor(30, 1, 'winter')?.band).toBe('50_to_74');
  });
});

describe('grade and season', () => {
  it('maps the age bands to the first grade of their labels', () => {
    expect([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16.5, 18].map(gradeForAge)).toEqual([
      2, 2, 2, 4, 4, 4, 6, 6, 6, 9, 9, 9,
    ]);
    expect(gradeForAge(30)).toBe(9);
  });

  it('reads the season from the school calendar', () => {
    expect(seasonFor(new Date('2026-09-15T12:00:00Z'))).toBe('fall');
    expect(seasonFor(new Date('2026-01-20T12:00:00Z'))).toBe('winter');
    expect(seasonFor(new Date('2026-12-05T12:00:00Z'))).toBe('winter');
    expect(seasonFor(new Date('2026-05-10T12:00:00Z'))).toBe('spring');
    expect(seasonFor(new Date('2026-07-10T12:00:00Z'))).toBe('spring');
  });
});

import { describe, expect, it } from 'vitest';
import { GRADE_OPTIONS, gradeAgesCaption, gradeOptionForProfile } from './grades';
import { profileKeyForAge } from './profiles';

describe('grade options', () => {
  it('lists the four grade buttons with their ages and midpoints', () => {
    expect(GRADE_OPTIONS.map((o) => [o.label, gradeAgesCaption(o), o.midpointAge])).toEqual([
      ['Grade 2-3', 'ages 6-8', 7],
      ['Grade 4-5', 'ages 9-11', 10],
      ['Grade 6-8', 'ages 12-14', 13],
      ['Grade 9-10', 'ages 15-18', 16.5],
    ]);
  });

  it("passes on a midpoint that selects the grade's own profile", () => {
    for (const option of GRADE_OPTIONS) {
      expect(profileKeyForAge(option.midpointAge)).toBe(option.profileKey);
    }
  });

  it('finds the grade of a profile', () => {
    expect(gradeOptionForProfile('12-14').label).toBe('Grade 6-8');
  });
});

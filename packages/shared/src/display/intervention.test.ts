import { describe, expect, it } from 'vitest';
import { interventionBarState, interventionsHeaderText } from './intervention';

describe('interventionBarState', () => {
  it('stays normal up to 80% use with more than one left', () => {
    expect(interventionBarState(8, 10)).toEqual({
      remaining: 2,
      percentUsed: 80,
      isRed: false,
      showWarning: false,
    });
  });
  it('turns red above 80% and warns at 1 or fewer remaining', () => {
    expect(interventionBarState(9, 10)).toEqual({
      remaining: 1,
      percentUsed: 90,
      isRed: true,
      showWarning: true,
    });
    expect(interventionBarState(12, 10)).toMatchObject({ remaining: 0, percentUsed: 100 });
  });
  it('writes the history header', () => {
    expect(interventionsHeaderText(3, 10)).toBe('3 / 10 Interventions');
  });
});

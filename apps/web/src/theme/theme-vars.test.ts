import { describe, expect, it } from 'vitest';
import { getAgeProfile } from '@shared/age/profiles';
import { themeVariables } from './theme-vars';

describe('theme variables', () => {
  it('differ by age band, carrying each profile’s colours, type and touch targets', () => {
    const young = themeVariables(getAgeProfile(7));
    const teen = themeVariables(getAgeProfile(16.5));
    expect(young['--lc-primary']).toBe(getAgeProfile(7).theme.colors.primary);
    expect(young['--lc-touch-target']).toBe(getAgeProfile(7).theme.spacing.touchTargets);
    expect(teen['--lc-font-family']).toBe(getAgeProfile(16.5).theme.typography.fontFamily);
    expect(young['--lc-mic-size']).not.toBe(teen['--lc-mic-size']);
  });
});

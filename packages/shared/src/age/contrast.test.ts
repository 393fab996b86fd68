import { describe, expect, it } from 'vitest';
import { AGE_PROFILE_KEYS } from '../constants/ages';
import {
  WCAG_AA_NON_TEXT_CONTRAST,
  WCAG_AA_TEXT_CONTRAST,
  contrastRatio,
  relativeLuminance,
} from './contrast';
import { AGE_PROFILES } from './profiles';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic "just passes AA" grey (4.54:1).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeLessThan(4.5);
  });
  it('rejects anything but #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow(/#rrggbb/);
  });
});

describe.each(AGE_PROFILE_KEYS)('theme %s meets WCAG AA', (key) => {
  const { colors } = AGE_PROFILES[key].theme;
  it('text on background', () => {
    expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });
  it('button text on primary', () => {
    expect(contrastRatio(colors.buttonText, colors.primary)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });
  it('text on secondary (panels and cards)', () => {
    expect(contrastRatio(colors.text, colors.secondary)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });
  it('accent and primary against background (UI components)', () => {
    expect(contrastRatio(colors.accent, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT_CONTRAST);
    expect(contrastRatio(colors.primary, colors.background)).toBeGreaterThanOrEqual(
      WCAG_AA_NON_TEXT_CONTRAST,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { FALLBACK_VERSION } from '../constants/version';
import { commitShort, versionBugFixesShown, versionFeaturesView, versionFooterText } from './version';

describe('version display', () => {
  it('shortens a known commit to 7 characters and hides an unknown one', () => {
    expect(commitShort('b113eca4f00d1e')).toBe('b113eca');
    expect([undefined, null, '', 'unknown'].map(commitShort)).toEqual([null, null, null, null]);
  });
  it("shows 3 features then '+N more features...', and 2 bug fixes", () => {
    expect(versionFeaturesView(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      moreText: '+2 more features...',
    });
    expect(versionFeaturesView(['a']).moreText).toBeNull();
    expect(versionBugFixesShown(['x', 'y', 'z'])).toEqual(['x', 'y']);
  });
  it('writes the footer', () => {
    expect(versionFooterText(FALLBACK_VERSION)).toBe('Learning Companion v1.0.3-dev');
  });
});

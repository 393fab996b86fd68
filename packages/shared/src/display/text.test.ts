import { describe, expect, it } from 'vitest';
import {
  alertTypeLabel,
  assistantResponsePreview,
  storyBackendPreview,
  storyCardPreview,
  triggerReasonLabel,
  visibleStoryTags,
} from './text';

describe('text display', () => {
  it('replaces every underscore in alert types but only the first in trigger reasons', () => {
    expect(alertTypeLabel('personal_info_shared')).toBe('personal info shared');
    expect(triggerReasonLabel('difficult_word_detected')).toBe('difficult word_detected');
  });

  it("cuts assistant responses to 200 characters plus '...'", () => {
    const long = 'x'.repeat(201);
    expect(assistantResponsePreview(long)).toBe(`${'x'.repeat(200)}...`);
    expect(assistantResponsePreview('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('previews 120 characters on the card and 150 for the backend', () => {
    const content = 'abcdefghij'.repeat(20);
    expect(storyCardPreview(content)).toHaveLength(120);
    expect(storyBackendPreview(content)).toHaveLength(150);
    expect(storyCardPreview('short')).toBe('short');
  });

  it('shows up to 3 tags', () => {
    expect(visibleStoryTags(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });
});

import { describe, expect, it } from 'vitest';
import { PROMPT_MAX_CHARS, PROMPT_MIN_CHARS } from '../constants/dashboard';
import { AGE_PROFILES } from './profiles';
import {
  defaultSystemPrompt,
  isPromptAgeRange,
  profileKeyForPromptRange,
  promptRangeForAge,
} from './prompt-ranges';

describe('prompt age ranges', () => {
  it('maps 15-16 and 17-18 onto the 15-18 profile', () => {
    expect(profileKeyForPromptRange('15-16')).toBe('15-18');
    expect(profileKeyForPromptRange('17-18')).toBe('15-18');
    expect(defaultSystemPrompt('17-18')).toBe(AGE_PROFILES['15-18'].system_prompt);
    expect(defaultSystemPrompt('9-11')).toBe(AGE_PROFILES['9-11'].system_prompt);
  });

  it('finds the range of an age', () => {
    expect([7, 8.5, 16.5, 17, 18, 18.5, 5, 19].map(promptRangeForAge)).toEqual([
      '6-8',
      '6-8',
      '15-16',
      '17-18',
      '17-18',
      '17-18',
      undefined,
      undefined,
    ]);
  });

  it('recognises only the five ranges', () => {
    expect(isPromptAgeRange('15-16')).toBe(true);
    expect(isPromptAgeRange('15-18')).toBe(false);
  });

  it('keeps every default prompt within the editor bounds', () => {
    for (const range of ['6-8', '9-11', '12-14', '15-16', '17-18'] as const) {
      const length = defaultSystemPrompt(range).length;
      expect(length).toBeGreaterThanOrEqual(PROMPT_MIN_CHARS);
      expect(length).toBeLessThanOrEqual(PROMPT_MAX_CHARS);
    }
  });
});

/**
 * System prompts are edited per prompt age range (teacher-side section 9), which splits 15-18 into
 * 15-16 and 17-18. These helpers relate the two sets so a default prompt comes from the profiles.
 */
import type { AgeProfileKey } from '../constants/ages';
import { PROMPT_AGE_RANGES, type PromptAgeRangeKey } from '../constants/dashboard';
import { AGE_PROFILES } from './profiles';

const PROFILE_FOR_PROMPT_RANGE: Record<PromptAgeRangeKey, AgeProfileKey> = {
  '6-8': '6-8',
  '9-11': '9-11',
  '12-14': '12-14',
  '15-16': '15-18',
  '17-18': '15-18',
};

export function isPromptAgeRange(value: string): value is PromptAgeRangeKey {
  return (PROMPT_AGE_RANGES as readonly string[]).includes(value);
}

export function profileKeyForPromptRange(range: PromptAgeRangeKey): AgeProfileKey {
  return PROFILE_FOR_PROMPT_RANGE[range];
}

/**
 * The prompt range of an age in whole years (16.5, the grade 9-10 midpoint, is 16 → '15-16'), or
 * undefined when the whole years fall outside 6..18.
 */
export function promptRangeForAge(age: number): PromptAgeRangeKey | undefined {
  const years = Math.floor(age);
  return PROMPT_AGE_RANGES.find((range) => {
    const [min, max] = range.split('-').map(Number);
    return min !== undefined && max !== undefined && years >= min && years <= max;
  });
}

/** The built-in system prompt of a prompt range: its age profile's prompt. */
export function defaultSystemPrompt(range: PromptAgeRangeKey): string {
  return AGE_PROFILES[profileKeyForPromptRange(range)].system_prompt;
}

/**
 * The four age profiles and the age → profile rule of child-side section 5: the age is compared
 * inclusively to each range; an age outside all ranges (5, 19, or 8.5, which falls between 8 and 9)
 * uses the 15-18 profile.
 */
import {
  AGE_PROFILE_KEYS,
  FALLBACK_AGE_PROFILE_KEY,
  MAX_USER_AGE,
  MIN_USER_AGE,
  type AgeProfileKey,
} from '../constants/ages';
import { PROFILE_12_14 } from './profile-12-14';
import { PROFILE_15_18 } from './profile-15-18';
import { PROFILE_6_8 } from './profile-6-8';
import { PROFILE_9_11 } from './profile-9-11';
import type { AgeProfile } from './profile-schema';

export const AGE_PROFILES: Readonly<Record<AgeProfileKey, AgeProfile>> = {
  '6-8': PROFILE_6_8,
  '9-11': PROFILE_9_11,
  '12-14': PROFILE_12_14,
  '15-18': PROFILE_15_18,
};

/** The key of the profile whose inclusive range holds `age`, else the 15-18 fallback. */
export function profileKeyForAge(age: number): AgeProfileKey {
  for (const key of AGE_PROFILE_KEYS) {
    const { min, max } = AGE_PROFILES[key].age_range;
    if (age >= min && age <= max) return key;
  }
  return FALLBACK_AGE_PROFILE_KEY;
}

export function getAgeProfile(age: number): AgeProfile {
  return AGE_PROFILES[profileKeyForAge(age)];
}

/** A user age is present, a finite number and within 6..18 inclusive (fractions such as 16.5 allowed). */
export function isValidUserAge(age: unknown): age is number {
  return typeof age === 'number' && Number.isFinite(age) && age >= MIN_USER_AGE && age <= MAX_USER_AGE;
}

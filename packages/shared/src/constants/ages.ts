/**
 * Ages and age bands (child-side sections 2, 5 and 9). The profile values themselves live in `age/`.
 */
export const MIN_USER_AGE = 6;
export const MAX_USER_AGE = 18;

/** Choosing the Teacher role sets the age to 0 (both spec documents, section 1). */
export const TEACHER_AGE = 0;

/** Keys of the four age profiles, youngest first. */
export const AGE_PROFILE_KEYS = ['6-8', '9-11', '12-14', '15-18'] as const;
export type AgeProfileKey = (typeof AGE_PROFILE_KEYS)[number];

/** An age outside every inclusive profile range uses this profile. */
export const FALLBACK_AGE_PROFILE_KEY: AgeProfileKey = '15-18';

/** Validation message of child-side section 5, also the API's `detail` for a bad age. */
export const INVALID_USER_AGE_MESSAGE = 'Invalid user age: must be between 6 and 18';

/**
 * The companion's view of the age profiles (child-side section 3): the band keys and the reply length
 * limit, read from the shared profiles so the two can never disagree.
 */
import { AGE_PROFILE_KEYS, AGE_PROFILES, profileKeyForAge, type AgeProfileKey } from '@shared';

export const AGE_BANDS = AGE_PROFILE_KEYS;
export type AgeBand = AgeProfileKey;

/** Longest reply, in words, the companion may speak to a child of this band (max_response_length). */
export function maxWordsFor(band: AgeBand): number {
  return AGE_PROFILES[band].max_response_length;
}

/** Band of an age, compared inclusively; an age outside every band uses 15-18 (child-side section 5). */
export function ageBandFor(age: number): AgeBand {
  return profileKeyForAge(age);
}

/** The band's system prompt for a language model (the default; teachers may customise it elsewhere). */
export function systemPromptFor(band: AgeBand): string {
  return AGE_PROFILES[band].system_prompt;
}

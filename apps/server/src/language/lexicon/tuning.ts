/**
 * Tuned constants of the word knowledge the reading grammar draws on; why each value was chosen is in
 * docs/reading-accuracy-notes.md.
 */

// Sound-alikes offered by the reading grammar (sound-alike-search.ts).
/** Same-length neighbours offered per word ("fox" → "box", "fix"). */
export const SOUND_ALIKE_SUBSTITUTION_WORDS = 3;
/** Neighbours a phone or more longer or shorter ("storm" → "storms", "story"). */
export const SOUND_ALIKE_LENGTH_CHANGE_WORDS = 2;
/** Phone similarity below which a word is not a sound-alike at all. */
export const SOUND_ALIKE_MIN_SIMILARITY_RATIO = 0.5;

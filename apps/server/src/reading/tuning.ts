/**
 * The reading tracker's and miscue rules' tuned constants, with their units. Each was set on the
 * reading benches; the measurements and history are in docs/reading-accuracy-notes.md ("Reading
 * tracker", "Miscue rules"). Scores are alignment scores (maximised); ratios are shares of another
 * quantity.
 */

// Tracker (tracker/reading-tracker.ts): defaults of ReadingTrackerOptions.
/** A longer pause before a word is a hesitation. */
export const HESITATION_PAUSE_MS = 3000;
/** A longer silence is a break (the child stepped away), not a pause: reading-mode turns end after 4 s. */
export const BREAK_PAUSE_MS = 20_000;
/** How far back a re-read is looked for. */
export const REREAD_WINDOW_WORDS = 40;
/** How far ahead a skip is looked for, beyond the utterance's own length. */
export const SKIP_WINDOW_WORDS = 40;
/** Unnamed words at least this long are kept as evidence; shorter ones are breaths and clicks. */
export const HEARD_UNKNOWN_WORD_MIN_MS = 100;

// Tracker rules (tracker/reading-tracker.ts).
/** Utterances shorter than this (named words) are always taken as reading: too few to judge. */
export const OFF_TEXT_MIN_WORDS = 3;
/** Share of named words that must match the story for an utterance to be reading, not talk. */
export const READING_MIN_MATCH_RATIO = 0.4;
/** Normalised phone distance up to which an extra word before the word it resembles was a try at it. */
export const RETRY_MAX_SOUND_DISTANCE_RATIO = 0.5;
/** Trailing unmatched words of a final judged again with the next utterance (replaced or extra?). */
export const MAX_CARRIED_WORDS = 3;
/** Content words read exactly after a jump ahead for the jump to be believed: function words match anywhere. */
export const JUMP_MIN_CONTENT_WORDS = 2;

// Alignment scores (tracker/align.ts): defaults of AlignmentCosts, maximised.
/** A heard word that is the story word. */
export const ALIGN_EXACT_SCORE = 2;
/** A sound-alike: probably the word, misheard or misread. */
export const ALIGN_NEAR_SCORE = 1;
/** A different word read in the word's place. */
export const ALIGN_FAR_SCORE = -1;
/** An extra word. */
export const ALIGN_INSERTION_SCORE = -1;
/** Per unread word passed over in a short gap. */
export const ALIGN_OMISSION_SCORE = -1;
/** Flat cost of a jump ahead (a skipped line): wins over omissions only when several words match further on. */
export const ALIGN_JUMP_SCORE = -4;
/** Per word jumped. */
export const ALIGN_JUMP_PER_WORD_SCORE = -0.02;
/** Flat cost of going back to re-read: one stray word never drags the reader back. */
export const ALIGN_BACK_SCORE = -2.5;
/** Per word back. */
export const ALIGN_BACK_PER_WORD_SCORE = -0.1;
/** Per function word passed over, deciding ties only: recognisers drop short words more than readers skip. */
export const FUNCTION_WORD_SKIP_PREFERENCE_SCORE = 0.01;

// Unnamed words (`<unk>`) as miscue evidence (miscues/verdicts.ts): DEFAULT_UNKNOWN_WORD_RULES.
/** Speech in an unnamed word in place of a story word that makes it a swap: a word read would have been named. */
export const UNKNOWN_WORD_SUBSTITUTION_MIN_MS = 100;
/** Speech in an unnamed extra word: words read right had under 130 ms between them. */
export const UNKNOWN_WORD_INSERTION_MIN_MS = 150;
/** Either kind next to a punctuation mark, where pauses and breaths gather. */
export const UNKNOWN_WORD_AT_PUNCTUATION_MIN_MS = 200;
/** The unnamed word's neighbours may be sound-alikes of the adjacent story words, not only exact. */
export const UNKNOWN_WORD_NEIGHBOUR_MATCH = 'near';
/** A run of unnamed words flags one miscue at most: runs appeared only around a misread word. */
export const UNKNOWN_WORD_RUNS_FLAG = true;
/** Room a function word takes in an unnamed word that holds it and an extra word. */
export const UNKNOWN_WORD_FUNCTION_WORD_ROOM_MS = 50;

/** Display limits and thresholds of child-side section 9. */

export const STORY_BACKEND_PREVIEW_CHARS = 150;
export const STORY_CARD_PREVIEW_CHARS = 120;
export const STORY_CARD_MAX_TAGS = 3;

export const DEFAULT_MAX_INTERVENTIONS = 10;
/** The persona indicator warns when this many interventions or fewer remain. */
export const INTERVENTION_WARNING_REMAINING = 1;
/** The intervention bar turns red above this share of use. */
export const INTERVENTION_BAR_RED_ABOVE_PERCENT = 80;

/** Lower bounds of the pronunciation accuracy colour bands; anything below orange is red. */
export const ACCURACY_COLOUR_MIN = { green: 90, yellow: 75, orange: 60 } as const;
export const WORDS_TO_PRACTICE_MAX = 8;

/** Above this count the conversation badge reads "9+". */
export const MESSAGE_BADGE_CAP = 9;

/** Drift is severe below this content similarity. */
export const DRIFT_SEVERE_SIMILARITY_BELOW = 0.1;
/** Drift is moderate above this drift score (or when story relevance is 0). */
export const DRIFT_MODERATE_SCORE_ABOVE = 2;
/** The similarity and relevance readout shows only above this age. */
export const DRIFT_READOUT_MIN_AGE_EXCLUSIVE = 11;

export const MICROPHONE_POSITIONS = ['middle-right', 'bottom-right', 'bottom-centre'] as const;
export const DEFAULT_MICROPHONE_POSITION: (typeof MICROPHONE_POSITIONS)[number] = 'middle-right';

/** Pronunciation history and trends defaults (both documents). */
export const PRONUNCIATION_HISTORY_DEFAULT_LIMIT = 20;
export const PRONUNCIATION_HISTORY_DEFAULT_OFFSET = 0;
export const PRONUNCIATION_TRENDS_DEFAULT_DAYS = 30;

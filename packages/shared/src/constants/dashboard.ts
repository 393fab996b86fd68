/** Constants of the teacher and administrator views (teacher-side sections 2, 5 and 9). */

export const SESSIONS_PAGE_SIZE = 10;
export const PERSONA_RESPONSE_PREVIEW_CHARS = 200;

export const PROMPT_MIN_CHARS = 50;
export const PROMPT_MAX_CHARS = 5000;
export const PROMPT_TOO_SHORT_MESSAGE = 'Prompt too short (min 50 chars)';
export const PROMPT_TOO_LONG_MESSAGE = 'Prompt too long (max 5000 chars)';
/** System prompts are kept per these ranges, which split the 15-18 profile in two. */
export const PROMPT_AGE_RANGES = ['6-8', '9-11', '12-14', '15-16', '17-18'] as const;
export type PromptAgeRangeKey = (typeof PROMPT_AGE_RANGES)[number];
export const DEFAULT_PROMPT_AGE_RANGE: PromptAgeRangeKey = '6-8';

export const LOG_LINES_OPTIONS = [50, 100, 500, 1000, 5000] as const;
export const DEFAULT_LOG_LINES = 100;
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];
/** The Backend Logs panel's recent-entries call (`GET /v1/logs?limit=20`). */
export const LOGS_PANEL_ENTRY_LIMIT = 20;

export const TABLE_DATA_PAGE_SIZE = 100;
export const TABLE_DATA_DEFAULT_OFFSET = 0;

export const TOP_CHALLENGING_WORDS = 10;
export const OVERVIEW_SAFETY_ALERTS_MAX = 3;
export const WORD_TABLE_MAX_HEIGHT_REM = 24;

export const VERSION_COMMIT_SHORT_CHARS = 7;
export const VERSION_FEATURES_SHOWN = 3;
export const VERSION_BUG_FIXES_SHOWN = 2;

export const CLEAR_DATA_CONFIRM_MESSAGE = 'Are you sure you want to clear ALL data? This cannot be undone.';

/** An uploaded story shorter than this is refused: a child cannot practise reading on a line or two. */
export const MIN_STORY_WORDS = 30;

/**
 * An uploaded story longer than this is refused: a long novel chapter is about 10,000 words, more than a
 * child reads in one sitting, and every word is tokenised, levelled and analysed for the reader.
 */
export const MAX_STORY_WORDS = 10_000;

/** Safety alerts per page of the Safety Alerts tab, and the most one call may ask for. */
export const SAFETY_ALERTS_PAGE_SIZE = 20;
export const SAFETY_ALERTS_MAX_PAGE_SIZE = 100;

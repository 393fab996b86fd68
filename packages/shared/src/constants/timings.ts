/** Timings of the child flow (child-side section 9) and the teacher views (teacher-side section 9). */

// Voice turn-taking and announcements
export const TRANSCRIPTION_WAIT_TIMEOUT_MS = 5000;
export const ANNOUNCEMENT_TRIGGER_FIRST_WAIT_MS = 200;
export const ANNOUNCEMENT_TRIGGER_SECOND_WAIT_MS = 100;
export const WELCOME_ANNOUNCEMENT_DURATION_MS = 12000;
export const STORY_ANNOUNCEMENT_DURATION_MS = 8000;
export const WELCOME_START_DELAY_MS = 1500;
export const AGE_HINT_DELAY_MS = 2000;
export const MICROPHONE_CHECK_DELAY_MS = 1000;
export const READY_TO_CHAT_DELAY_MS = 2000;
export const READY_TO_CHAT_VISIBLE_MS = 5000;
export const CONTINUOUS_LISTENING_START_DELAY_MS = 1000;

// Child screen
export const FLOATING_PANEL_AUTO_HIDE_MS = 3000;
export const RECORDING_TOO_SHORT_MESSAGE_MS = 3000;
/** Also the `animation_duration` sent with floating-panel control calls. */
export const FLOATING_PANEL_ANIMATION_MS = 500;
export const HINT_BUBBLE_VISIBLE_MS = 3000;
export const HINT_BUBBLE_TRANSITION_MS = 300;
export const PERSONA_SWITCH_HIGHLIGHT_MS = 600;
export const READING_PROGRESS_SCROLL_RESET_DELAY_MS = 100;
export const DRIFT_ALERT_AUTO_DISMISS_MS = 8000;
export const DRIFT_ALERT_PULSE_DELAY_MS = 500;
export const DRIFT_ALERT_EXIT_MS = 300;
export const ASSESSMENT_POLL_INTERVAL_MS = 3000;

// Client logging
export const IN_MEMORY_LOG_CAP_ENTRIES = 1000;
export const LOG_BUFFER_FLUSH_INTERVAL_MS = 5000;
export const LOG_BUFFER_SIZE_ENTRIES = 50;

// Teacher views
export const PERSONA_HISTORY_POLL_INTERVAL_MS = 10000;
export const LOG_AUTO_REFRESH_INTERVAL_MS = 5000;

// Every number and string of both documents' section 9, checked against the spec text.
import { describe, expect, it } from 'vitest';
import * as ages from './ages';
import * as audio from './audio';
import * as dashboard from './dashboard';
import * as domain from './domain';
import * as limits from './limits';
import * as timings from './timings';
import * as version from './version';

describe('child-side section 9 constants', () => {
  it('ages', () => {
    expect([ages.MIN_USER_AGE, ages.MAX_USER_AGE, ages.TEACHER_AGE]).toEqual([6, 18, 0]);
    expect(ages.AGE_PROFILE_KEYS).toEqual(['6-8', '9-11', '12-14', '15-18']);
    expect(ages.FALLBACK_AGE_PROFILE_KEY).toBe('15-18');
    expect(ages.INVALID_USER_AGE_MESSAGE).toBe('Invalid user age: must be between 6 and 18');
  });

  it('audio', () => {
    expect(audio).toMatchObject({
      AUDIO_SAMPLE_RATE_HZ: 24000,
      AUDIO_CHANNEL_COUNT: 1,
      AUDIO_BITS_PER_SAMPLE: 16,
      AUDIO_FORMAT: 'pcm16',
      CAPTURE_BUFFER_SAMPLES: 4096,
      MIN_AUDIO_MS: 150,
      CHUNK_DURATION_MS: 170,
      PLAYBACK_GAP_MS: 10,
      TRANSCRIPTION_MODEL: 'whisper-1',
    });
  });

  it('timings', () => {
    expect(timings).toMatchObject({
      TRANSCRIPTION_WAIT_TIMEOUT_MS: 5000,
      ANNOUNCEMENT_TRIGGER_FIRST_WAIT_MS: 200,
      ANNOUNCEMENT_TRIGGER_SECOND_WAIT_MS: 100,
      WELCOME_ANNOUNCEMENT_DURATION_MS: 12000,
      STORY_ANNOUNCEMENT_DURATION_MS: 8000,
      WELCOME_START_DELAY_MS: 1500,
      AGE_HINT_DELAY_MS: 2000,
      MICROPHONE_CHECK_DELAY_MS: 1000,
      READY_TO_CHAT_DELAY_MS: 2000,
      READY_TO_CHAT_VISIBLE_MS: 5000,
      CONTINUOUS_LISTENING_START_DELAY_MS: 1000,
      FLOATING_PANEL_AUTO_HIDE_MS: 3000,
      RECORDING_TOO_SHORT_MESSAGE_MS: 3000,
      FLOATING_PANEL_ANIMATION_MS: 500,
      HINT_BUBBLE_VISIBLE_MS: 3000,
      HINT_BUBBLE_TRANSITION_MS: 300,
      PERSONA_SWITCH_HIGHLIGHT_MS: 600,
      READING_PROGRESS_SCROLL_RESET_DELAY_MS: 100,
      DRIFT_ALERT_AUTO_DISMISS_MS: 8000,
      DRIFT_ALERT_PULSE_DELAY_MS: 500,
      DRIFT_ALERT_EXIT_MS: 300,
      ASSESSMENT_POLL_INTERVAL_MS: 3000,
      IN_MEMORY_LOG_CAP_ENTRIES: 1000,
      LOG_BUFFER_FLUSH_INTERVAL_MS: 5000,
      LOG_BUFFER_SIZE_ENTRIES: 50,
    });
  });

  it('limits and display', () => {
    expect(limits).toMatchObject({
      STORY_BACKEND_PREVIEW_CHARS: 150,
      STORY_CARD_PREVIEW_CHARS: 120,
      STORY_CARD_MAX_TAGS: 3,
      DEFAULT_MAX_INTERVENTIONS: 10,
      INTERVENTION_WARNING_REMAINING: 1,
      INTERVENTION_BAR_RED_ABOVE_PERCENT: 80,
      ACCURACY_COLOUR_MIN: { green: 90, yellow: 75, orange: 60 },
      WORDS_TO_PRACTICE_MAX: 8,
      MESSAGE_BADGE_CAP: 9,
      DRIFT_SEVERE_SIMILARITY_BELOW: 0.1,
      DRIFT_MODERATE_SCORE_ABOVE: 2,
      DRIFT_READOUT_MIN_AGE_EXCLUSIVE: 11,
      DEFAULT_MICROPHONE_POSITION: 'middle-right',
      PRONUNCIATION_HISTORY_DEFAULT_LIMIT: 20,
      PRONUNCIATION_HISTORY_DEFAULT_OFFSET: 0,
      PRONUNCIATION_TRENDS_DEFAULT_DAYS: 30,
    });
    expect(limits.MICROPHONE_POSITIONS).toEqual(['middle-right', 'bottom-right', 'bottom-centre']);
  });
});

describe('teacher-side section 9 constants', () => {
  it('dashboard', () => {
    expect(dashboard).toMatchObject({
      SESSIONS_PAGE_SIZE: 10,
      PERSONA_RESPONSE_PREVIEW_CHARS: 200,
      PROMPT_MIN_CHARS: 50,
      PROMPT_MAX_CHARS: 5000,
      PROMPT_TOO_SHORT_MESSAGE: 'Prompt too short (min 50 chars)',
      PROMPT_TOO_LONG_MESSAGE: 'Prompt too long (max 5000 chars)',
      DEFAULT_PROMPT_AGE_RANGE: '6-8',
      DEFAULT_LOG_LINES: 100,
      LOGS_PANEL_ENTRY_LIMIT: 20,
      TABLE_DATA_PAGE_SIZE: 100,
      TABLE_DATA_DEFAULT_OFFSET: 0,
      TOP_CHALLENGING_WORDS: 10,
      OVERVIEW_SAFETY_ALERTS_MAX: 3,
      WORD_TABLE_MAX_HEIGHT_REM: 24,
      VERSION_COMMIT_SHORT_CHARS: 7,
      VERSION_FEATURES_SHOWN: 3,
      VERSION_BUG_FIXES_SHOWN: 2,
      CLEAR_DATA_CONFIRM_MESSAGE: 'Are you sure you want to clear ALL data? This cannot be undone.',
    });
    expect(dashboard.PROMPT_AGE_RANGES).toEqual(['6-8', '9-11', '12-14', '15-16', '17-18']);
    expect(dashboard.LOG_LINES_OPTIONS).toEqual([50, 100, 500, 1000, 5000]);
    expect(dashboard.LOG_LEVELS).toEqual(['DEBUG', 'INFO', 'WARNING', 'ERROR']);
    expect([timings.PERSONA_HISTORY_POLL_INTERVAL_MS, timings.LOG_AUTO_REFRESH_INTERVAL_MS]).toEqual([
      10000, 5000,
    ]);
  });

  it('domain values', () => {
    expect(domain.AGENT_TYPES).toEqual([
      'wordwizard',
      'quizcritter',
      'roleranger',
      'evidencebuddy',
      'safetyshield',
    ]);
    expect([
      domain.ALL_AGENTS_LABEL,
      ...domain.AGENT_TYPES.map((agent) => domain.AGENT_LABELS[agent]),
    ]).toEqual([
      'All Agents',
      'Word Wizard',
      'Quiz Critter',
      'Role Ranger',
      'Evidence Buddy',
      'Safety Shield',
    ]);
    expect(domain.PERSONA_TYPES).toEqual([
      'gentle_teacher',
      'pronunciation_coach',
      'quiz_critter',
      'role_ranger',
    ]);
    expect(domain.PERSONA_TYPES.map((persona) => domain.PERSONA_LABELS[persona])).toEqual([
      'Gentle Teacher',
      'Pronunciation Coach',
      'QuizCritter',
      'RoleRanger',
    ]);
    expect(domain.ALERT_SEVERITIES).toEqual(['critical', 'high', 'medium', 'other']);
    expect(domain.PRONUNCIATION_TIERS).toEqual(['excellent', 'good', 'fair', 'needs_work']);
    expect(domain.PRONUNCIATION_TIER_MIN_SCORES).toEqual({ excellent: 90, good: 75, fair: 60 });
    expect(domain.ACCURACY_DISTRIBUTION_BUCKETS).toEqual(['90-100', '80-89', '70-79', '60-69', 'below 60']);
    expect(domain.PRONUNCIATION_CHART_TYPES).toEqual(['trend', 'distribution', 'words']);
  });

  it('version fallback', () => {
    expect({ ...version }).toEqual({
      FALLBACK_VERSION: '1.0.3-dev',
      FALLBACK_ENVIRONMENT: 'development',
      FALLBACK_API_VERSION: 'v1',
    });
  });
});

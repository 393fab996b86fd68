/**
 * The typed shape of every table, shared by migrations (which create them) and repositories (which
 * query them). Portable conventions so one set of SQL runs on SQLite and PostgreSQL: timestamps are
 * ISO-8601 UTC text, booleans are integer 0/1, JSON is text, ids are text.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** ISO-8601 UTC text, e.g. `2026-11-22T10:00:00.000Z`; sorts chronologically as text. */
export type IsoTimestamp = string;
/** 0 or 1. */
export type IntBool = number;
/** JSON serialised as text. */
export type JsonText = string;

export interface StoriesTable {
  id: string;
  title: string;
  content: string;
  age_band: string;
  reading_level: string;
  lexile_level: string | null;
  estimated_read_time: number;
  tags: ColumnType<JsonText, JsonText | undefined, JsonText>;
  status: ColumnType<'active' | 'draft', 'active' | 'draft' | undefined>;
  grade: string;
  difficulty: string;
  word_count: number;
  source: 'seed' | 'upload' | 'demo';
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface StoryAnalysesTable {
  story_id: string;
  analysis: JsonText;
  created_at: IsoTimestamp;
}

export interface ConversationsTable {
  id: string;
  user_age: number;
  age_band: string;
  story_id: string | null;
  story_title: string | null;
  agent_type: Generated<string>;
  session_type: Generated<string>;
  reading_mode: Generated<IntBool>;
  voice_provider: string;
  started_at: IsoTimestamp;
  ended_at: IsoTimestamp | null;
  last_activity_at: IsoTimestamp;
  /** Percent 0–100. */
  engagement_score: number | null;
  /** Percent 0–100 of the story read. */
  completion_rate: number | null;
  is_demo: Generated<IntBool>;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sequence: number;
  role: 'user' | 'assistant';
  content: string;
  confidence: number | null;
  /** How the child's line reached the companion: spoken ('voice', the default) or typed. */
  input_mode: Generated<MessageInputMode>;
  created_at: IsoTimestamp;
}

export type MessageInputMode = 'voice' | 'typed';

export interface ReadingSessionsTable {
  conversation_id: string;
  story_id: string;
  snapshot: JsonText;
  current_word_index: number;
  total_words: number;
  words_read: number;
  completion_percentage: number;
  wcpm: number | null;
  /** Percent 0–100 of expected words read correctly. */
  accuracy_rate: number | null;
  updated_at: IsoTimestamp;
}

/** One story's reading within a conversation, kept after the live tracker state is cleared. */
export interface ReadingRecordsTable {
  conversation_id: string;
  story_id: string;
  story_title: string;
  total_words: number;
  words_read: number;
  correct_words: number;
  /** Percent 0–100 of the story's words heard read (not flagged as left out), not the place reached. */
  completion_percentage: number;
  /** Words up to the furthest place the reader reached; null on rows where completion was the place. */
  reached_words: number | null;
  wcpm: number | null;
  /** Percent 0–100 of expected words read correctly. */
  accuracy_rate: number | null;
  started_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface WordOutcomesTable {
  id: string;
  conversation_id: string;
  story_id: string;
  word_index: number;
  expected: string;
  heard: string | null;
  kind: string;
  at_ms: number;
  teacher_kind: string | null;
  created_at: IsoTimestamp;
}

export interface PronunciationAssessmentsTable {
  id: string;
  conversation_id: string;
  session_id: string;
  status: 'active' | 'completed';
  mode: 'scripted' | 'unscripted';
  locale: string;
  reference_text: string;
  recognized_text: string;
  accuracy: number | null;
  fluency: number | null;
  completeness: number | null;
  prosody: number | null;
  overall: number | null;
  duration_seconds: number | null;
  start_word_index: number | null;
  end_word_index: number | null;
  segment: number;
  created_at: IsoTimestamp;
  completed_at: IsoTimestamp | null;
}

export interface PronunciationWordsTable {
  id: string;
  assessment_id: string;
  position: number;
  word: string;
  accuracy_score: number;
  error_type: string;
  syllables: JsonText;
  teacher_error_type: string | null;
  teacher_updated_at: IsoTimestamp | null;
  /** The story and word the scored word belongs to (for an insertion, the word it came before). */
  story_id: string | null;
  word_index: number | null;
  /** What the child said instead of the story word (or the inserted word), when known. */
  heard_word: string | null;
}

export interface QuizResultsTable {
  id: string;
  conversation_id: string;
  question_text: string;
  correct_answer: string;
  student_answer: string;
  is_correct: IntBool;
  response_time_seconds: number;
  created_at: IsoTimestamp;
}

export interface RoleplayTurnsTable {
  id: string;
  conversation_id: string;
  turn: number;
  character: string;
  dialogue: string;
  emotion_score: number;
  created_at: IsoTimestamp;
}

export interface PersonaStatesTable {
  conversation_id: string;
  state: JsonText;
  updated_at: IsoTimestamp;
}

export interface PersonaInterventionsTable {
  id: string;
  conversation_id: string;
  persona_type: string;
  intervention_number: number;
  trigger_reason: string;
  reading_progress_percent: number;
  story_title: string | null;
  user_message: string;
  assistant_response: string;
  metadata: JsonText;
  created_at: IsoTimestamp;
}

export interface SafetyAlertsTable {
  id: string;
  conversation_id: string | null;
  alert_type: string;
  severity: string;
  description: string;
  /** The child's message (in `messages`, same conversation) that raised it, when known. */
  message_id: string | null;
  /** Raised on a low-confidence hearing: the words may have been misheard. */
  unclear_audio: Generated<IntBool>;
  resolved: Generated<IntBool>;
  resolver_notes: string | null;
  resolved_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
  description: string;
  data_type: string;
  category: string;
  updated_at: IsoTimestamp;
}

export interface SystemPromptsTable {
  age_range: string;
  prompt_text: string;
  updated_at: IsoTimestamp;
}

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  role: 'teacher' | 'admin';
  disabled: Generated<IntBool>;
  failed_logins: Generated<number>;
  locked_until: IsoTimestamp | null;
  created_at: IsoTimestamp;
}

export interface AuthSessionsTable {
  /** sha256 (hex) of the session token; the token itself is never stored. */
  id: string;
  user_id: string;
  csrf_token: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  last_seen_at: IsoTimestamp;
}

export interface UiStatesTable {
  conversation_id: string;
  state: JsonText;
  updated_at: IsoTimestamp;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds, stored as double precision (exact up to 2^53). */
  window_start_ms: number;
}

export interface AudioClipsTable {
  id: string;
  conversation_id: string;
  created_at: IsoTimestamp;
  wav: Buffer;
}

export interface SchemaMigrationsTable {
  filename: string;
  applied_at: IsoTimestamp;
  status: 'applied' | 'failed';
  execution_time_ms: number;
  error_message: string | null;
  checksum: string;
}

export interface Database {
  stories: StoriesTable;
  story_analyses: StoryAnalysesTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  reading_sessions: ReadingSessionsTable;
  reading_records: ReadingRecordsTable;
  word_outcomes: WordOutcomesTable;
  pronunciation_assessments: PronunciationAssessmentsTable;
  pronunciation_words: PronunciationWordsTable;
  quiz_results: QuizResultsTable;
  roleplay_turns: RoleplayTurnsTable;
  persona_states: PersonaStatesTable;
  persona_interventions: PersonaInterventionsTable;
  safety_alerts: SafetyAlertsTable;
  settings: SettingsTable;
  system_prompts: SystemPromptsTable;
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  ui_states: UiStatesTable;
  rate_limits: RateLimitsTable;
  audio_clips: AudioClipsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type TableName = keyof Database;

/** Every table the product owns, in dependency order (parents first). The diagnostics allow-list. */
export const PRODUCT_TABLES = [
  'stories',
  'story_analyses',
  'conversations',
  'messages',
  'reading_sessions',
  'reading_records',
  'word_outcomes',
  'pronunciation_assessments',
  'pronunciation_words',
  'quiz_results',
  'roleplay_turns',
  'persona_states',
  'persona_interventions',
  'safety_alerts',
  'settings',
  'system_prompts',
  'users',
  'auth_sessions',
  'ui_states',
  'rate_limits',
  'audio_clips',
  'schema_migrations',
] as const satisfies readonly TableName[];

export type StoryRow = Selectable<StoriesTable>;
export type NewStory = Insertable<StoriesTable>;
export type StoryUpdate = Updateable<StoriesTable>;
export type StoryAnalysisRow = Selectable<StoryAnalysesTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type NewConversation = Insertable<ConversationsTable>;
export type ConversationUpdate = Updateable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type ReadingSessionRow = Selectable<ReadingSessionsTable>;
export type ReadingRecordRow = Selectable<ReadingRecordsTable>;
export type NewReadingSession = Insertable<ReadingSessionsTable>;
export type WordOutcomeRow = Selectable<WordOutcomesTable>;
export type NewWordOutcome = Insertable<WordOutcomesTable>;
export type PronunciationAssessmentRow = Selectable<PronunciationAssessmentsTable>;
export type NewPronunciationAssessment = Insertable<PronunciationAssessmentsTable>;
export type PronunciationWordRow = Selectable<PronunciationWordsTable>;
export type NewPronunciationWord = Insertable<PronunciationWordsTable>;
export type QuizResultRow = Selectable<QuizResultsTable>;
export type NewQuizResult = Insertable<QuizResultsTable>;
export type RoleplayTurnRow = Selectable<RoleplayTurnsTable>;
export type NewRoleplayTurn = Insertable<RoleplayTurnsTable>;
export type PersonaStateRow = Selectable<PersonaStatesTable>;
export type PersonaInterventionRow = Selectable<PersonaInterventionsTable>;
export type NewPersonaIntervention = Insertable<PersonaInterventionsTable>;
export type SafetyAlertRow = Selectable<SafetyAlertsTable>;
export type NewSafetyAlert = Insertable<SafetyAlertsTable>;
export type SettingRow = Selectable<SettingsTable>;
export type NewSetting = Insertable<SettingsTable>;
export type SystemPromptRow = Selectable<SystemPromptsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AuthSessionRow = Selectable<AuthSessionsTable>;
export type NewAuthSession = Insertable<AuthSessionsTable>;
export type UiStateRow = Selectable<UiStatesTable>;
export type RateLimitRow = Selectable<RateLimitsTable>;
export type AudioClipRow = Selectable<AudioClipsTable>;
export type SchemaMigrationRow = Selectable<SchemaMigrationsTable>;

import { describe, expect, it } from 'vitest';
import { readingModeTurnDetection } from '../constants/turn-detection';
import { newConversationId } from './common';
import { DashboardSessionsPageSchema, SessionDetailSchema, TranscriptListSchema } from './dashboard-sessions';
import { DatabaseStatusSchema, VersionInfoSchema } from './ops';
import { PersonaHistoryResponseSchema, PersonaStatusSchema } from './persona';
import { PronunciationAggregateSchema } from './pronunciation';
import { PronunciationAnalyticsResponseSchema } from './pronunciation-analytics';
import { StoryAnalysisSchema } from './stories';
import { ReadingConfigResponseSchema, VoiceSessionConfigResponseSchema } from './voice-config';

const conversation_id = newConversationId();
const at = '2026-11-21T09:30:00.000Z';
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const session = {
  id: conversation_id,
  session_type: 'reading',
  agent_type: 'wordwizard',
  story_title: null,
  student_age: 7,
  duration_minutes: 12.5,
  engagement_score: 84,
  start_time: at,
  end_time: null,
};

const bodies: Array<[string, { parse: (value: unknown) => unknown }, unknown]> = [
  [
    'sessions page',
    DashboardSessionsPageSchema,
    { sessions: [session], total: 11, page: 2, pageSize: 10, totalPages: 2 },
  ],
  [
    'session detail',
    SessionDetailSchema,
    {
      id: conversation_id,
      agentType: 'quizcritter',
      storyTitle: 'The Brave Fox',
      studentAge: 10,
      startTime: at,
      duration: 754,
      completionRate: 100,
      engagementScore: 91,
      interventionsCount: 4,
      totalWords: 320,
      correctWords: 301,
      averageAccuracy: 94.1,
      totalQuizQuestions: 5,
      correctAnswers: 4,
      roleplayTurns: 0,
    },
  ],
  [
    'transcript',
    TranscriptListSchema,
    [{ id: '1', speaker: 'student', sequence: 1, content: 'the fox ran', timestamp: at, confidence: 0.82 }],
  ],
  [
    'pronunciation report',
    PronunciationAnalyticsResponseSchema,
    {
      has_assessment: true,
      message: null,
      assessment: {
        id: 'pa_1',
        assessment_mode: 'scripted',
        locale: 'en-US',
        duration_seconds: 41.2,
        created_at: at,
        reference_text: 'The brave fox ran home.',
        recognized_text: 'the brave fox ran home',
        scores: { accuracy: 92, fluency: 80, completeness: 100, prosody: 71, overall_pronunciation: 86 },
      },
      word_details: [
        {
          word: 'brave',
          accuracy_score: 64,
          error_type: 'Mispronunciation',
          syllables: [{ syllable: 'brave', accuracy_score: 64 }],
        },
      ],
      statistics: {
        word_count: 5,
        avg_word_accuracy: 92,
        accuracy_distribution: { excellent: 4, good: 0, fair: 1, needs_work: 0 },
        error_distribution: { None: 4, Mispronunciation: 1 },
      },
    },
  ],
  [
    'no pronunciation assessment',
    PronunciationAnalyticsResponseSchema,
    {
      has_assessment: false,
      message: 'No assessment yet',
      assessment: null,
      word_details: [],
      statistics: null,
    },
  ],
  [
    'session aggregate',
    PronunciationAggregateSchema,
    {
      success: true,
      overall_metrics: { accuracy: 88, fluency: 79, total_segments: 2, total_words_assessed: 24 },
      progress: { improvement: -3.5 },
      segments: [
        {
          segment: 1,
          accuracy: 90,
          word_count: 12,
          error_count: 1,
          reference_text: 'Once upon a time',
          start_word_index: 0,
          end_word_index: 11,
        },
      ],
      mispronunciations: {
        count: 1,
        words: [{ word: 'castle', segment: 1, error_type: 'Omission', accuracy: 0 }],
      },
    },
  ],
  [
    'persona status',
    PersonaStatusSchema,
    {
      conversation_id,
      active_persona: 'gentle_teacher',
      intervention_count: 9,
      max_interventions: 10,
      can_intervene: true,
      remaining_interventions: 1,
      persona_switch_count: 3,
    },
  ],
  [
    'persona history',
    PersonaHistoryResponseSchema,
    {
      total_interventions: 1,
      max_interventions: 10,
      conversations: [
        {
          id: '7',
          persona_type: 'quiz_critter',
          intervention_number: 1,
          trigger_reason: 'quiz_milestone',
          reading_progress_percent: 50,
          timestamp: at,
          story_context: { title: 'The Brave Fox' },
          user_message: 'I finished the page!',
          assistant_response: 'Great! Quick question: where did the fox go?',
          metadata: { milestone: 'halfway' },
        },
      ],
    },
  ],
  [
    'story analysis',
    StoryAnalysisSchema,
    {
      story_id: 'brave-fox',
      story_title: 'The Brave Fox',
      analysis_cached: false,
      persona_readiness: {
        role_ranger: { ready: true, opportunities_count: 1 },
        quiz_critter: { ready: false, opportunities_count: 1 },
      },
      roleplay_opportunities: [
        {
          character: 'Fox',
          description: 'brave; "I will find it!"',
          word_index: 40,
          lines: ['I will find it!'],
          traits: ['brave'],
          actions: ['run'],
          mention_count: 6,
        },
      ],
      quiz_opportunities: [
        {
          id: 'q1',
          type: 'where',
          question: 'Where did the fox look?',
          answer: 'under the old bed',
          keywords: ['old', 'bed'],
          source_sentence: 'The fox looked under the old bed.',
          sentence_index: 3,
          word_index: 52,
        },
      ],
      hard_words: [
        { word: 'enormous', syllables: 3, zipf_frequency: 3.4, familiar: false, meaning: 'very large' },
      ],
      sentences: ['The fox was brave.'],
    },
  ],
  [
    'voice session config',
    VoiceSessionConfigResponseSchema,
    {
      conversation_id,
      websocket_url: `ws://localhost:8000/api/voicelive/ws/${conversation_id}`,
      session_config: {
        voice: 'coral',
        modalities: ['text', 'audio'],
        instructions: 'Speak simply.',
        turn_detection: { ...readingModeTurnDetection(), remove_filler_words: true },
        input_audio_transcription: { model: 'whisper-1' },
      },
    },
  ],
  [
    'reading config',
    ReadingConfigResponseSchema,
    { turn_detection: readingModeTurnDetection(), reading_mode_instructions: 'Wait.' },
  ],
  [
    'version info',
    VersionInfoSchema,
    {
      version: '1.0.3',
      build: { number: '42', date: at, commit: null, environment: 'production' },
      release: { name: 'Maple', notes: '', features: ['Offline voice'], breaking_changes: [], bug_fixes: [] },
      compatibility: { api_version: 'v1', min_supported_version: '1.0.0', deprecated_features: [] },
      deployment: { last_deployed: null, deployment_target: 'school server', rollback_version: null },
    },
  ],
  [
    'database status',
    DatabaseStatusSchema,
    {
      status: 'healthy',
      database_type: 'sqlite',
      database_path: 'data/learning-companion.db',
      initialization_info: { initialized: true, initialization_time: at, error: null },
      database_size_bytes: 204800,
      database_size_kb: 200,
      database_size_mb: 0.2,
      total_tables: 1,
      total_indexes: 0,
      total_migrations: 1,
      tables: [{ name: 'stories', row_count: 12 }],
      migrations: [
        {
          filename: '20261101_init.ts',
          applied_at: at,
          status: 'applied',
          execution_time_ms: 14,
          error_message: null,
          checksum: 'ab12',
        },
      ],
    },
  ],
];

describe('response bodies', () => {
  it.each(bodies)('round-trips a %s', (_name, schema, body) => {
    expect(schema.parse(roundTrip(body))).toEqual(body);
  });

  it('rejects times without a zone and scores above 100', () => {
    expect(
      DashboardSessionsPageSchema.safeParse({
        sessions: [{ ...session, start_time: '2026-11-21 09:30:00' }],
        total: 1,
        page: 1,
        pageSize: 10,
        totalPages: 1,
      }).success,
    ).toBe(false);
    expect(
      DashboardSessionsPageSchema.safeParse({
        sessions: [{ ...session, engagement_score: 140 }],
        total: 1,
        page: 1,
        pageSize: 10,
        totalPages: 1,
      }).success,
    ).toBe(false);
  });
});

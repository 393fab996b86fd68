import {
  AgentUsageEntrySchema,
  DashboardSessionsPageSchema,
  DashboardStatsSchema,
  EngagementEntrySchema,
  PronunciationAssessmentItemSchema,
  PronunciationStatisticsSchema,
  PronunciationTrendPointSchema,
} from '@shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Repositories } from '../../apps/server/src/db/repositories';
import { BACKENDS, useDatabase } from './backends';
import { completedAssessment, conversation, plusMinutes } from './fixtures';

const NOW = new Date('2026-11-20T12:00:00.000Z');

interface Seeded {
  ids: Record<'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6', string>;
  assessments: Record<'a1' | 'a2' | 'a3', string>;
}

/** Six sessions over three recent days (and one two months ago) with known scores. */
async function seed(r: Repositories): Promise<Seeded> {
  const conv = async (
    started: string,
    minutes: number,
    ended: boolean,
    extra: Parameters<typeof conversation>[0],
  ) =>
    (
      await r.conversations.create(
        conversation({
          started_at: started,
          last_activity_at: plusMinutes(started, minutes),
          ended_at: ended ? plusMinutes(started, minutes) : null,
          ...extra,
        }),
      )
    ).id;
  const ids = {
    c1: await conv('2026-11-18T09:00:00.000Z', 10, true, {
      story_title: 'The Brave Fox',
      engagement_score: 80,
      completion_rate: 90,
    }),
    c2: await conv('2026-11-18T15:00:00.000Z', 20, true, {
      story_title: 'Moon Garden',
      user_age: 10,
      engagement_score: 60,
      completion_rate: 50,
    }),
    c3: await conv('2026-11-19T10:00:00.000Z', 5, true, {
      story_title: 'The Brave Fox',
      agent_type: 'quizcritter',
      engagement_score: 70,
      completion_rate: 100,
    }),
    // In progress and heard from 5 minutes ago: the one active session.
    c4: await conv('2026-11-20T11:40:00.000Z', 15, false, { story_title: 'Night Sky' }),
    // Not ended but silent for hours: not active.
    c5: await conv('2026-11-20T08:00:00.000Z', 30, false, {
      story_title: 'Castle Walls',
      agent_type: 'roleranger',
      engagement_score: 40,
      completion_rate: 20,
    }),
    c6: await conv('2026-09-01T10:00:00.000Z', 10, true, {
      story_title: 'Old Tale',
      engagement_score: 100,
      completion_rate: 100,
    }),
  };
  // A child who picked an age band and did nothing else: not a reading session.
  await conv('2026-11-20T11:50:00.000Z', 1, false, {});
  const reading = (conversationId: string, accuracy: number) =>
    r.reading.saveRecord({
      conversation_id: conversationId,
      story_id: 'story',
      story_title: 'The story',
      total_words: 10,
      words_read: 10,
      correct_words: accuracy / 10,
      completion_percentage: 100,
      reached_words: 10,
      wcpm: 60,
      accuracy_rate: accuracy,
    });
  await reading(ids.c1, 90);
  await reading(ids.c2, 70);

  const assess = (conversationId: string, at: string, accuracy: number, words: [string, number, string][]) =>
    completedAssessment(r, conversationId, at, words, {
      accuracy,
      overall: accuracy,
      completeness: 90,
      durationSeconds: 4,
    });
  const assessments = {
    a1: await assess(ids.c1, '2026-11-18T09:05:00.000Z', 80, [
      ['Fox', 95, 'None'],
      ['brave', 55, 'Mispronunciation'],
      ['the', 100, 'None'],
    ]),
    a2: await assess(ids.c2, '2026-11-18T15:10:00.000Z', 60, [
      ['fox', 85, 'None'],
      ['brave', 45, 'Mispronunciation'],
      ['garden', 72, 'None'],
      ['um', 10, 'Insertion'],
    ]),
    a3: await assess(ids.c3, '2026-11-19T10:02:00.000Z', 90, [['moon', 65, 'Mispronunciation']]),
  };
  // Still recording: never part of any aggregate.
  await r.pronunciation.start({
    conversation_id: ids.c4,
    session_id: 'ps-open',
    mode: 'scripted',
    locale: 'en-US',
    reference_text: 'x',
    start_word_index: 0,
    end_word_index: 0,
    segment: 1,
    created_at: '2026-11-20T11:50:00.000Z',
  });
  const moon = (await r.pronunciation.listWords(assessments.a3))[0]!;
  await r.pronunciation.setTeacherErrorType(moon.id, 'None');

  const intervene = (conversationId: string, persona: string, at: string) =>
    r.personas.addIntervention({
      conversation_id: conversationId,
      persona_type: persona,
      intervention_number: 1,
      trigger_reason: 'difficult_word',
      reading_progress_percent: 50,
      story_title: null,
      user_message: '',
      assistant_response: '',
      created_at: at,
    });
  await intervene(ids.c1, 'pronunciation_coach', '2026-11-18T09:06:00.000Z');
  await intervene(ids.c2, 'gentle_teacher', '2026-11-18T15:06:00.000Z');
  await intervene(ids.c3, 'pronunciation_coach', '2026-11-19T10:03:00.000Z');
  await intervene(ids.c3, 'pronunciation_coach', '2026-11-19T10:04:00.000Z');
  await intervene(ids.c5, 'pronunciation_coach', '2026-11-20T08:10:00.000Z');

  const outcome = (word_index: number, expected: string, kind: string) => ({
    conversation_id: ids.c1,
    story_id: 'story',
    word_index,
    expected,
    heard: expected,
    kind,
    at_ms: word_index * 400,
  });
  const outcomes = await r.reading.addOutcomes([
    outcome(0, 'the', 'correct'),
    outcome(1, 'brave', 'substitution'),
    outcome(2, 'fox', 'self_correction'),
    outcome(3, 'um', 'insertion'),
    outcome(4, 'ran', 'omission'),
  ]);
  await r.reading.setTeacherVerdict(outcomes[4]!.id, 'correct');

  for (const [answer, correct] of [
    ['a', 1],
    ['b', 1],
    ['c', 0],
  ] as const) {
    await r.quiz.add({
      conversation_id: ids.c3,
      question_text: 'Q?',
      correct_answer: 'a',
      student_answer: answer,
      is_correct: correct,
      response_time_seconds: 4,
    });
  }
  await r.roleplay.add({ conversation_id: ids.c5, character: 'Fox', dialogue: 'Hello!', emotion_score: 0.5 });
  await r.roleplay.add({ conversation_id: ids.c5, character: 'Fox', dialogue: 'Bye!', emotion_score: 0.7 });
  await r.safetyAlerts.create({
    conversation_id: ids.c1,
    alert_type: 'personal_information',
    severity: 'high',
    description: 'phone number',
  });
  return { ids, assessments };
}

describe.each(BACKENDS)('dashboard aggregates with nothing scored yet on $name', (backend) => {
  const fx = useDatabase(backend);
  it('says accuracy is not measured rather than 0 %', async () => {
    expect(await fx.repos.dashboard.stats(NOW)).toMatchObject({ averageAccuracy: 0, accuracyMeasured: false });
  });
});

describe.each(BACKENDS)('dashboard aggregates on $name', (backend) => {
  const fx = useDatabase(backend);
  let s: Seeded;
  beforeAll(async () => {
    s = await seed(fx.repos);
  });

  it('computes the four stat cards', async () => {
    expect(await fx.repos.dashboard.stats(NOW)).toEqual({
      totalStudents: 6,
      activeSessions: 1,
      averageSessionDuration: 900, // (600 + 1200 + 300 + 900 + 1800 + 600) / 6
      averageAccuracy: 80, // reading accuracy 90 and 70
      accuracyMeasured: true,
    });
  });

  it('pages sessions newest first', async () => {
    const page = await fx.repos.dashboard.sessionsPage({ page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 6, page: 2, pageSize: 2, totalPages: 3 });
    expect(page.sessions.map((x) => x.id)).toEqual([s.ids.c3, s.ids.c2]);
    expect(page.sessions[1]).toMatchObject({
      story_title: 'Moon Garden',
      student_age: 10,
      duration_minutes: 20,
      engagement_score: 60,
      start_time: '2026-11-18T15:00:00.000Z',
      end_time: '2026-11-18T15:20:00.000Z',
      session_type: 'reading',
      agent_type: 'wordwizard',
    });
  });

  it('searches story titles and ids case-insensitively and filters by agent', async () => {
    const d = fx.repos.dashboard;
    const ids = async (q: Parameters<typeof d.sessionsPage>[0]) =>
      (await d.sessionsPage(q)).sessions.map((x) => x.id);
    expect(await ids({ search: 'bRAVE' })).toEqual([s.ids.c3, s.ids.c1]);
    expect(await ids({ search: s.ids.c2.slice(-12) })).toEqual([s.ids.c2]);
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ agentType: 'quizcritter' })).toEqual([s.ids.c3]);
    expect(await ids({ search: 'fox', agentType: 'wordwizard' })).toEqual([s.ids.c1]);
    expect((await d.sessionsPage({ agentType: 'all' })).total).toBe(6);
    expect(await d.sessionsPage({ search: 'nothing like this' })).toMatchObject({
      sessions: [],
      total: 0,
      totalPages: 1,
    });
  });

  it('averages engagement and completion per day within the window', async () => {
    expect(await fx.repos.dashboard.engagementByDate({ days: 30, now: NOW })).toEqual([
      { date: '2026-11-18', averageEngagement: 70, completionRate: 70 },
      { date: '2026-11-19', averageEngagement: 70, completionRate: 100 },
      { date: '2026-11-20', averageEngagement: 40, completionRate: 20 },
    ]);
  });

  it('counts sessions and success per agent', async () => {
    expect(await fx.repos.dashboard.agentUsage()).toEqual([
      { agentType: 'wordwizard', sessionCount: 4, successRate: 50 },
      { agentType: 'quizcritter', sessionCount: 1, successRate: 100 },
      { agentType: 'roleranger', sessionCount: 1, successRate: 0 },
    ]);
  });

  it('summarises one session for the detail overview', async () => {
    expect(await fx.repos.dashboard.sessionSummary(s.ids.c1)).toEqual({
      interventionsCount: 1,
      totalWords: 10, // from the tracker's record, not from the stored miscues
      correctWords: 10, // 9 read right, and the omission a teacher overruled
      averageAccuracy: 100,
      totalQuizQuestions: 0,
      correctAnswers: 0,
      roleplayTurns: 0,
      averageEmotionScore: null,
      safetyAlertsCount: 1,
    });
    expect(await fx.repos.dashboard.sessionSummary(s.ids.c3)).toMatchObject({
      totalQuizQuestions: 3,
      correctAnswers: 2,
      averageAccuracy: 90,
    });
    expect(await fx.repos.dashboard.sessionSummary(s.ids.c5)).toMatchObject({
      roleplayTurns: 2,
      averageEmotionScore: 0.6,
    });
  });

  it('trends pronunciation accuracy and coach interventions by day', async () => {
    expect(await fx.repos.pronunciationAnalytics.trends({ days: 30, now: NOW })).toEqual([
      { date: '2026-11-18', averageAccuracy: 70, interventions: 1 },
      { date: '2026-11-19', averageAccuracy: 90, interventions: 2 },
      // 2026-11-20 had a coach intervention but no completed assessment: nothing to plot.
    ]);
  });

  it('lists the lowest-accuracy words across assessments', async () => {
    const words = await fx.repos.pronunciationAnalytics.lowestAccuracyWords({ limit: 3 });
    expect(words).toEqual([
      { word: 'brave', accuracyScore: 50, attempts: 2, interventionRate: 100, needsIntervention: true },
      { word: 'moon', accuracyScore: 65, attempts: 1, interventionRate: 0, needsIntervention: false },
      { word: 'garden', accuracyScore: 72, attempts: 1, interventionRate: 0, needsIntervention: false },
    ]);
    expect((await fx.repos.pronunciationAnalytics.lowestAccuracyWords()).map((w) => w.word)).toEqual([
      'brave',
      'moon',
      'garden',
      'fox',
      'the',
    ]);
  });

  it('buckets word accuracy for the distribution chart', async () => {
    const a = fx.repos.pronunciationAnalytics;
    expect(await a.accuracyDistribution()).toEqual([
      { range: '90-100', count: 2 },
      { range: '80-89', count: 1 },
      { range: '70-79', count: 1 },
      { range: '60-69', count: 1 },
      { range: 'below 60', count: 3 },
    ]);
    expect((await a.accuracyDistribution({ conversationId: s.ids.c1 })).map((b) => b.count)).toEqual([
      2, 0, 0, 0, 1,
    ]);
  });

  it('gives an assessment its word statistics, honouring teacher corrections', async () => {
    const a = fx.repos.pronunciationAnalytics;
    expect(await a.assessmentWordStatistics(s.assessments.a2)).toEqual({
      word_count: 4,
      avg_word_accuracy: 53,
      accuracy_distribution: { excellent: 0, good: 1, fair: 1, needs_work: 2 },
      error_distribution: { None: 2, Mispronunciation: 1, Insertion: 1 },
    });
    expect((await a.assessmentWordStatistics(s.assessments.a3)).error_distribution).toEqual({ None: 1 });
  });

  it('answers in the shapes of the shared wire schemas', async () => {
    const d = fx.repos.dashboard;
    const a = fx.repos.pronunciationAnalytics;
    DashboardStatsSchema.parse(await d.stats(NOW));
    const page = DashboardSessionsPageSchema.parse(await d.sessionsPage({}));
    // The in-progress session without a score yet shows 0 %, not a gap.
    expect(page.sessions.find((x) => x.id === s.ids.c4)?.engagement_score).toBe(0);
    for (const e of await d.engagementByDate({ days: 30, now: NOW })) EngagementEntrySchema.parse(e);
    for (const u of await d.agentUsage()) AgentUsageEntrySchema.parse(u);
    for (const t of await a.trends({ days: 30, now: NOW })) PronunciationTrendPointSchema.parse(t);
    for (const w of await a.lowestAccuracyWords()) PronunciationAssessmentItemSchema.parse(w);
    PronunciationStatisticsSchema.parse(await a.assessmentWordStatistics(s.assessments.a2));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeacherApp, type TeacherApp } from './teacher-client';

interface ListedSession {
  id: string;
  agent_type: string;
  story_title: string | null;
  end_time: string | null;
}
interface SessionsPage {
  sessions: ListedSession[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

describe('the Sessions tab and session detail on the demo data set', () => {
  let t: TeacherApp;
  let all: ListedSession[];
  const get = <T>(url: string) =>
    t.call(t.teacher, { method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

  beforeAll(async () => {
    t = await startTeacherApp();
    const seeded = await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/seed-mock-data' });
    expect(seeded.json()).toEqual({ success: true, data_seeded: { stories: 4, sessions: 30 } });
    all = (await get<SessionsPage>('/api/v1/dashboard/sessions?page=1&page_size=100')).body.sessions;
  });
  afterAll(() => t.close());

  it('pages the sessions ten at a time, newest first', async () => {
    const first = await get<SessionsPage>('/api/v1/dashboard/sessions?page=1&page_size=10');
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 10, totalPages: 3 });
    expect(first.body.sessions).toHaveLength(10);
    const third = await get<SessionsPage>('/api/v1/dashboard/sessions?page=3&page_size=10');
    expect(third.body.sessions.map((s) => s.id)).toEqual(all.slice(20, 30).map((s) => s.id));
    expect((await get<SessionsPage>('/api/v1/dashboard/sessions?page=4')).body.sessions).toEqual([]);
    expect(all.filter((s) => s.end_time === null)).toHaveLength(2);
  });

  it('filters by agent and searches story titles, ignoring a blank search', async () => {
    const wizards = await get<SessionsPage>('/api/v1/dashboard/sessions?agent_type=wordwizard');
    expect(wizards.body.total).toBe(6);
    expect(wizards.body.sessions.every((s) => s.agent_type === 'wordwizard')).toBe(true);

    const expected = all.filter((s) => s.story_title?.toLowerCase().includes('lighthouse')).length;
    expect(expected).toBeGreaterThan(0);
    const found = await get<SessionsPage>('/api/v1/dashboard/sessions?search=LIGHTHOUSE');
    expect(found.body.total).toBe(expected);

    const both = await get<SessionsPage>(
      '/api/v1/dashboard/sessions?search=lighthouse&agent_type=quizcritter',
    );
    expect(both.body.total).toBe(
      all.filter((s) => s.agent_type === 'quizcritter' && s.story_title?.includes('Lighthouse')).length,
    );
    expect((await get<SessionsPage>('/api/v1/dashboard/sessions?search=%20%20')).body.total).toBe(30);
    const bad = await get<{ detail: string }>('/api/v1/dashboard/sessions?agent_type=wizard');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^agent_type must be one of/);
  });

  it('shows stat cards, charts and the open safety alerts', async () => {
    const stats = await get<Record<string, number>>('/api/v1/dashboard/stats');
    expect(stats.body).toMatchObject({ totalStudents: 30, activeSessions: 2 });
    expect(stats.body.averageAccuracy).toBeGreaterThan(50);
    expect(stats.body.accuracyMeasured).toBe(true);
    const usage = await get<{ agent_usage: { agentType: string; sessionCount: number }[] }>(
      '/api/v1/dashboard/analytics/agent-usage',
    );
    expect(usage.body.agent_usage.map((u) => u.sessionCount)).toEqual([6, 6, 6, 6, 6]);
    const engagement = await get<{ engagement: { date: string }[] }>(
      '/api/v1/dashboard/analytics/engagement',
    );
    expect(engagement.body.engagement.length).toBeGreaterThan(10);
    const trends = await get<{ trends: { averageAccuracy: number }[] }>(
      '/api/v1/dashboard/analytics/pronunciation-trends',
    );
    expect(trends.body.trends.length).toBeGreaterThan(3);

    const open = await get<{ alerts: { id: string; resolved: boolean }[] }>(
      '/api/v1/dashboard/safety-alerts?resolved=false',
    );
    expect(open.body.alerts.length).toBeGreaterThan(0);
    expect(open.body.alerts.every((a) => !a.resolved)).toBe(true);
    const target = open.body.alerts[0]!.id;
    const resolved = await t.call(t.teacher, {
      method: 'POST',
      url: `/api/v1/dashboard/safety-alerts/${target}/resolve`,
      payload: { notes: 'Talked with the family.' },
    });
    expect(resolved.json()).toMatchObject({
      success: true,
      alert: { resolved: true, resolverNotes: 'Talked with the family.' },
    });
    const after = await get<{ alerts: { id: string }[] }>('/api/v1/dashboard/safety-alerts?resolved=false');
    expect(after.body.alerts.map((a) => a.id)).not.toContain(target);
  });

  it('opens each tab of a session with the evidence its agent collected', async () => {
    const byAgent = (agent: string) => all.find((s) => s.agent_type === agent && s.end_time !== null)!.id;
    const wizard = await get<Record<string, unknown>>(`/api/v1/dashboard/session/${byAgent('wordwizard')}`);
    expect(wizard.body).toMatchObject({ agentType: 'wordwizard' });
    expect(wizard.body.totalWords).toBeGreaterThan(0);
    const fluency = wizard.body.fluency as {
      wcpm: number;
      grade: number;
      season: string;
      percentile_band: string;
      norm_50th: number;
    };
    expect(fluency.wcpm).toBeGreaterThan(0);
    expect([2, 4, 6, 9]).toContain(fluency.grade);
    expect(['fall', 'winter', 'spring']).toContain(fluency.season);
    expect(fluency.percentile_band).toMatch(/^(below_10|10_to_24|25_to_49|50_to_74|75_to_89|90_and_above)$/);
    expect(fluency.norm_50th).toBeGreaterThan(0);

    const transcript = await get<{ speaker: string; sequence: number }[]>(
      `/api/v1/dashboard/session/${byAgent('wordwizard')}/transcripts`,
    );
    expect(transcript.body[0]).toMatchObject({ speaker: 'student', sequence: 1 });
    expect(transcript.body.map((e) => e.sequence)).toEqual(transcript.body.map((_, i) => i + 1));

    const words = await get<{ assessments: { word: string }[] }>(
      `/api/v1/dashboard/session/${byAgent('wordwizard')}/pronunciation`,
    );
    expect(words.body.assessments.length).toBeGreaterThan(5);

    const quizId = byAgent('quizcritter');
    const quiz = await get<{ isCorrect: boolean }[]>(`/api/v1/dashboard/session/${quizId}/quiz`);
    const quizDetail = await get<{ totalQuizQuestions: number; correctAnswers: number }>(
      `/api/v1/dashboard/session/${quizId}`,
    );
    expect(quiz.body.length).toBe(quizDetail.body.totalQuizQuestions);
    expect(quiz.body.filter((q) => q.isCorrect).length).toBe(quizDetail.body.correctAnswers);

    const roleplay = await get<{ turn: number }[]>(
      `/api/v1/dashboard/session/${byAgent('roleranger')}/roleplay`,
    );
    expect(roleplay.body.map((r) => r.turn)).toEqual(roleplay.body.map((_, i) => i + 1));
    expect(roleplay.body.length).toBeGreaterThanOrEqual(3);

    const safety = await get<{ alertType: string }[]>(
      `/api/v1/dashboard/session/${byAgent('safetyshield')}/safety`,
    );
    expect(safety.body.length).toBeGreaterThanOrEqual(1);

    const missing = await get<{ detail: string }>(
      '/api/v1/dashboard/session/conversation_0000000000000_nope',
    );
    expect(missing).toEqual({ status: 404, body: { detail: 'Session not found', code: 'NOT_FOUND' } });
  });

  it('labels the demo stories and replaces the demo set when seeded again', async () => {
    const stories = await get<{ stories: { id: string; title: string }[] }>('/api/v1/dashboard/stories');
    const demo = stories.body.stories.filter((s) => s.id.startsWith('demo-'));
    expect(demo).toHaveLength(4);
    expect(demo.every((s) => s.title.endsWith('(Demo)'))).toBe(true);
    await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/seed-mock-data' });
    expect((await get<SessionsPage>('/api/v1/dashboard/sessions')).body.total).toBe(30);
  });
});

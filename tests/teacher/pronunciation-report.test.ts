import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeacherApp, type TeacherApp } from './teacher-client';

interface ReportWord {
  id: string;
  word: string;
  error_type: string;
  machine_error_type: string;
  teacher_error_type: string | null;
  syllables: { syllable: string; accuracy_score: number }[];
}
interface Agreement {
  reviewed_words: number;
  agreed_words: number;
  agreement_percent: number | null;
}
interface Report {
  has_assessment: boolean;
  message: string | null;
  assessment: {
    assessment_mode: string;
    scores: Record<string, number>;
    reference_text: string | null;
  } | null;
  word_details: ReportWord[];
  statistics: {
    word_count: number;
    accuracy_distribution: Record<string, number>;
    error_distribution: Record<string, number>;
  } | null;
  agreement: { session: Agreement; overall: Agreement };
}

describe('the session pronunciation report and teacher corrections', () => {
  let t: TeacherApp;
  let wizardIds: string[];
  const report = (id: string) =>
    t
      .call(t.teacher, { method: 'GET', url: `/api/v1/dashboard/session/${id}/pronunciation-report` })
      .then((r) => r.json<Report>());
  const override = (id: string, wordId: string, errorType: string | null) =>
    t.call(t.teacher, {
      method: 'PUT',
      url: `/api/v1/dashboard/session/${id}/pronunciation/words/${wordId}`,
      payload: { error_type: errorType },
    });

  beforeAll(async () => {
    t = await startTeacherApp();
    await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/seed-mock-data' });
    const page = await t.call(t.teacher, {
      method: 'GET',
      url: '/api/v1/dashboard/sessions?agent_type=wordwizard&page_size=100',
    });
    wizardIds = page.json<{ sessions: { id: string }[] }>().sessions.map((s) => s.id);
  });
  afterAll(() => t.close());

  it('reports scores, words with syllables and statistics that add up', async () => {
    const r = await report(wizardIds[0]!);
    expect(r.has_assessment).toBe(true);
    expect(r.assessment?.assessment_mode).toBe('scripted');
    expect(r.assessment?.reference_text?.length).toBeGreaterThan(20);
    expect(r.word_details.length).toBe(r.statistics?.word_count);
    expect(r.word_details.every((w) => w.syllables.length >= 1)).toBe(true);
    const tiers = Object.values(r.statistics!.accuracy_distribution).reduce((a, b) => a + b, 0);
    const errors = Object.values(r.statistics!.error_distribution).reduce((a, b) => a + b, 0);
    expect(tiers).toBe(r.word_details.length);
    expect(errors).toBe(r.word_details.length);
    expect(r.agreement.session).toEqual({ reviewed_words: 0, agreed_words: 0, agreement_percent: null });
  });

  it('answers has_assessment false with the spec message for a session without an assessment', async () => {
    const page = await t.call(t.teacher, {
      method: 'GET',
      url: '/api/v1/dashboard/sessions?agent_type=quizcritter&page_size=100',
    });
    const ids = page.json<{ sessions: { id: string }[] }>().sessions.map((s) => s.id);
    const reports = await Promise.all(ids.map(report));
    const without = reports.find((r) => !r.has_assessment);
    expect(without).toMatchObject({
      message: 'This session does not have pronunciation assessment data.',
      assessment: null,
      word_details: [],
    });
  });

  it('stores a teacher’s verdict, uses it in the statistics and measures agreement', async () => {
    const id = wizardIds[1]!;
    const before = await report(id);
    const [first, second, third] = before.word_details;
    // Agree with the machine on one word, disagree on two.
    expect((await override(id, first!.id, first!.machine_error_type)).statusCode).toBe(200);
    const flip = (t: string) => (t === 'None' ? 'Mispronunciation' : 'None');
    await override(id, second!.id, flip(second!.machine_error_type));
    const res = await override(id, third!.id, flip(third!.machine_error_type));
    expect(res.json()).toMatchObject({
      success: true,
      word: {
        id: third!.id,
        error_type: flip(third!.machine_error_type),
        teacher_error_type: flip(third!.machine_error_type),
      },
      agreement: { session: { reviewed_words: 3, agreed_words: 1, agreement_percent: 33.3 } },
    });

    const after = await report(id);
    expect(after.word_details[1]).toMatchObject({
      error_type: flip(second!.machine_error_type),
      machine_error_type: second!.machine_error_type,
    });
    const count = (r: Report, type: string) => r.statistics!.error_distribution[type] ?? 0;
    const movedToNone = [second, third].filter((w) => w!.machine_error_type !== 'None').length;
    const movedFromNone = 2 - movedToNone;
    expect(count(after, 'None')).toBe(count(before, 'None') + movedToNone - movedFromNone);

    // Another session's review counts in the overall figure only.
    const other = wizardIds[2]!;
    const word = (await report(other)).word_details[0]!;
    await override(other, word.id, word.machine_error_type);
    const both = await report(id);
    expect(both.agreement).toEqual({
      session: { reviewed_words: 3, agreed_words: 1, agreement_percent: 33.3 },
      overall: { reviewed_words: 4, agreed_words: 2, agreement_percent: 50 },
    });

    // Clearing a verdict gives the word back to the machine.
    await override(id, third!.id, null);
    expect((await report(id)).agreement.session).toEqual({
      reviewed_words: 2,
      agreed_words: 1,
      agreement_percent: 50,
    });
  });

  it('refuses a word of another session and an unknown error type', async () => {
    const word = (await report(wizardIds[0]!)).word_details[0]!;
    expect((await override(wizardIds[1]!, word.id, 'None')).statusCode).toBe(404);
    const bad = await override(wizardIds[0]!, word.id, 'Mumbled');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toBe(
      'error_type must be one of: None, Mispronunciation, Omission, Insertion, SelfCorrection, Repetition, Hesitation',
    );
  });

  it('lists the assessment history and the daily trend', async () => {
    const history = await t.call(t.teacher, {
      method: 'GET',
      url: '/api/dashboard/pronunciation/history?limit=5&offset=0',
    });
    const body = history.json<{
      assessments: { word_count: number; story_title: string }[];
      total: number;
    }>();
    expect(body.assessments).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.assessments.every((a) => a.word_count > 0 && a.story_title.endsWith('(Demo)'))).toBe(true);
    const trends = await t.call(t.teacher, {
      method: 'GET',
      url: '/api/dashboard/analytics/pronunciation-trends?days=30',
    });
    expect(trends.json<{ trends: unknown[] }>().trends.length).toBeGreaterThan(0);
    const config = await t.call(t.teacher, { method: 'GET', url: '/api/dashboard/pronunciation/config' });
    expect(config.json()).toMatchObject({
      pronunciation_config: { enabled: true, locale: 'en-US', coach_threshold: 60 },
    });
  });
});

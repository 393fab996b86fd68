/** The main teacher flows once more on PostgreSQL (the scale-out database), in a fresh schema. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../apps/server/src/stories/upload-parsing/test-fixtures';
import { multipart, startTeacherApp, type TeacherApp } from './teacher-client';

describe('teacher flows on PostgreSQL', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp('postgres');
  });
  afterAll(() => t.close());

  it('signs in, locks out, and checks CSRF and roles', async () => {
    const me = await t.call(t.admin, { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ role: 'admin' });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'class.teacher', password: 'nope nope' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const noToken = await t.call(t.admin, {
      method: 'POST',
      url: '/api/v1/dashboard/seed-mock-data',
      headers: { 'x-csrf-token': 'stale' },
    });
    expect(noToken.statusCode).toBe(403);
    expect(
      (await t.call(t.teacher, { method: 'DELETE', url: '/api/v1/dashboard/clear-data' })).statusCode,
    ).toBe(403);
  });

  it('seeds, pages, filters, reports pronunciation with overrides, and clears', async () => {
    const seeded = await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/seed-mock-data' });
    expect(seeded.json()).toEqual({ success: true, data_seeded: { stories: 4, sessions: 30 } });
    // Story lists are cut by the database (substr): cards with a preview, the text only by id.
    const cards = (await t.call(undefined, { method: 'GET', url: '/api/stories/?age=7' })).json<{
      stories: Array<{ id: string; preview: string; content?: string }>;
    }>().stories;
    const card = cards[0];
    expect(card?.preview.length).toBe(120);
    expect(card?.content).toBeUndefined();
    const whole = await t.call(undefined, { method: 'GET', url: `/api/stories/${card?.id ?? ''}` });
    expect(whole.json<{ content: string }>().content.startsWith(card?.preview ?? '-')).toBe(true);
    expect((await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/stories' })).statusCode).toBe(200);
    const page = await t.call(t.teacher, {
      method: 'GET',
      url: '/api/v1/dashboard/sessions?page=2&page_size=10&agent_type=wordwizard',
    });
    expect(page.json()).toMatchObject({ total: 6, page: 2, totalPages: 1, sessions: [] });
    const stats = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/stats' });
    expect(stats.json()).toMatchObject({ totalStudents: 30, activeSessions: 2 });

    const wizards = await t.call(t.teacher, {
      method: 'GET',
      url: '/api/v1/dashboard/sessions?agent_type=wordwizard',
    });
    const id = wizards.json<{ sessions: { id: string }[] }>().sessions[0]!.id;
    const detail = await t.call(t.teacher, { method: 'GET', url: `/api/v1/dashboard/session/${id}` });
    expect(detail.json<{ duration: number }>().duration).toBeGreaterThan(0);
    const report = await t.call(t.teacher, {
      method: 'GET',
      url: `/api/v1/dashboard/session/${id}/pronunciation-report`,
    });
    const word = report.json<{ word_details: { id: string; machine_error_type: string }[] }>()
      .word_details[0]!;
    const flipped = word.machine_error_type === 'None' ? 'Omission' : 'None';
    const res = await t.call(t.teacher, {
      method: 'PUT',
      url: `/api/v1/dashboard/session/${id}/pronunciation/words/${word.id}`,
      payload: { error_type: flipped },
    });
    expect(res.json()).toMatchObject({
      agreement: { session: { reviewed_words: 1, agreed_words: 0, agreement_percent: 0 } },
    });

    const health = await t.call(t.teacher, { method: 'GET', url: '/api/database/health' });
    expect(health.json()).toMatchObject({
      overall_status: 'healthy',
      checks: { write_test: { status: 'healthy' } },
    });
    const cleared = await t.call(t.admin, { method: 'DELETE', url: '/api/v1/dashboard/clear-data' });
    expect(cleared.json<{ cleared_tables: string[] }>().cleared_tables).toContain('conversations');
    expect(
      (await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/sessions' })).json(),
    ).toMatchObject({ total: 0 });
  });

  it('saves prompts and VoiceLive settings, and stores an uploaded .docx', async () => {
    const refused = await t.call(t.admin, {
      method: 'PUT',
      url: '/api/v1/dashboard/config/voicelive',
      payload: [
        { key: 'voicelive_connection_max_delay', value: '30', category: 'voicelive_connection' },
        { key: 'voicelive_connection_max_retries', value: '51', category: 'voicelive_connection' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    const config = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/config/voicelive' });
    expect(config.json()).toMatchObject({
      voicelive_connection_config: { voicelive_connection_max_delay: { value: 60 } },
    });
    const prompt = await t.call(t.admin, {
      method: 'PUT',
      url: '/api/v1/dashboard/prompts',
      payload: {
        age_range: '12-14',
        prompt_text: 'Talk about the story like a friendly older cousin who loves books.',
      },
    });
    expect(prompt.json()).toMatchObject({ prompt: { is_custom: true } });
    const upload = await t.call(t.teacher, {
      method: 'POST',
      url: '/api/v1/dashboard/story',
      ...multipart(
        { ageGroup: '12-14' },
        {
          field: 'story',
          filename: 'ridge.docx',
          bytes: buildDocx([
            'Up on the Ridge',
            'The wind was loud and the path was steep, but Ada kept climbing.',
            'At the top she found an old stone hut, a bench and a view of every roof in the valley below.',
          ]),
        },
      ),
    });
    expect(upload.json()).toMatchObject({
      success: true,
      story: { title: 'Up on the Ridge', grade: 'Grade 6-8' },
    });
  });
});

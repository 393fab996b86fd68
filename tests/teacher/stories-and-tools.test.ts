import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../apps/server/src/stories/upload-parsing/test-fixtures';
import { defaultReaderLimit } from '../../apps/server/src/voice/providers/local/reader-limit';
import { multipart, startTeacherApp, type TeacherApp } from './teacher-client';

const STORY = [
  'The Paper Boat',
  'Nia folded a paper boat and set it on the puddle outside her door.',
  'The wind pushed it past a leaf, a pebble and a very surprised beetle.',
  'When it reached the drain, Nia scooped it up and promised it a bigger sea tomorrow.',
];

describe('story upload', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp();
  });
  afterAll(() => t.close());

  const upload = (filename: string, bytes: Buffer, ageGroup = '6-8') =>
    t.call(t.teacher, {
      method: 'POST',
      url: '/api/v1/dashboard/story',
      ...multipart({ ageGroup }, { field: 'story', filename, bytes }),
    });

  it('stores a real .docx as an active story levelled for its age group', async () => {
    const res = await upload('paper-boat.docx', buildDocx(STORY));
    expect(res.statusCode).toBe(201);
    const story = res.json<{
      story: { id: string; title: string; grade: string; wordCount: number; status: string };
    }>().story;
    expect(story).toMatchObject({
      title: 'The Paper Boat',
      grade: 'Grade 2-3',
      status: 'active',
      ageGroup: '6-8',
    });
    expect(story.wordCount).toBeGreaterThan(40);
    const list = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/stories' });
    expect(list.json<{ stories: { id: string }[] }>().stories.map((s) => s.id)).toContain(story.id);
    // The child's library for that age now offers it.
    const child = await t.call(undefined, { method: 'GET', url: '/api/stories/?age=7' });
    expect(child.json<{ stories: { id: string }[] }>().stories.map((s) => s.id)).toContain(story.id);
  });

  it('refuses a file that only pretends to be a .docx, and a missing age group', async () => {
    const fake = await upload('homework.docx', Buffer.from('just some plain text pretending to be Word'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json<{ detail: string }>().detail).toMatch(/^This file is not a real \.docx document/);
    const noAge = await t.call(t.teacher, {
      method: 'POST',
      url: '/api/v1/dashboard/story',
      ...multipart({}, { field: 'story', filename: 'a.txt', bytes: Buffer.from('Once upon a time.') }),
    });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json<{ detail: string }>().detail).toBe('ageGroup must be one of: 6-8, 9-11, 12-14, 15-18');
    expect((await upload('a.txt', Buffer.from('Once upon a time.'), 'Grade 2-3')).statusCode).toBe(400);
  });
});

describe('the story floor', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp();
  });
  afterAll(() => t.close());

  const upload = (filename: string, bytes: Buffer) =>
    t.call(t.teacher, {
      method: 'POST',
      url: '/api/v1/dashboard/story',
      ...multipart({ ageGroup: '6-8' }, { field: 'story', filename, bytes }),
    });
  const storyTitles = async () =>
    (await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/stories' }))
      .json<{ stories: { id: string; title: string }[] }>()
      .stories.map((s) => s.title);
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ') + '.';

  it('refuses a one-word file with a reason and never offers it to children', async () => {
    const before = await storyTitles();
    const res = await upload('hi.txt', Buffer.from('Hi.'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'A story needs at least 30 words; this one has 1.',
      code: 'VALIDATION_FAILED',
    });
    expect(await storyTitles()).toEqual(before);
    const child = await t.call(undefined, { method: 'GET', url: '/api/stories/?age=7' });
    expect(child.json<{ stories: { title: string }[] }>().stories.map((s) => s.title)).not.toContain('Hi');
  });

  it('counts the words as the reader does: 29 are refused, 30 are stored', async () => {
    const short = await upload('short.docx', buildDocx(['A Short One', words(29)]));
    expect(short.statusCode).toBe(400);
    expect(short.json<{ detail: string }>().detail).toBe('A story needs at least 30 words; this one has 29.');
    const enough = await upload('enough.docx', buildDocx(['Just Enough', words(30)]));
    expect(enough.statusCode).toBe(201);
    expect(enough.json<{ story: { wordCount: number; title: string } }>().story).toMatchObject({
      title: 'Just Enough',
      wordCount: 30,
    });
  });

  it('refuses a story with no title', async () => {
    const res = await upload('.txt', Buffer.from(words(40)));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(/^A story needs a title/);
  });

  it('has no JSON way round the floor: a JSON body is refused and stores nothing', async () => {
    const before = await storyTitles();
    const res = await t.call(t.teacher, {
      method: 'POST',
      url: '/api/v1/dashboard/story',
      payload: { title: 'Hi', content: 'Hi.', ageGroup: '6-8' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<{ code: string }>().code).toBeTypeOf('string');
    expect(await storyTitles()).toEqual(before);
  });
});

describe('diagnostics and developer tools', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp();
    await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/seed-mock-data' });
  });
  afterAll(() => t.close());

  it('shows database status, health and allow-listed table data only', async () => {
    const status = await t.call(t.teacher, { method: 'GET', url: '/api/database/status' });
    expect(status.json()).toMatchObject({ status: 'healthy', database_type: 'sqlite', total_migrations: 10 });
    const health = await t.call(t.teacher, { method: 'GET', url: '/api/database/health' });
    expect(health.json()).toMatchObject({
      overall_status: 'healthy',
      checks: {
        connection: { status: 'healthy' },
        write_test: { status: 'healthy' },
        wal_mode: { status: 'healthy' },
      },
    });

    const users = await t.call(t.admin, {
      method: 'GET',
      url: '/api/database/tables/users/data?limit=100&offset=0',
    });
    const page = users.json<{ columns: string[]; data: Record<string, unknown>[]; total_rows: number }>();
    expect(page.total_rows).toBe(2);
    expect(page.data.every((row) => row.password_hash === '[redacted]')).toBe(true);
    for (const name of ['sqlite_master', 'pg_user', 'secrets']) {
      const res = await t.call(t.admin, { method: 'GET', url: `/api/database/tables/${name}/data` });
      expect(res.json(), name).toEqual({ detail: 'No such table.', code: 'NOT_FOUND' });
    }
    expect(
      (await t.call(t.admin, { method: 'GET', url: '/api/database/tables/users;drop/data' })).statusCode,
    ).toBe(400);
  });

  it('shows, filters and downloads the backend logs', async () => {
    t.server.ctx.logger.warn('disk nearly full on the test machine');
    const logs = await t.call(t.admin, {
      method: 'GET',
      url: '/api/database/logs?lines=50&search=nearly%20full&level=WARNING',
    });
    const body = logs.json<{
      logs: { text: string; level: string }[];
      filtered_lines: number;
      error: null;
    }>();
    expect(body.error).toBeNull();
    expect(body.filtered_lines).toBe(1);
    expect(body.logs[0]).toMatchObject({ level: 'WARNING' });
    expect((await t.call(t.admin, { method: 'GET', url: '/api/database/logs?lines=7' })).statusCode).toBe(
      400,
    );

    const recent = await t.call(t.admin, { method: 'GET', url: '/api/v1/logs?limit=20' });
    expect(recent.json<{ logs: { message: string }[] }>().logs[0]?.message).toBeTypeOf('string');

    const file = await t.call(t.admin, { method: 'GET', url: '/api/database/logs/download' });
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="backend-logs-\d{4}-\d{2}-\d{2}\.log"$/,
    );
    expect(file.body).toContain('disk nearly full on the test machine');
  });

  it('answers the version publicly and the connection status to teachers', async () => {
    const version = await t.call(undefined, { method: 'GET', url: '/api/version/detailed' });
    expect(version.json()).toMatchObject({
      version: t.server.ctx.version.version,
      compatibility: { api_version: 'v1' },
    });
    // Demo sessions are not live connections.
    const status = await t.call(t.teacher, { method: 'GET', url: '/api/voicelive/status' });
    expect(status.json()).toEqual({
      is_connected: false,
      state: 'disconnected',
      conversation_state: 'idle',
      last_connected: null,
      // Nobody reading and the recogniser not loaded: the machine takes its readers per core until it has measured its decoding.
      readers: { live: 0, limit: defaultReaderLimit(), full: false },
    });
  });

  it('clears the children’s data and names the tables, keeping accounts, prompts and the seed library', async () => {
    await t.call(t.admin, {
      method: 'PUT',
      url: '/api/v1/dashboard/prompts',
      payload: {
        age_range: '6-8',
        prompt_text: 'A custom prompt that must survive clearing all of the data.',
      },
    });
    const seedStories = (await t.server.ctx.repos.stories.list({ source: 'seed' })).length;
    const res = await t.call(t.admin, { method: 'DELETE', url: '/api/v1/dashboard/clear-data' });
    const cleared = res.json<{ success: boolean; cleared_tables: string[] }>();
    expect(cleared.success).toBe(true);
    expect(cleared.cleared_tables).toEqual(
      expect.arrayContaining([
        'conversations',
        'messages',
        'safety_alerts',
        'pronunciation_words',
        'stories',
        'story_analyses',
      ]),
    );
    expect(cleared.cleared_tables).not.toContain('users');

    const sessions = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/sessions' });
    expect(sessions.json()).toMatchObject({ total: 0, sessions: [] });
    expect(
      (
        await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/safety-alerts?resolved=false' })
      ).json(),
    ).toMatchObject({ alerts: [], total: 0 });
    const stories = (await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/stories' })).json<{
      stories: unknown[];
    }>();
    expect(stories.stories).toHaveLength(seedStories);
    const prompts = (await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/prompts' })).json<{
      prompts: { is_custom: boolean }[];
    }>();
    expect(prompts.prompts.filter((p) => p.is_custom)).toHaveLength(1);
    expect((await t.call(t.teacher, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });
});

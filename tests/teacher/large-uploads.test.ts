/**
 * Large and hostile uploads (issue 22 items 7 and 8): the server keeps answering while a multi-megabyte
 * upload is read, an over-long story is refused with the limit in words, a zip bomb is refused without
 * the server's memory following it up, and the child's list carries cards, not whole texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../packages/shared/src';
import { buildDocxBomb } from '../../apps/server/src/stories/upload-parsing/test-fixtures';
import { multipart, startTeacherApp, type TeacherApp } from './teacher-client';

const MB = 1024 * 1024;

/** A 5,000,000-byte text of about 1.2 million words: the probe's stalling file. */
function millionWordText(): Buffer {
  const sentence = 'Ada ran to the mill. ';
  const body = sentence.repeat(Math.floor((5_000_000 - 20) / sentence.length));
  return Buffer.from(`The Long Night\n\n${body}`);
}

function chapter(words: number): string {
  const body = Array.from({ length: words - 2 }, (_, i) => (i % 12 === 11 ? 'mill.' : ['Ada', 'ran', 'to', 'the'][i % 4]));
  return `The Long Road\n\n${body.join(' ')} lastword here.`;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('large uploads', () => {
  let t: TeacherApp;
  beforeAll(async () => {
    t = await startTeacherApp();
  });
  afterAll(() => t.close());

  const upload = (filename: string, bytes: Buffer, ageGroup = '15-18') =>
    t.call(t.teacher, {
      method: 'POST',
      url: '/api/v1/dashboard/story',
      ...multipart({ ageGroup }, { field: 'story', filename, bytes }),
    });

  it('keeps answering /health while a 5 MB text of a million words is read, then refuses it in words', async () => {
    const file = millionWordText();
    const startedMs = performance.now();
    let pending = true;
    const uploading = upload('long-night.txt', file).finally(() => {
      pending = false;
    });
    const healthWhileUploadingMs: number[] = [];
    while (pending) {
      const askedMs = performance.now();
      const health = await t.server.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      if (pending) healthWhileUploadingMs.push(performance.now() - askedMs);
      // inject() can settle without the loop turning; a real client's next request comes in a later turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const res = await uploading;
    const uploadMs = performance.now() - startedMs;
    console.info(
      `[figure] 5 MB upload answered in ${Math.round(uploadMs)} ms; /health answered ${healthWhileUploadingMs.length} times meanwhile, ` +
        `median ${median(healthWhileUploadingMs).toFixed(1)} ms, slowest ${Math.max(...healthWhileUploadingMs).toFixed(1)} ms`,
    );
    // Read on the event loop, the file held every other request until it was done.
    expect(healthWhileUploadingMs.length).toBeGreaterThanOrEqual(3);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail: expect.stringMatching(
        /^A story can have at most 10,000 words, about a long novel chapter; this one has 1,19\d,\d{3}\. Split it into shorter stories and upload each one\.$/,
      ) as unknown,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a 1 MB .docx that unpacks to 1 GB, and the server memory stays near where it was', async () => {
    for (const [label, bomb] of [
      ['honest sizes', buildDocxBomb(1024)],
      ['sizes that lie', buildDocxBomb(1024, 1)],
    ] as const) {
      expect(bomb.length).toBeLessThan(1.1 * MB);
      const baselineRss = process.memoryUsage().rss;
      let peakRss = baselineRss;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 2);
      const res = await upload('bomb.docx', bomb).finally(() => clearInterval(sampler));
      const growthMb = (peakRss - baselineRss) / MB;
      console.info(
        `[figure] zip bomb (${label}): RSS ${Math.round(baselineRss / MB)} MB before, peak ${Math.round(peakRss / MB)} MB (+${Math.round(growthMb)} MB)`,
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json<{ detail: string }>().detail).toMatch(
        /^This \.docx file (unpacks to more than 64 MB, far more than a story needs, so it was not read|could not be read)\.$/,
      );
      // A thread and its parser cost tens of megabytes; the inflated gigabyte must never arrive.
      expect(growthMb).toBeLessThan(300);
    }
  });

  it('lists cards with a 120-character preview, not texts; the story itself comes whole by id', async () => {
    const text = chapter(10_000);
    const stored = await upload('long-road.txt', Buffer.from(text));
    expect(stored.statusCode).toBe(201);
    const id = stored.json<{ story: { id: string; wordCount: number } }>().story.id;
    expect(stored.json<{ story: { wordCount: number } }>().story.wordCount).toBe(10_000);

    const list = await t.call(undefined, { method: 'GET', url: '/api/stories/?age=16' });
    expect(list.statusCode).toBe(200);
    const card = list.json<{ stories: Array<Record<string, unknown>> }>().stories.find((s) => s.id === id);
    expect(card).toMatchObject({ title: 'The Long Road', preview: text.slice('The Long Road\n\n'.length).slice(0, 120) });
    expect(card).not.toHaveProperty('content');
    expect(list.body).not.toContain('lastword');

    const full = await t.call(undefined, { method: 'GET', url: `/api/stories/${id}` });
    expect(full.statusCode).toBe(200);
    const story = full.json<{ content: string; title: string }>();
    expect(story.title).toBe('The Long Road');
    expect(countWords(story.content)).toBe(10_000);
    expect(story.content.endsWith('lastword here.')).toBe(true);

    const missing = await t.call(undefined, { method: 'GET', url: '/api/stories/no-such-story' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Story not found', code: 'NOT_FOUND' });
  });
});

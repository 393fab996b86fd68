/**
 * The teacher's numbers for a real session are true. A child session is scripted over the real voice
 * socket — Flite reads the opening of a seeded story sentence by sentence with one word left out and
 * one word added, asks a question, chooses a different story and closes the page — and afterwards the
 * teacher API, and the dashboard in Chromium, show the session ended, its duration, its title, the words
 * read, each miscue once, nothing counted twice, and the question in the transcript only.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { VoiceTestClient } from '../voice/voice-client';
import { callAs, signIn, type SignedIn } from '../teacher/teacher-client';
import { launchChromium } from './support/browser';
import { VIEWPORT } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';

const STORY_ID = 'mia-and-the-moon-kite';
const TITLE = 'Mia and the Moon Kite';
const ADMIN = { username: 'truth.admin', password: 'a long enough secret' };
// As read: "thin" left out of the first sentence, "round" added to the second.
const SENTENCES = ['Mia made a kite from blue paper and two sticks.', 'She drew a big white round moon on it.', 'Can we fly it now? Mia asked.'];
const SPOKEN_WORDS = SENTENCES.join(' ').split(/\s+/).length;

let server: TestServer;
let admin: SignedIn;
let browser: Browser | undefined;
let releaseLock: (() => void) | undefined;

beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  server = await startTestServer({
    listen: true,
    env: { LC_SESSION_END_GRACE_SECONDS: '1', LC_ADMIN_USERNAME: ADMIN.username, LC_ADMIN_PASSWORD: ADMIN.password },
  });
  admin = await signIn(server, ADMIN);
}, 720_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  releaseLock?.();
});

async function post(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
}

async function teacherGet<T>(url: string): Promise<T> {
  const res = await callAs(server, admin, { method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

describe('a real session as the teacher sees it', () => {
  let id = '';
  let detailSeen: { totalWords: number; correctWords: number; engagementScore: number; duration: number } | undefined;

  it('ends, keeps its title, counts each word read once, shows each miscue once and keeps the question out of the scores', async () => {
    // Another child only picks an age band: that is not a reading session.
    const idle = newConversationId();
    await post('/api/voicelive/session/create', { conversation_id: idle, age: 9 });
    id = newConversationId();
    const createdAt = Date.now();
    await post('/api/voicelive/session/create', { conversation_id: id, age: 7 });
    await post('/api/story-context/update-context', { storyId: STORY_ID, userAge: 7, conversationId: id, readingMode: true });
    await post('/api/pronunciation/start', { conversation_id: id, session_id: `pron_${id}`, user_age: 7 });
    const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
    await client.waitForType('session.created', 60_000);

    for (const sentence of SENTENCES) {
      const before = client.events.length;
      await client.streamAudio(synthesizePcm(sentence, { voice: 'kal16', leadingSilenceMs: 400, trailingSilenceMs: 4600 }), 4);
      await client.waitForType('conversation.item.input_audio_transcription.completed', 30_000, before);
    }
    const beforeQuestion = client.events.length;
    await client.streamAudio(synthesizePcm('What does patient mean?', { voice: 'kal16', leadingSilenceMs: 400, trailingSilenceMs: 4600 }), 4);
    const heard = await client.waitForType('conversation.item.input_audio_transcription.completed', 30_000, beforeQuestion);
    expect(String(heard.transcript)).toContain('patient');
    client.send({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
    await client.waitForType('response.done', 60_000, beforeQuestion);

    await post('/api/pronunciation/stop', { conversation_id: id, session_id: `pron_${id}` });
    await post('/api/story-context/clear-context', { conversationId: id, userAge: 7 });
    await client.close();
    const closedAt = Date.now();
    await new Promise((r) => setTimeout(r, 2500));

    // The session list: ended, titled, and as long as it lasted.
    const page = await teacherGet<{ sessions: Array<{ id: string; story_title: string | null; end_time: string | null; duration_minutes: number; engagement_score: number }> }>(
      '/api/v1/dashboard/sessions?page=1&pageSize=50',
    );
    expect(page.sessions.map((s) => s.id)).not.toContain(idle);
    const row = page.sessions.find((s) => s.id === id);
    expect(row?.end_time, 'the session ended').not.toBeNull();
    expect(row?.story_title).toBe(TITLE);
    expect(Math.abs((row?.duration_minutes ?? 0) * 60 - (closedAt - createdAt) / 1000)).toBeLessThan(5);
    expect(row?.engagement_score).toBeGreaterThan(0);

    // The overview: the words read, once, from the tracker's record of the story.
    const detail = await teacherGet<{
      storyTitle: string;
      totalWords: number;
      correctWords: number;
      engagementScore: number;
      duration: number;
      readings: Array<{ storyTitle: string; wordsRead: number }>;
      fluency: unknown;
    }>(
      `/api/v1/dashboard/session/${id}`,
    );
    expect(detail.storyTitle).toBe(TITLE);
    expect(Math.abs(detail.totalWords - SPOKEN_WORDS)).toBeLessThanOrEqual(2);
    expect(detail.correctWords).toBeLessThan(detail.totalWords);
    expect(detail.correctWords).toBeGreaterThanOrEqual(detail.totalWords - 3);
    expect(detail.readings.map((r) => r.storyTitle)).toEqual([TITLE]);
    expect(detail.fluency, 'the WCPM block survives Choose Different Story').not.toBeNull();
    detailSeen = detail;

    // The pronunciation tab: each word once, the miscues once, nothing of the question.
    const words = (await teacherGet<{ assessments: Array<{ word: string }> }>(`/api/v1/dashboard/session/${id}/pronunciation`)).assessments.map((a) =>
      a.word.toLowerCase().replace(/[^a-z']/g, ''),
    );
    expect(words.filter((w) => w === 'mia')).toHaveLength(2);
    expect(words.length).toBeLessThanOrEqual(SPOKEN_WORDS + 2);
    expect(words).not.toContain('patient');
    expect(words).not.toContain('mean');
    const report = await teacherGet<{ word_details: Array<{ word: string; error_type: string }> }>(`/api/v1/dashboard/session/${id}/pronunciation-report`);
    const errors = report.word_details.filter((w) => w.error_type !== 'None').map((w) => `${w.word.toLowerCase().replace(/[^a-z']/g, '')}:${w.error_type}`);
    expect(errors.filter((e) => e.startsWith('thin:'))).toEqual(['thin:Omission']);
    // The running record: "thin" (story word 9) struck through. The extra "round" inside the noun phrase
    // is not heard by the recogniser yet (issue 20's listening work); the report tests with stored
    // outcomes show where an insertion goes once it is.
    const record = await teacherGet<{
      stories: Array<{ story_id: string; entries: Array<{ type: 'word'; index: number; marks: Array<{ kind: string }> } | { type: 'insertion' }> }>;
    }>(`/api/v1/dashboard/session/${id}/running-record`);
    const story = record.stories.find((s) => s.story_id === STORY_ID);
    const thin = story?.entries.find((e) => e.type === 'word' && e.index === 9);
    expect(thin?.type === 'word' ? thin.marks.map((m) => m.kind) : []).toContain('omission');

    // The transcript: the question is there.
    const transcript = await teacherGet<Array<{ role?: string; speaker?: string; content?: string; message?: string }>>(`/api/v1/dashboard/session/${id}/transcripts`);
    expect(JSON.stringify(transcript)).toContain('patient');
  }, 240_000);

  it('shows the teacher the same session in the dashboard', async () => {
    expect(detailSeen, 'the API part ran').toBeDefined();
    const seen = detailSeen!;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: VIEWPORT });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    await page.getByRole('button', { name: /Teacher/ }).click();
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('tab', { name: 'Sessions' }).waitFor({ timeout: 30_000 });

    // The only session listed: the picked-grade-only conversation of no one is not there.
    const row = page.locator('.tc-session-row');
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    const rowText = await row.first().innerText();
    expect(rowText).toContain(TITLE);
    expect(rowText).toContain('COMPLETED');
    expect(rowText).toContain(`${Math.round(seen.engagementScore)}%`);
    await saveScreenshot(page, 'truth-sessions');

    await row.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const tile = (label: string) => dialog.locator('.tc-stat', { hasText: label }).locator('.tc-stat-value');
    await expect.poll(() => tile('Total Words').innerText()).toBe(String(seen.totalWords));
    expect(await tile('Correct Words').innerText()).toBe(String(seen.correctWords));
    expect(await tile('Engagement').innerText()).toBe(`${Math.round(seen.engagementScore)}%`);
    const stories = dialog.locator('table', { hasText: 'Words read' });
    expect(await stories.innerText()).toContain(`${TITLE}\t${seen.totalWords} of`);
    await saveScreenshot(page, 'truth-session-overview', { fullPage: true });

    // The pronunciation tab: the word left out is there once, as the report has it.
    await dialog.getByRole('tab', { name: /Pronunciation/ }).click();
    const verdicts = dialog.getByLabel(/^Verdict for thin/);
    await expect.poll(() => verdicts.count(), { timeout: 20_000 }).toBe(1);
    expect(await verdicts.inputValue()).toBe('Omission');
    await verdicts.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'truth-session-pronunciation');

    await dialog.getByRole('tab', { name: /Transcript/ }).click();
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('patient');
    await saveScreenshot(page, 'truth-session-transcript', { fullPage: true });
    await context.close();
  }, 120_000);
});

/**
 * The second way to ask (issue 25): a Grade 4-5 child sees the text box in the conversation panel,
 * types a question and reads the companion's answer; the teacher's transcript shows the line as typed.
 * A Grade 2-3 child does not see the box until the companion has had to ask again twice.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchChromium } from './support/browser';
import { enterAsStudent, openChildPage, VIEWPORT } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';
import { writeSilentMicWav } from './support/silent-mic';
import { warmVoiceSession } from './support/warm-voice';

const ADMIN = { username: 'e2e-typed-admin', password: 'correct horse battery staple' };
const LABEL = 'You can also type your question';
const QUESTION = 'what does brave mean';

let server: TestServer;
let browser: Browser;
let mic: { dir: string; file: string };
let releaseLock: (() => void) | undefined;

beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  mic = writeSilentMicWav();
  server = await startTestServer({ listen: true, env: { LC_ADMIN_USERNAME: ADMIN.username, LC_ADMIN_PASSWORD: ADMIN.password } });
  await warmVoiceSession(server.baseUrl);
  browser = await launchChromium({ fakeMicWav: mic.file });
}, 720_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (mic) fs.rmSync(mic.dir, { recursive: true, force: true });
  releaseLock?.();
});

describe('a typed question', () => {
  it('is offered to a Grade 4-5 child, answered, and shown to the teacher as typed', async () => {
    const { context, page } = await openChildPage(browser, server.baseUrl);
    onTestFailed(async () => {
      if (!page.isClosed()) await saveScreenshot(page, 'child-typed-question-failure');
    });
    try {
      await enterAsStudent(page, 'Grade 4-5');
      const conversation = page.locator('.lc-conversation-inline');
      // The welcome first: the socket is open and the companion has spoken.
      await conversation.locator('.lc-message-assistant').first().waitFor({ timeout: 60_000 });
      const box = conversation.getByLabel(LABEL);
      await expect.poll(() => box.isEnabled(), { timeout: 30_000 }).toBe(true);
      const answersBefore = await conversation.locator('.lc-message-assistant').count();
      await box.fill(QUESTION);
      await box.press('Enter');
      await expect.poll(() => box.inputValue()).toBe('');
      await expect.poll(() => conversation.locator('.lc-message-user p').allInnerTexts(), { timeout: 30_000 }).toContain(QUESTION);
      await expect.poll(() => conversation.locator('.lc-message-assistant').count(), { timeout: 30_000 }).toBeGreaterThan(answersBefore);
      // Newest first: the first assistant message is the answer.
      const answer = (await conversation.locator('.lc-message-assistant p').first().innerText()).toLowerCase();
      expect(answer).toContain('brave');
      await saveScreenshot(page, 'child-typed-question-9-11');
    } finally {
      await context.close();
    }

    const teacher = await browser.newContext({ viewport: VIEWPORT });
    const tpage = await teacher.newPage();
    try {
      await tpage.goto(server.baseUrl);
      await tpage.getByRole('button', { name: /Teacher/ }).click();
      await tpage.getByLabel('Username').fill(ADMIN.username);
      await tpage.getByLabel('Password').fill(ADMIN.password);
      await tpage.getByRole('button', { name: /sign in/i }).click();
      await tpage.getByRole('tab', { name: 'Sessions' }).waitFor({ timeout: 30_000 });
      const row = tpage.locator('.tc-session-row').first();
      await row.waitFor({ timeout: 30_000 });
      await row.click();
      await tpage.getByRole('dialog').getByRole('tab', { name: 'Transcript' }).click();
      const typedLine = tpage.locator('.tc-bubble-student').filter({ hasText: QUESTION });
      await typedLine.waitFor({ timeout: 30_000 });
      // Badges are set in capitals by the stylesheet.
      expect((await typedLine.locator('.tc-badge').allInnerTexts()).map((t) => t.toLowerCase())).toContain('typed');
      // The welcome the companion spoke is not marked.
      expect(await tpage.locator('.tc-bubble-agent .tc-badge').filter({ hasText: 'typed' }).count()).toBe(0);
      await saveScreenshot(tpage, 'teacher-transcript-typed');
    } finally {
      await teacher.close();
    }
  }, 180_000);

  it('is not offered to a Grade 2-3 child who has not been asked again', async () => {
    const { context, page } = await openChildPage(browser, server.baseUrl);
    try {
      await enterAsStudent(page, 'Grade 2-3');
      await page.locator('.lc-conversation-inline .lc-message-assistant').first().waitFor({ timeout: 60_000 });
      expect(await page.getByLabel(LABEL).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});

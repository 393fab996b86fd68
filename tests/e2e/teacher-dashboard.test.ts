/**
 * A teacher's tour of the dashboard in the browser: sign in, seed demonstration data, page, filter and
 * search the sessions, open one session's six tabs, see the analytics charts, edit a system prompt, and
 * upload a Word story that then appears in the library.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../apps/server/src/stories/upload-parsing/test-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchChromium } from './support/browser';
import { VIEWPORT } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';

const ADMIN = { username: 'e2e-admin', password: 'correct horse battery staple' };
const UPLOADED_TITLE = 'The Lantern Fox of Willow Lane';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

let releaseLock: (() => void) | undefined;
beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  server = await startTestServer({
    listen: true,
    env: { LC_ADMIN_USERNAME: ADMIN.username, LC_ADMIN_PASSWORD: ADMIN.password },
  });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: VIEWPORT });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
  // The Help tab's tools ask for confirmation; the teacher agrees.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(server.baseUrl);
}, 720_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  releaseLock?.();
});

const dialog = () => page.getByRole('dialog');
const sessionRows = () => page.locator('.tc-session-row');

async function openSettingsTab(name: string): Promise<void> {
  if (!(await dialog().isVisible())) await page.getByRole('button', { name: 'System settings' }).click();
  await dialog().getByRole('tab', { name }).click();
}

/** Escape, as a keyboard user closes it, wherever the focus happens to be. */
async function closeDialog(): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'hidden' });
}

describe('the teacher dashboard', { timeout: 60_000 }, () => {
  it('signs a teacher in', async () => {
    await page.getByRole('button', { name: /Teacher/ }).click();
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('tab', { name: 'Sessions' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(ADMIN.username).count()).toBeGreaterThan(0);
  });

  it('seeds demonstration data from the Help tab', async () => {
    await openSettingsTab('Help');
    await dialog().getByRole('button', { name: 'Seed mock data' }).click();
    await expect
      .poll(
        () =>
          dialog()
            .getByText(/^Seeded \d+ stories and \d+ sessions\.$/)
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);
    await saveScreenshot(page, 'teacher-help-seeded');
    await closeDialog();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => sessionRows().count(), { timeout: 30_000 }).toBe(10);
  });

  it('pages through the sessions', async () => {
    const range = page.locator('.tc-pagination .tc-muted');
    await expect.poll(() => range.innerText()).toMatch(/^Showing 1 to 10 of \d+ sessions$/);
    const total = Number(/of (\d+) sessions/.exec(await range.innerText())?.[1]);
    expect(total).toBeGreaterThan(10);
    const firstPageTitles = await sessionRows().allInnerTexts();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => range.innerText())
      .toBe(`Showing 11 to ${Math.min(20, total)} of ${total} sessions`);
    await expect.poll(() => sessionRows().allInnerTexts()).not.toEqual(firstPageTitles);
    await saveScreenshot(page, 'teacher-sessions-page-2');

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => range.innerText()).toBe(`Showing 1 to 10 of ${total} sessions`);
    await expect.poll(() => sessionRows().allInnerTexts()).toEqual(firstPageTitles);
  });

  it('filters the sessions by agent and searches them', async () => {
    const filter = page.getByLabel('Filter by agent');
    const options = await filter.locator('option').allInnerTexts();
    const agent = options[1];
    if (!agent) throw new Error('The agent filter offers no agents');
    await filter.selectOption({ label: agent });
    await expect
      .poll(
        async () => {
          const labels = await page
            .locator('.tc-session-row .tc-agent-icon')
            .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
          return labels.length > 0 && labels.every((label) => label === agent);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await filter.selectOption({ index: 0 });

    const title = await sessionRows().first().locator('strong').innerText();
    await page.getByLabel('Search sessions').fill(title);
    await expect
      .poll(
        async () => {
          const titles = await page.locator('.tc-session-row strong').allInnerTexts();
          return titles.length > 0 && titles.every((t) => t === title);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByLabel('Search sessions').fill('no story is called this');
    await expect.poll(() => page.getByText('No sessions found').count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Search sessions').fill('');
    await expect.poll(() => sessionRows().count(), { timeout: 15_000 }).toBe(10);
  });

  it('opens a session and each of its six tabs', async () => {
    const title = await sessionRows().first().locator('strong').innerText();
    await sessionRows().first().click();
    await dialog().waitFor();
    await expect.poll(() => dialog().innerText(), { timeout: 30_000 }).toContain(title);
    for (const tab of ['Overview', 'Transcript', 'Pronunciation', 'Quiz Results', 'Roleplay', 'Safety']) {
      await dialog().getByRole('tab', { name: tab }).click();
      const panel = dialog().getByRole('tabpanel');
      await expect.poll(() => panel.innerText(), { timeout: 15_000 }).not.toMatch(/^\s*$|^Loading/);
      await saveScreenshot(page, `teacher-session-${tab.toLowerCase().replace(/\s+/g, '-')}`);
    }
    await closeDialog();
  });

  it('draws the analytics charts', async () => {
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect
      .poll(() => page.locator('.recharts-surface').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.locator('.recharts-line-curve').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(4);
    await expect
      .poll(() => page.locator('.recharts-bar-rectangle').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    // Recharts draws the lines in with a dash animation; once it ends every line is drawn in full.
    await expect
      .poll(
        () =>
          page
            .locator('.recharts-line-curve')
            .evaluateAll((curves) =>
              curves.every((curve) => getComputedStyle(curve).strokeDasharray === 'none'),
            ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.waitForTimeout(1000);
    await saveScreenshot(page, 'teacher-analytics', { fullPage: true });
  });

  it('refuses a too-short system prompt and saves a good one', async () => {
    await openSettingsTab('System Prompts');
    const editor = dialog().locator('textarea.tc-prompt');
    await editor.waitFor();
    const save = dialog().getByRole('button', { name: 'Save', exact: true });

    await editor.fill('Be kind.');
    expect(await dialog().getByText('Prompt too short (min 50 chars)').count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);

    const prompt =
      'You are a patient reading companion for young children. Use short, warm sentences and praise effort.';
    await editor.fill(prompt);
    expect(await dialog().getByText('Prompt too short (min 50 chars)').count()).toBe(0);
    await save.click();
    await expect
      .poll(
        () =>
          dialog()
            .getByText(/^Saved the .+ prompt\.$/)
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    await saveScreenshot(page, 'teacher-prompt-saved');
    await closeDialog();

    await openSettingsTab('System Prompts');
    await expect
      .poll(() => dialog().locator('textarea.tc-prompt').inputValue(), { timeout: 15_000 })
      .toBe(prompt);
    expect(await dialog().getByText('Customized').count()).toBe(1);
    await closeDialog();
  });

  it('uploads a Word story and finds it in the library', async () => {
    await page.getByRole('tab', { name: 'Stories' }).click();
    const docx = buildDocx([
      UPLOADED_TITLE,
      'At the end of Willow Lane lived a small red fox who carried a paper lantern.',
      'Every night she walked to the river and lit the way home for the lost ducklings.',
      'One foggy night the lantern went out, and the ducklings lit it again for her.',
    ]);
    const gradeInput = page
      .locator('.tc-upload-target')
      .filter({ hasText: 'Grade 2-3' })
      .locator('input[type="file"]');
    await gradeInput.setInputFiles({
      name: 'lantern-fox.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    const library = page.locator('section[aria-labelledby="tc-library-title"]');
    await expect
      .poll(() => library.getByRole('heading', { name: UPLOADED_TITLE }).count(), { timeout: 30_000 })
      .toBe(1);
    await library.getByRole('heading', { name: UPLOADED_TITLE }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'teacher-story-uploaded');
  });
});

/**
 * A reload or Back keeps a user's place: a teacher's tab, open session, its tab and the list filters;
 * a child's band and story. A new visit to / still starts at the role screen.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchChromium } from './support/browser';
import { VIEWPORT, enterAsStudent, openChildPage, readStory } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';
import { writeSilentMicWav } from './support/silent-mic';
import { warmVoiceSession } from './support/warm-voice';

const ADMIN = { username: 'e2e-reload-admin', password: 'correct horse battery staple' };

let server: TestServer;
let browser: Browser;
let mic: { dir: string; file: string };
let releaseLock: (() => void) | undefined;

beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  mic = writeSilentMicWav();
  server = await startTestServer({
    listen: true,
    env: { LC_ADMIN_USERNAME: ADMIN.username, LC_ADMIN_PASSWORD: ADMIN.password },
  });
  await warmVoiceSession(server.baseUrl);
  browser = await launchChromium({ fakeMicWav: mic.file });
}, 720_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (mic) fs.rmSync(mic.dir, { recursive: true, force: true });
  releaseLock?.();
});

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('a teacher reloading the dashboard', { timeout: 120_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  const dialog = () => page.getByRole('dialog');
  const selectedTab = (scope: ReturnType<Page['getByRole']> | Page) =>
    scope.getByRole('tab', { selected: true }).first().innerText();

  beforeAll(async () => {
    context = await browser.newContext({ viewport: VIEWPORT });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    page.on('dialog', (prompt) => void prompt.accept());
    await page.goto(server.baseUrl);
    await page.getByRole('button', { name: /Teacher/ }).click();
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('button', { name: 'System settings' }).click();
    await dialog().getByRole('tab', { name: 'Help' }).click();
    await dialog().getByRole('button', { name: 'Seed mock data' }).click();
    await dialog()
      .getByText(/^Seeded \d+ stories and \d+ sessions\.$/)
      .waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('.tc-session-row').nth(9).waitFor({ timeout: 30_000 });
  }, 180_000);

  afterAll(async () => context?.close());

  it('keeps the filter, the open session and its tab', async () => {
    const filter = page.getByLabel('Filter by agent');
    const agent = (await filter.locator('option').allInnerTexts())[1];
    if (!agent) throw new Error('The agent filter offers no agents');
    await filter.selectOption({ label: agent });
    const agentValue = await filter.inputValue();
    const rowAgents = () =>
      page.locator('.tc-session-row .tc-agent-icon').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    await expect.poll(async () => (await rowAgents()).every((label) => label === agent) && (await rowAgents()).length > 0).toBe(true);

    const title = await page.locator('.tc-session-row').first().locator('strong').innerText();
    await page.locator('.tc-session-row').first().click();
    await expect.poll(() => dialog().innerText(), { timeout: 30_000 }).toContain(title);
    await dialog().getByRole('tab', { name: 'Transcript' }).click();
    await expect.poll(() => pathOf(page)).toMatch(new RegExp(`^/teacher/sessions/[\\w-]+\\?agent=${agentValue}&view=transcript$`));
    const place = pathOf(page);

    await page.reload();
    await expect.poll(() => dialog().innerText(), { timeout: 30_000 }).toContain(title);
    expect(await selectedTab(dialog())).toBe('Transcript');
    expect(pathOf(page)).toBe(place);
    await saveScreenshot(page, 'teacher-reloaded-session-transcript');

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    expect(await selectedTab(page)).toBe('Sessions');
    expect(await page.getByLabel('Filter by agent').inputValue()).toBe(agentValue);
    expect(pathOf(page)).toBe(`/teacher/sessions?agent=${agentValue}`);

    // Back reopens the session the teacher just closed; Forward closes it again.
    await page.goBack();
    await expect.poll(() => dialog().innerText(), { timeout: 30_000 }).toContain(title);
    await page.goForward();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('keeps the Safety Alerts tab with its state filter', async () => {
    await page.getByRole('tab', { name: /Safety Alerts/ }).click();
    await page.getByLabel('Alert state').selectOption('all');
    await expect.poll(() => pathOf(page)).toBe('/teacher/alerts?status=all');

    await page.reload();
    await page.getByLabel('Alert state').waitFor({ timeout: 30_000 });
    expect(await selectedTab(page)).toMatch(/^Safety Alerts/);
    expect(await page.getByLabel('Alert state').inputValue()).toBe('all');

    // Back returns to the Sessions tab with its filter.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => selectedTab(page)).toBe('Sessions');
    expect(pathOf(page)).toMatch(/^\/teacher\/sessions\?agent=/);
  });

  it('starts a new visit to / at the role screen', async () => {
    await page.goto(server.baseUrl);
    await page.getByRole('button', { name: /Teacher/ }).waitFor();
    await page.getByRole('button', { name: /Student/ }).waitFor();
  });
});

describe('a child reloading a story', () => {
  it('comes back to the same band and story', async () => {
    const { context, page } = await openChildPage(browser, server.baseUrl);
    try {
      await enterAsStudent(page, 'Grade 2-3');
      expect(pathOf(page)).toBe('/read?band=6-8');
      const titles = await page.locator('.lc-story-card h3').allInnerTexts();
      const title = titles[1] ?? titles[0];
      if (!title) throw new Error('The band offers no stories');
      await readStory(page, title);
      await expect.poll(() => page.locator('#lc-reading-title').innerText(), { timeout: 30_000 }).toBe(title);
      expect(pathOf(page)).toMatch(/^\/read\?band=6-8&story=.+/);

      await page.reload();
      await expect.poll(() => page.locator('#lc-reading-title').innerText(), { timeout: 60_000 }).toBe(title);
      await saveScreenshot(page, 'child-reloaded-story');

      // Back leaves the story for the band's list.
      await page.goBack();
      await page.locator('.lc-story-card').first().waitFor({ timeout: 30_000 });
      expect(pathOf(page)).toBe('/read?band=6-8');
      expect(await page.locator('#lc-reading-title').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 180_000);
});

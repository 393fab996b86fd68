/**
 * axe-core finds no serious or critical violation on the child's screens (role, age, story list, reading
 * with the pronunciation panel and the chat open) or the teacher's (first-run set-up, sign-in, each
 * dashboard tab, a session with its tabs, each settings tab); and a keyboard user always sees where the
 * focus is on the reading screen.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { VIEWPORT, readStory } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { writeSilentMicWav } from './support/silent-mic';
import { warmVoiceSession } from './support/warm-voice';

const ADMIN = { username: 'e2e-axe-admin', password: 'correct horse battery staple' };

let server: TestServer;
let browser: Browser;
let mic: { dir: string; file: string };
let releaseLock: (() => void) | undefined;

beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  mic = writeSilentMicWav();
  // No administrator from the environment: the first teacher sees the first-run set-up.
  server = await startTestServer({ listen: true });
  await warmVoiceSession(server.baseUrl);
  browser = await launchChromium({ fakeMicWav: mic.file });
}, 720_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (mic) fs.rmSync(mic.dir, { recursive: true, force: true });
  releaseLock?.();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  // The app's CSP allows only its own scripts; axe is injected by the test, so the test context skips it.
  const context = await browser.newContext({ viewport: VIEWPORT, bypassCSP: true });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  page.on('dialog', (prompt) => void prompt.accept());
  await page.goto(server.baseUrl);
  return { context, page };
}

describe('the child screens', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await newPage()));
  afterAll(async () => context?.close());

  it('have no serious or critical axe violation', async () => {
    await page.getByRole('heading', { name: 'Welcome to Learning Companion' }).waitFor();
    expect(await seriousViolations(page), 'role screen').toEqual([]);
    await page.getByRole('button', { name: /Student/ }).click();
    await page.getByRole('button', { name: /^Grade 2-3/ }).waitFor();
    expect(await seriousViolations(page), 'age screen').toEqual([]);
    await page.getByRole('button', { name: /^Grade 2-3/ }).click();
    await page.locator('#lc-choose-story').waitFor({ timeout: 60_000 });
    expect(await seriousViolations(page), 'story list').toEqual([]);

    const title = await page.locator('.lc-story-card h3').first().innerText();
    await readStory(page, title);
    await page.locator('.lc-pron-panel').waitFor({ timeout: 60_000 });
    if ((await page.locator('.lc-panel-toggle').getAttribute('aria-expanded')) !== 'true') await page.locator('.lc-panel-toggle').click();
    await page.locator('#lc-floating-chat').waitFor();
    expect(await seriousViolations(page), 'reading view with the panels open').toEqual([]);
  }, 180_000);

  it('show where the focus is at every Tab stop of the reading screen', async () => {
    await page.locator('.lc-reader').waitFor();
    const seen = new Set<string>();
    const invisible: string[] = [];
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        const name = `${el.tagName.toLowerCase()}.${el.className} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        return { name, visible: onScreen && ring };
      });
      if (!focus) continue;
      if (seen.has(focus.name)) break;
      seen.add(focus.name);
      if (!focus.visible) invisible.push(focus.name);
    }
    expect(seen.size).toBeGreaterThan(8);
    expect(invisible).toEqual([]);
  }, 120_000);
});

describe('the teacher screens', () => {
  let context: BrowserContext;
  let page: Page;
  const dialog = () => page.getByRole('dialog');
  beforeAll(async () => ({ context, page } = await newPage()));
  afterAll(async () => context?.close());

  it('have no serious or critical axe violation', async () => {
    await page.getByRole('button', { name: /Teacher/ }).click();
    await page.getByRole('button', { name: 'Create administrator' }).waitFor();
    expect(await seriousViolations(page), 'first-run set-up').toEqual([]);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await seriousViolations(page), 'sign-in').toEqual([]);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('button', { name: 'System settings' }).click();
    for (const tab of ['VoiceLive Settings', 'System Prompts', 'Connection Status', 'System Info', 'Backend Logs', 'Database', 'Teacher Accounts', 'Help']) {
      await dialog().getByRole('tab', { name: tab }).click();
      await expect.poll(() => dialog().getByRole('tabpanel').innerText(), { timeout: 15_000 }).not.toMatch(/^\s*$|^Loading/);
      expect(await seriousViolations(page), `settings: ${tab}`).toEqual([]);
    }
    await dialog().getByRole('button', { name: 'Seed mock data' }).click();
    await dialog().getByText(/^Seeded \d+ stories and \d+ sessions\.$/).waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('.tc-session-row').first().waitFor();

    for (const tab of ['Sessions', 'Stories', 'Analytics', 'AI Personas', 'Safety Alerts']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tabpanel').first().innerText(), { timeout: 15_000 }).not.toMatch(/^\s*$|^Loading/);
      expect(await seriousViolations(page), `dashboard: ${tab}`).toEqual([]);
    }

    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.locator('.tc-session-row').first().click();
    await dialog().waitFor();
    for (const tab of ['Overview', 'Transcript', 'Pronunciation', 'Quiz Results', 'Roleplay', 'Safety']) {
      await dialog().getByRole('tab', { name: tab }).click();
      await expect.poll(() => dialog().getByRole('tabpanel').innerText(), { timeout: 15_000 }).not.toMatch(/^\s*$|^Loading/);
      expect(await seriousViolations(page), `session: ${tab}`).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  }, 300_000);
});

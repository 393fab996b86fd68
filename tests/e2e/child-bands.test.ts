/**
 * Each grade band's main screen as a child first sees it: its own app name, theme and welcome. The
 * screenshots land in test-results/screenshots/ for people to look at.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_PROFILES } from '@shared/age/profiles';
import type { AgeProfileKey } from '@shared/constants/ages';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchChromium } from './support/browser';
import { enterAsStudent, openChildPage, type GradeLabel } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';
import { writeSilentMicWav } from './support/silent-mic';
import { warmVoiceSession } from './support/warm-voice';

const BANDS: { grade: GradeLabel; key: AgeProfileKey }[] = [
  { grade: 'Grade 2-3', key: '6-8' },
  { grade: 'Grade 4-5', key: '9-11' },
  { grade: 'Grade 6-8', key: '12-14' },
  { grade: 'Grade 9-10', key: '15-18' },
];

let server: TestServer;
let browser: Browser;
let mic: { dir: string; file: string };
const seenPrimaryColours = new Set<string>();

let releaseLock: (() => void) | undefined;
beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  mic = writeSilentMicWav();
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

describe('the main screen of each grade band', () => {
  for (const { grade, key } of BANDS) {
    it(`${grade} shows its own name, theme, stories and welcome`, async () => {
      const profile = AGE_PROFILES[key];
      const { context, page } = await openChildPage(browser, server.baseUrl);
      try {
        await enterAsStudent(page, grade);
        await expect.poll(() => page.locator('.lc-app header h1').innerText()).toBe(profile.ui.appName);
        const primary = await page.evaluate(() =>
          document.documentElement.style.getPropertyValue('--lc-primary').trim(),
        );
        expect(primary.toLowerCase()).toBe(profile.theme.colors.primary.toLowerCase());
        seenPrimaryColours.add(primary);
        expect(await page.locator('html').getAttribute('class')).toContain(profile.theme.styleClasses.root);

        expect(await page.locator('.lc-story-card').count()).toBeGreaterThan(0);
        // The band's welcome is spoken and written into the conversation.
        await page
          .locator('.lc-conversation-inline .lc-message-assistant')
          .first()
          .waitFor({ timeout: 30_000 });
        await expect
          .poll(() => page.locator('.lc-mic-caption').innerText(), { timeout: 30_000 })
          .toBe('Hold to talk');
        await saveScreenshot(page, `child-main-${key}`);
        await saveScreenshot(page, `child-main-${key}-full`, { fullPage: true });
      } finally {
        await context.close();
      }
    }, 90_000);
  }

  it('gives every band a different primary colour', () => {
    expect(seenPrimaryColours.size).toBe(BANDS.length);
  });
});

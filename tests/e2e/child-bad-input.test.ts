/**
 * What a child meets when things go wrong: the microphone refused, the server gone mid-story, and a
 * grade with no stories yet. Each shows a friendly message and a way forward instead of a dead screen.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_PROFILES } from '@shared/age/profiles';
import { startTestServer, type TestServer } from '../support/test-server';
import { AUDIO_ERROR_MESSAGES } from '../../apps/web/src/voice/mic-errors';
import { launchChromium } from './support/browser';
import { enterAsStudent, openChildPage } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';
import { writeSilentMicWav } from './support/silent-mic';
import { warmVoiceSession } from './support/warm-voice';

let server: TestServer;
let serverClosed = false;
let deniedBrowser: Browser;
let mic: { dir: string; file: string };

let releaseLock: (() => void) | undefined;
beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  mic = writeSilentMicWav();
  server = await startTestServer({ listen: true });
  await warmVoiceSession(server.baseUrl);
  deniedBrowser = await launchChromium({ deniedMic: true });
}, 720_000);

afterAll(async () => {
  await deniedBrowser?.close();
  if (server && !serverClosed) await server.close();
  if (mic) fs.rmSync(mic.dir, { recursive: true, force: true });
  releaseLock?.();
});

describe('a child meeting trouble', () => {
  it("explains a refused microphone in the band's words and still lets the child read and retry", async () => {
    const profile = AGE_PROFILES['6-8'];
    const { context, page } = await openChildPage(deniedBrowser, server.baseUrl);
    try {
      await enterAsStudent(page, 'Grade 2-3');
      const toast = page.getByText(AUDIO_ERROR_MESSAGES.permission);
      await toast.waitFor({ timeout: 30_000 });
      const micButton = page.locator('.lc-mic-button');
      await expect
        .poll(() => page.locator('.lc-mic-caption').innerText())
        .toBe(profile.content.statusMessages.microphonePermission);
      expect(await micButton.getAttribute('aria-disabled')).toBe('false');
      await saveScreenshot(page, 'child-mic-denied');

      // A way forward: the stories still open, and pressing the button asks for the microphone again.
      await page.locator('.lc-story-card').first().getByRole('button', { name: 'Read Story' }).click();
      await page.locator('.lc-reader .lc-word').first().waitFor({ timeout: 30_000 });
      await page
        .getByRole('button', { name: 'Dismiss' })
        .click()
        .catch(() => undefined);
      await micButton.click();
      await toast.waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  }, 90_000);

  it('tells the child "No Stories Available" when their grade has no stories yet', async () => {
    await server.ctx.db.kysely.deleteFrom('stories').where('age_band', '=', '15-18').execute();
    const browser = await launchChromium({ fakeMicWav: mic.file });
    try {
      const { page } = await openChildPage(browser, server.baseUrl);
      await enterAsStudent(page, 'Grade 9-10');
      await page.getByRole('heading', { name: 'No Stories Available' }).waitFor({ timeout: 30_000 });
      expect(
        await page.getByText("Stories for your age group will appear here when they're added.").count(),
      ).toBe(1);
      expect(await page.locator('.lc-story-card').count()).toBe(0);
      await saveScreenshot(page, 'child-no-stories');
    } finally {
      await browser.close();
    }
  }, 90_000);

  it('shows the reconnect banner with Retry when the server goes away mid-story', async () => {
    const browser = await launchChromium({ fakeMicWav: mic.file });
    try {
      const { page } = await openChildPage(browser, server.baseUrl);
      await enterAsStudent(page, 'Grade 4-5');
      await page.locator('.lc-story-card').first().getByRole('button', { name: 'Read Story' }).click();
      await page.locator('.lc-reader .lc-word').first().waitFor({ timeout: 30_000 });
      expect(await page.locator('.lc-banner').count()).toBe(0);

      serverClosed = true;
      await server.close();
      // The server's shutdown closes the socket cleanly, so the app says the connection is lost and
      // offers Retry; a connection that drops uncleanly shows 'Reconnecting...' first.
      const banner = page.locator('.lc-banner');
      await expect
        .poll(() => banner.innerText(), { timeout: 30_000 })
        .toMatch(/Reconnecting\.\.\.|Connection lost/);
      await banner.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 100_000 });
      expect(await banner.innerText()).toMatch(/Connection (lost|error)/);
      await saveScreenshot(page, 'child-connection-lost');
      // The story stays on screen while the connection is down.
      expect(await page.locator('.lc-reader .lc-word').count()).toBeGreaterThan(10);

      // Retry with the server still away: the app tries again and says so.
      await banner.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => banner.innerText(), { timeout: 15_000 }).toMatch(/Reconnecting\.\.\./);
      await saveScreenshot(page, 'child-reconnecting');
    } finally {
      await browser.close();
    }
  }, 180_000);
});

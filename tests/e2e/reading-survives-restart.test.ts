/**
 * Issue 24: a school's server is restarted (an update, a technician's `systemctl restart`) or crashes
 * (kill -9) while a child reads in the browser. The page reconnects by itself — no "Connection lost | Retry" left on screen —
 * the highlight is on the word the child had reached, and the companion greets them back at that place.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { BAND_6_8_STORIES } from '../../apps/server/src/stories/seed-library/band-6-8';
import { encodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process';
import { launchChromium } from './support/browser';
import { enterAsStudent, openChildPage, readStory } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';
import { warmVoiceSession } from './support/warm-voice';

const STORY = BAND_6_8_STORIES.find((story) => story.id === 'mia-and-the-moon-kite');
if (!STORY) throw new Error('The seed library lost "Mia and the Moon Kite"');
const FIRST_PARAGRAPH = STORY.content.split(/\n\s*\n/)[0] ?? '';

let server: ServerProcess | undefined;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dataDir: string;
let wavDir: string;
let port: number;
let releaseLock: (() => void) | undefined;

const boot = async () => {
  server = await startServerProcess({ DATA_DIR: dataDir, PORT: String(port) });
  await warmVoiceSession(server.baseUrl);
  return server;
};

beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-restart-'));
  wavDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-e2e-mic-'));
  const wavFile = path.join(wavDir, 'reading.wav');
  // Leading silence for the welcome and the announcement; the long trailing silence ends the turn and
  // keeps the child quiet while the server restarts (Chromium loops the file).
  const reading = synthesizePcm(FIRST_PARAGRAPH, { voice: 'kal16', leadingSilenceMs: 7000, trailingSilenceMs: 40_000 });
  fs.writeFileSync(wavFile, encodeWav(reading, 24_000));
  port = await freePort();
  await boot();
  browser = await launchChromium({ fakeMicWav: wavFile });
  ({ context, page } = await openChildPage(browser, server!.baseUrl));
}, 720_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (server?.alive()) await server.stop();
  for (const dir of [dataDir, wavDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  releaseLock?.();
});

const currentIndex = async () =>
  Number(await page.locator('.lc-word-current').getAttribute('data-word-index', { timeout: 2000 }).catch(() => -1));

describe('a reading across a server restart', () => {
  it('reconnects by itself, keeps the highlight on the word reached and greets the child back there', async () => {
    onTestFailed(async () => {
      await saveScreenshot(page, 'reading-restart-failure');
    });
    await enterAsStudent(page, 'Grade 2-3');
    await readStory(page, STORY.title);
    await expect.poll(currentIndex, { timeout: 120_000, interval: 500 }).toBeGreaterThan(12);
    // The turn ends after the reading's pause; the place is then stored.
    await page.waitForTimeout(6000);
    const reached = await currentIndex();

    expect(await server!.stop()).toBe(0);
    await boot();

    const conversation = page.locator('.lc-conversation-inline');
    await expect
      .poll(() => conversation.locator('.lc-message-assistant p').allInnerTexts(), { timeout: 120_000, interval: 500 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^Welcome back! We were at "/)]));
    expect(Math.abs((await currentIndex()) - reached)).toBeLessThanOrEqual(2);
    await expect.poll(() => page.getByText('Connection lost').count(), { timeout: 10_000 }).toBe(0);
    await saveScreenshot(page, 'reading-after-restart');

    // A crash this time (kill -9: nothing flushed on the way out), then the server is started again.
    const greetings = await conversation.locator('.lc-message-assistant p').allInnerTexts();
    const welcomes = greetings.filter((text) => text.startsWith('Welcome back!')).length;
    await server!.kill9();
    await boot();
    await expect
      .poll(async () => (await conversation.locator('.lc-message-assistant p').allInnerTexts()).filter((t) => t.startsWith('Welcome back!')).length, {
        timeout: 120_000,
        interval: 500,
      })
      .toBeGreaterThan(welcomes);
    expect(Math.abs((await currentIndex()) - reached)).toBeLessThanOrEqual(2);
  }, 600_000);
});

/**
 * A child reads a story aloud in the browser: Chromium's fake microphone plays a Flite recording of the
 * story's first paragraph, and the real server (offline voice provider) follows the reading, transcribes
 * it and answers with speech.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { BAND_6_8_STORIES } from '../../apps/server/src/stories/seed-library/band-6-8';
import { encodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchChromium } from './support/browser';
import { audioBuffersStarted, enterAsStudent, openChildPage, readStory } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';
import { warmVoiceSession } from './support/warm-voice';

const STORY = BAND_6_8_STORIES.find((story) => story.id === 'mia-and-the-moon-kite');
if (!STORY) throw new Error('The seed library lost "Mia and the Moon Kite"');
const FIRST_PARAGRAPH = STORY.content.split(/\n\s*\n/)[0] ?? '';
const PARAGRAPH_WORDS = new Set(FIRST_PARAGRAPH.toLowerCase().match(/[a-z]+/g) ?? []);
// While the child only reads, the companion listens quietly; a question about a word gets a spoken answer.
// "patient" (later in the story) rather than "thin": offline recognition hears "thin" as "then" on a busy machine.
const QUESTION = 'what does patient mean';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let wavDir: string;

let releaseLock: (() => void) | undefined;
beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  wavDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-e2e-mic-'));
  const wavFile = path.join(wavDir, 'first-paragraph.wav');
  // The leading silence lets the welcome and the story announcement finish before the child reads; each
  // trailing silence is the pause that ends the child's turn (Chromium loops the file).
  const reading = synthesizePcm(FIRST_PARAGRAPH, {
    voice: 'kal16',
    leadingSilenceMs: 7000,
    trailingSilenceMs: 6000,
  });
  const question = synthesizePcm(QUESTION, { voice: 'kal16', trailingSilenceMs: 6000 });
  const samples = new Int16Array(reading.length + question.length);
  samples.set(reading);
  samples.set(question, reading.length);
  fs.writeFileSync(wavFile, encodeWav(samples, 24_000));
  server = await startTestServer({ listen: true });
  await warmVoiceSession(server.baseUrl);
  browser = await launchChromium({ fakeMicWav: wavFile });
  ({ context, page } = await openChildPage(browser, server.baseUrl));
}, 720_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  if (wavDir) fs.rmSync(wavDir, { recursive: true, force: true });
  releaseLock?.();
});

describe('a Grade 2-3 child reading aloud', () => {
  it('follows the reading word by word, shows both sides of the conversation and answers out loud', async () => {
    onTestFailed(async () => {
      await saveScreenshot(page, 'child-reading-failure');
    });
    await enterAsStudent(page, 'Grade 2-3');
    await readStory(page, STORY.title);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: STORY.title }).count()).toBe(1);

    // The reader turns words green behind the child and moves the highlighted word forward.
    const currentIndex = async () =>
      Number(
        await page
          .locator('.lc-word-current')
          .getAttribute('data-word-index', { timeout: 2000 })
          .catch(() => -1),
      );
    await expect.poll(currentIndex, { timeout: 90_000, interval: 500 }).toBeGreaterThan(5);
    expect(await page.locator('.lc-reader .lc-word-read').count()).toBeGreaterThan(5);
    const readColour = await page
      .locator('.lc-reader .lc-word-read')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    const upcomingColour = await page
      .locator('.lc-reader .lc-word-upcoming')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(readColour).not.toBe(upcomingColour);
    await saveScreenshot(page, 'child-reading-grade-2-3');

    // The child's words appear as their message, and the companion's spoken answer follows.
    const conversation = page.locator('.lc-conversation-inline');
    const userMessage = conversation.locator('.lc-message-user').first();
    await userMessage.waitFor({ timeout: 90_000 });
    const heard = (await userMessage.locator('p').innerText()).toLowerCase().match(/[a-z]+/g) ?? [];
    expect(heard.filter((word) => PARAGRAPH_WORDS.has(word)).length).toBeGreaterThanOrEqual(3);

    const buffersAfterReading = await audioBuffersStarted(page);
    const assistantAfterReading = await conversation.locator('.lc-message-assistant').count();

    // Then the child asks about a word and the companion answers in the panel and out loud.
    const answer = conversation.locator('.lc-message-assistant').first().locator('p');
    await expect
      .poll(() => conversation.locator('.lc-message-assistant').count(), { timeout: 90_000, interval: 500 })
      .toBeGreaterThan(assistantAfterReading);
    await expect.poll(() => answer.innerText(), { timeout: 30_000 }).toMatch(/patient/i);
    await expect
      .poll(() => audioBuffersStarted(page), { timeout: 30_000 })
      .toBeGreaterThan(buffersAfterReading);
    await saveScreenshot(page, 'child-conversation-grade-2-3');
  }, 240_000);
});

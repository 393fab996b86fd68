/**
 * Screens that fit: at a tablet's and three laptop/desktop sizes, a child reading with the pronunciation
 * panel and the chat open sees the line being read, "Choose Different Story" and the header, and the
 * chat, the pronunciation panel, the microphone (with its caption) and the hint bubble never lie on each
 * other. Screenshots of each size go to test-results/screenshots/ for people to look at.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchChromium } from './support/browser';
import { readStory } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { boxOf, overlappingPairs, overlaps, reachableAtCentre, type Box } from './support/layout-boxes';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';
import { writeSilentMicWav } from './support/silent-mic';
import { warmVoiceSession } from './support/warm-voice';

const SIZES = [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let mic: { dir: string; file: string };
let releaseLock: (() => void) | undefined;

beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  mic = writeSilentMicWav();
  server = await startTestServer({ listen: true });
  await warmVoiceSession(server.baseUrl);
  browser = await launchChromium({ fakeMicWav: mic.file });
  // Reduced motion: the reader jumps to the word instead of scrolling smoothly, so boxes are final.
  context = await browser.newContext({ viewport: SIZES[1], reducedMotion: 'reduce' });
  page = await context.newPage();
  // The hint shows for 3 s; the clock runs as usual until the test stops it to look at the hint.
  await page.clock.install();
  await page.goto(server.baseUrl);
}, 720_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  if (mic) fs.rmSync(mic.dir, { recursive: true, force: true });
  releaseLock?.();
});

const header = () => page.locator('.lc-header');
const microphone = () => page.locator('.lc-mic');
const chat = () => page.locator('#lc-floating-chat');
const pronunciation = () => page.locator('.lc-pron-panel');
const hint = () => page.locator('.lc-hint');
const chooseDifferent = () => page.getByRole('button', { name: 'Choose Different Story' });

async function openChat(): Promise<void> {
  // The server may have opened it already (it does when the companion speaks).
  if ((await page.locator('.lc-panel-toggle').getAttribute('aria-expanded')) !== 'true') {
    await page.locator('.lc-panel-toggle').click();
  }
  await chat().waitFor();
}

/**
 * The chat's box, opened again if it hid itself in between: the floating chat hides 3 s after each reply
 * (spec), and a reply that comes late on a busy machine hid it between the check and the measurement.
 */
async function chatBox(): Promise<Box> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await openChat();
    const box = await chat().boundingBox();
    if (box) return box;
  }
  return boxOf(chat());
}

function inViewport(box: Box, size: { width: number; height: number }): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 1 && box.y + box.height <= size.height + 1;
}

describe('a Grade 2-3 child reading with the panels open', () => {
  it('sees the hint in the header, clear of the chat and the microphone, at every size', async () => {
    await page.getByRole('button', { name: /Student/ }).click();
    await page.getByRole('button', { name: /^Grade 2-3/ }).click();
    await hint().waitFor({ state: 'attached', timeout: 60_000 });
    // Stop the page's clock while the hint shows (it leaves 3 s after it came).
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 400);
    await openChat();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const headerBox = await boxOf(header());
      const hintBox = await boxOf(hint());
      expect(hintBox.y, `${size.width}: the hint is inside the header`).toBeGreaterThanOrEqual(headerBox.y);
      expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height + 1);
      expect(overlappingPairs({ hint: hintBox, chat: await chatBox(), microphone: await boxOf(microphone()) })).toEqual([]);
      await saveScreenshot(page, `child-layout-hint-${size.width}x${size.height}`);
    }
    await page.clock.resume();
    await page.setViewportSize(SIZES[1]);
    await hint().waitFor({ state: 'detached', timeout: 30_000 });
  }, 120_000);

  it('keeps the line being read, Choose Different Story and the header uncovered at every size', async () => {
    await page.locator('#lc-choose-story').waitFor({ timeout: 60_000 });
    const title = await page.locator('.lc-story-card h3').first().innerText();
    await readStory(page, title);
    // The silent microphone listens, so the assessment starts and its panel shows.
    await pronunciation().waitFor({ timeout: 60_000 });
    await openChat();
    const words = await page.locator('button.lc-word').count();
    expect(words).toBeGreaterThan(60);
    // Nothing that only debugs belongs on a child's screen unless the server says so.
    expect(await page.locator('.lc-debug-toggle').count()).toBe(0);

    for (const [step, size] of SIZES.entries()) {
      await page.setViewportSize(size);
      const at = `${size.width}x${size.height}`;
      // The child taps the word they are on, further into the story at each size.
      const wordIndex = Math.floor(words * (0.45 + 0.12 * step));
      await page.locator(`button.lc-word[data-word-index="${wordIndex}"]`).click();
      const current = page.locator('.lc-word-current');
      await expect.poll(() => current.getAttribute('data-word-index'), { timeout: 20_000 }).toBe(String(wordIndex));
      await openChat();

      const floating = {
        chat: await chatBox(),
        pronunciation: await boxOf(pronunciation()),
        microphone: await boxOf(microphone()),
      };
      expect(overlappingPairs(floating), `${at}: panels on each other`).toEqual([]);
      for (const [name, box] of Object.entries(floating)) expect(inViewport(box, size), `${at}: ${name} on screen`).toBe(true);

      // The current word's line, across the story text, is on screen below the header and under nothing.
      const wordBox = await boxOf(current);
      const readerBox = await boxOf(page.locator('.lc-reader'));
      const line: Box = { x: readerBox.x, y: wordBox.y, width: readerBox.width, height: wordBox.height };
      const headerBox = await boxOf(header());
      expect(wordBox.y, `${at}: the word is below the header`).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      expect(inViewport(wordBox, size), `${at}: the word is on screen`).toBe(true);
      for (const [name, box] of Object.entries(floating)) expect(overlaps(line, box), `${at}: ${name} covers the line`).toBe(false);
      expect(await reachableAtCentre(page, current), `${at}: something is drawn over the word`).toBe(true);
      await saveScreenshot(page, `child-layout-reading-${at}`);

      // "Choose Different Story", once scrolled to, is under nothing either.
      await chooseDifferent().scrollIntoViewIfNeeded();
      const chooseBox = await boxOf(chooseDifferent());
      expect(inViewport(chooseBox, size), `${at}: Choose Different Story on screen`).toBe(true);
      for (const [name, box] of Object.entries(floating)) expect(overlaps(chooseBox, box), `${at}: ${name} covers Choose Different Story`).toBe(false);
      expect(await reachableAtCentre(page, chooseDifferent()), `${at}: something is drawn over Choose Different Story`).toBe(true);

      // Scrolled to the end of the story area, the header is still in view.
      await page.locator('.lc-main').evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
      await page.locator('.lc-reader').evaluate((reader) => reader.scrollTo({ top: reader.scrollHeight }));
      const headerAfter = await boxOf(header());
      expect(headerAfter.y, `${at}: header scrolled away`).toBeGreaterThanOrEqual(0);
      expect(inViewport(headerAfter, size), `${at}: header in view`).toBe(true);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
    }
  }, 240_000);
});

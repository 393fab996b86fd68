/**
 * The child's way into the app as a user takes it: Student, then a grade, then the main screen with the
 * story list. Also counts the assistant's audio buffers the page schedules, so a test can tell that a
 * spoken reply really reached the speakers' queue.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export type GradeLabel = 'Grade 2-3' | 'Grade 4-5' | 'Grade 6-8' | 'Grade 9-10';

export const VIEWPORT = { width: 1280, height: 860 };

/** Wraps AudioBufferSourceNode.start before the app loads; `window.__lcAudioBuffersStarted` counts calls. */
const COUNT_AUDIO_BUFFERS = `
  (() => {
    const counter = { started: 0 };
    Object.defineProperty(window, '__lcAudioBuffersStarted', { get: () => counter.started });
    const original = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args) {
      counter.started += 1;
      return original.apply(this, args);
    };
  })();
`;

export async function openChildPage(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript({ content: COUNT_AUDIO_BUFFERS });
  const page = await context.newPage();
  await page.goto(baseUrl);
  return { context, page };
}

export async function audioBuffersStarted(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __lcAudioBuffersStarted: number }).__lcAudioBuffersStarted,
  );
}

/** From the role screen to the band's main screen; resolves once the story pane has settled. */
export async function enterAsStudent(page: Page, grade: GradeLabel): Promise<void> {
  await page.getByRole('button', { name: /Student/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${grade}`) }).click();
  await page.locator('.lc-app').waitFor({ timeout: 60_000 });
  await page
    .locator('#lc-choose-story, .lc-pane-message:not([role="status"])')
    .first()
    .waitFor({ timeout: 60_000 });
}

/** The Read Story button of the story titled `title` (each is named with its story's title). */
export async function readStory(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Read Story: ${title}`, exact: true }).click();
}

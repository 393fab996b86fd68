/** Screenshots for people to look at, under test-results/screenshots/ (gitignored). */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../support/test-server';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results/screenshots');

export async function saveScreenshot(
  page: Page,
  name: string,
  opts: { fullPage?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  return file;
}

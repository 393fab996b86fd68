/**
 * A tablet on the school network: it reaches the server by a host name that is not localhost, so only
 * the HTTPS address gives it a microphone. Chromium maps `school-server.test` to 127.0.0.1 (test traffic
 * stays on loopback) and trusts only the certificate authority the server made on first start. Over
 * HTTPS a fake microphone's reading moves the highlight; over plain HTTP the child is told, in their
 * band's words, which address to open.
 */
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { BAND_6_8_STORIES } from '../../apps/server/src/stories/seed-library/band-6-8';
import { encodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { freePort } from '../support/server-process';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchChromium } from './support/browser';
import { enterAsStudent, openChildPage, readStory } from './support/child-flow';
import { ensureWebBuild } from './support/ensure-build';
import { acquireE2eLock } from './support/serial';
import { saveScreenshot } from './support/screenshots';
import { warmVoiceSession } from './support/warm-voice';

const HOST = 'school-server.test';
const STORY = BAND_6_8_STORIES.find((story) => story.id === 'mia-and-the-moon-kite');
if (!STORY) throw new Error('The seed library lost "Mia and the Moon Kite"');
const FIRST_PARAGRAPH = STORY.content.split(/\n\s*\n/)[0] ?? '';

let server: TestServer;
let browser: Browser;
let context: BrowserContext | undefined;
let wavDir: string;
let httpsPort: number;
let releaseLock: (() => void) | undefined;

/** The base64 SHA-256 of a certificate's public key, as Chromium's SPKI allow-list takes it. */
function spkiHash(pem: string): string {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

beforeAll(async () => {
  releaseLock = await acquireE2eLock();
  ensureWebBuild();
  wavDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-e2e-https-'));
  const wavFile = path.join(wavDir, 'reading.wav');
  const reading = synthesizePcm(FIRST_PARAGRAPH, { voice: 'kal16', leadingSilenceMs: 7000, trailingSilenceMs: 6000 });
  fs.writeFileSync(wavFile, encodeWav(reading, 24_000));
  httpsPort = await freePort();
  server = await startTestServer({ listen: true, env: { HTTPS_PORT: String(httpsPort), TLS_HOSTNAMES: HOST } });
  await warmVoiceSession(server.baseUrl);
  const ca = server.ctx.network.certificate?.caCert;
  if (!ca) throw new Error('The server made no certificate authority');
  browser = await launchChromium({
    fakeMicWav: wavFile,
    extraArgs: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${spkiHash(ca)}`],
  });
}, 720_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  if (wavDir) fs.rmSync(wavDir, { recursive: true, force: true });
  releaseLock?.();
});

describe('a tablet on the school network', () => {
  it('reads over HTTPS with only the school authority trusted: the highlight follows the reading', async () => {
    let page: Page | undefined;
    onTestFailed(async () => {
      if (page) await saveScreenshot(page, 'school-https-failure');
    });
    ({ context, page } = await openChildPage(browser, `https://${HOST}:${httpsPort}/`));
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    await enterAsStudent(page, 'Grade 2-3');
    await readStory(page, STORY.title);
    const currentIndex = async () =>
      Number(await page.locator('.lc-word-current').getAttribute('data-word-index', { timeout: 2000 }).catch(() => -1));
    await expect.poll(currentIndex, { timeout: 90_000, interval: 500 }).toBeGreaterThan(5);
    expect(await page.locator('.lc-banner-insecure').count()).toBe(0);
    await saveScreenshot(page, 'school-https-reading');
    await context.close();
    context = undefined;
  }, 240_000);

  it('over plain HTTP tells the child which secure address to open', async () => {
    const httpPort = new URL(server.baseUrl).port;
    let page: Page;
    ({ context, page } = await openChildPage(browser, `http://${HOST}:${httpPort}/`));
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await page.getByRole('button', { name: /Student/ }).click();
    const notice = page.locator('.lc-banner-insecure');
    await expect.poll(() => notice.innerText(), { timeout: 20_000 }).toContain(`https://${HOST}:${httpsPort}/`);
    await saveScreenshot(page, 'school-http-age-screen');
    await page.getByRole('button', { name: /^Grade 2-3/ }).click();
    await page.locator('.lc-app').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.locator('.lc-app .lc-banner-insecure span').innerText(), { timeout: 20_000 })
      .toBe(`I can't hear you on this page. Ask a grown-up to open https://${HOST}:${httpsPort}/`);
    // Nothing points at the wrong cause (permissions, speakers).
    await page.waitForTimeout(2000);
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/Please allow microphone access|Audio system error/);
    await saveScreenshot(page, 'school-http-main-screen');
  }, 120_000);
});

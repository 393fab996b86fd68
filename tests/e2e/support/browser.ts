/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), optionally with a fake
 * microphone that plays a WAV file.
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * `fakeMicWav`: a microphone that plays the file, granted without a prompt. `deniedMic`: a microphone is
 * present but the permission prompt is refused, as when a child (or a school policy) says no.
 */
export async function launchChromium(
  opts: { fakeMicWav?: string; deniedMic?: boolean; extraArgs?: readonly string[] } = {},
): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: apt-get install chromium (the CI script does)`,
    );
  }
  const args = [...BASE_ARGS, ...(opts.extraArgs ?? [])];
  if (opts.fakeMicWav) {
    args.push(
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${opts.fakeMicWav}`,
      '--autoplay-policy=no-user-gesture-required',
    );
  } else if (opts.deniedMic) {
    args.push('--use-fake-device-for-media-stream', '--deny-permission-prompts');
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
}

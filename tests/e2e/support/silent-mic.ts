/** A microphone that hears nothing: a WAV of silence for Chromium's fake capture device. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeWav } from '../../../apps/server/src/voice/providers/local/audio/wav';

/** Writes the file into a fresh temp folder; the caller removes `dir` when done. */
export function writeSilentMicWav(seconds = 5): { dir: string; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-e2e-silence-'));
  const file = path.join(dir, 'silence.wav');
  fs.writeFileSync(file, encodeWav(new Int16Array(24_000 * seconds), 24_000));
  return { dir, file };
}

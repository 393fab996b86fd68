/**
 * Real speech in a voice unlike the Flite voices the recogniser was tuned on: Debian's eSpeak NG (a
 * command-line tool, GPL, so for tests only, never the product's), at a child-like pitch, sentence by
 * sentence with a pause between them as a child reads.
 */
import { spawnSync } from 'node:child_process';
import { resamplePcm16 } from '../../../apps/server/src/voice/providers/local/audio/resampler';
import { decodeWav } from '../../../apps/server/src/voice/providers/local/audio/wav';

export interface EspeakOptions {
  /** Language plus variant (default en-us+f3). */
  voice?: string;
  /** 0–99, eSpeak's default 50; higher is nearer a child (default 80). */
  pitch?: number;
  wordsPerMinute?: number;
  /** Silence between sentences, before the first and after the last (ms). */
  pauseMs?: number;
  sampleRateHz?: number;
}

export function espeakAvailable(): boolean {
  const run = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' });
  return !run.error && run.status === 0;
}

/** `sentences` read one after another (mono PCM16 at `sampleRateHz`, default 24 kHz). */
export function espeakPcm(sentences: readonly string[], opts: EspeakOptions = {}): Int16Array {
  const rate = opts.sampleRateHz ?? 24000;
  const pause = new Int16Array(Math.round(((opts.pauseMs ?? 600) * rate) / 1000));
  const parts: Int16Array[] = [pause];
  for (const sentence of sentences) {
    // -z: no pause of eSpeak's own after the sentence; the text on stdin is never taken for an option.
    const args = ['-v', opts.voice ?? 'en-us+f3', '-p', String(opts.pitch ?? 80), '-s', String(opts.wordsPerMinute ?? 150), '-z', '--stdout', '--stdin'];
    const run = spawnSync('espeak-ng', args, { input: sentence, maxBuffer: 64 * 1024 * 1024 });
    if (run.error || run.status !== 0) throw new Error(`espeak-ng failed: ${run.error?.message ?? run.stderr.toString()}`);
    const wav = decodeWav(run.stdout);
    parts.push(resamplePcm16(wav.samples, wav.sampleRateHz, rate), pause);
  }
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

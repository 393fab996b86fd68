/**
 * A reading moved toward a child's voice with SoX: pitch raised (`pitch`, in cents, which keeps the
 * duration) and slowed (`tempo`, which keeps the pitch). SoX is Debian's, run as a command on WAV
 * through stdin and stdout. Tempo stretches time evenly, so the ground truth's word times are scaled
 * by the ratio of the lengths out and in.
 */
import { spawnSync } from 'node:child_process';
import { resamplePcm16 } from '../../apps/server/src/voice/providers/local/audio/resampler';
import { decodeWav, encodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import type { ReadingAudio } from './reader-audio';

const RATE_HZ = 24_000;

export interface ChildShift {
  /** +300..+600: three to six semitones up. */
  pitchCents: number;
  /** 0.85–0.95: a little slower than the voice read. */
  tempo: number;
}

/** The SoX version line, or null when the command is not installed. */
export function soxVersion(): string | null {
  const run = spawnSync('sox', ['--version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  return run.stdout.trim().split('\n')[0] ?? 'sox';
}

export function shiftTowardChild(audio: ReadingAudio, shift: ChildShift): ReadingAudio {
  const run = spawnSync('sox', ['-q', '-t', 'wav', '-', '-t', 'wav', '-', 'pitch', String(shift.pitchCents), 'tempo', String(shift.tempo)], {
    input: encodeWav(audio.pcm, RATE_HZ),
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) throw new Error(`sox failed: ${run.error?.message ?? run.stderr.toString()}`);
  const wav = decodeWav(run.stdout);
  const pcm = wav.sampleRateHz === RATE_HZ ? wav.samples : resamplePcm16(wav.samples, wav.sampleRateHz, RATE_HZ);
  const stretch = pcm.length / audio.pcm.length;
  return {
    pcm,
    words: audio.words.map((w) => ({ ...w, startMs: w.startMs * stretch, endMs: w.endMs * stretch })),
    breaths: audio.breaths.map((b) => ({ startMs: b.startMs * stretch, endMs: b.endMs * stretch })),
    durationMs: (pcm.length * 1000) / RATE_HZ,
  };
}

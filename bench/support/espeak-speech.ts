/**
 * eSpeak NG speech with estimated word timing, for readers unlike the Flite voices the rules were tuned
 * on. Debian's `espeak-ng` command line (GPL, so a bench tool only, never the product's) writes a WAV
 * to stdout; it has no word events, so word timing is estimated: eSpeak times a clause from its end
 * (the final lengthening and fall belong to the last words), so the sentence without its first k words,
 * spoken alone, lasts as long as the tail of the whole sentence from word k on. Word k starts that long
 * before the sentence's speech ends; it ends where the next word starts, less any pause (a comma)
 * before it. Good to a few tens of ms: enough for tracking lag, and for WCPM over whole readings.
 */
import { spawnSync } from 'node:child_process';
import { resamplePcm16 } from '../../apps/server/src/voice/providers/local/audio/resampler';
import { decodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import { toFliteText } from '../../apps/server/src/voice/providers/local/synthesizer/flite-engine';
import type { TimedSynthesizer } from './reader-audio';
import type { TimedWord } from './timed-speech';

const OUT_RATE_HZ = 24_000;
const FRAME_MS = 10;
/** eSpeak's speed (words a minute) at rate 1: a child reading aloud, slower than its default 175. */
const BASE_WORDS_PER_MINUTE = 150;

/** The eSpeak NG version line, or null when the command is not installed. */
export function espeakVersion(): string | null {
  const run = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  return run.stdout.trim().split('\n')[0] ?? 'espeak-ng';
}

interface Spoken {
  samples: Int16Array;
  sampleRateHz: number;
}

function speak(text: string, voice: string, pitch: number, wordsPerMinute: number): Spoken {
  // -z: no sentence-final pause; the text goes on stdin so a word starting with "-" is never an option.
  const run = spawnSync('espeak-ng', ['-v', voice, '-p', String(pitch), '-s', String(wordsPerMinute), '-z', '--stdout', '--stdin'], {
    input: toFliteText(text),
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) throw new Error(`espeak-ng failed: ${run.error?.message ?? run.stderr.toString()}`);
  const wav = decodeWav(run.stdout);
  return { samples: wav.samples, sampleRateHz: wav.sampleRateHz };
}

/** RMS of each 10 ms frame. */
function frameLevels({ samples, sampleRateHz }: Spoken): number[] {
  const size = Math.round((sampleRateHz * FRAME_MS) / 1000);
  const levels: number[] = [];
  for (let start = 0; start < samples.length; start += size) {
    let sum = 0;
    const end = Math.min(samples.length, start + size);
    for (let i = start; i < end; i++) sum += (samples[i] ?? 0) ** 2;
    levels.push(Math.sqrt(sum / Math.max(1, end - start)));
  }
  return levels;
}

/** A frame is speech above 3 % of the loudest frame (and above a floor for near-silent audio). */
function speechFloor(levels: readonly number[]): number {
  return Math.max(100, 0.03 * Math.max(0, ...levels));
}

/** First and last speech frame, in ms. */
function speechExtent(spoken: Spoken): { startMs: number; endMs: number } {
  const levels = frameLevels(spoken);
  const floor = speechFloor(levels);
  const first = levels.findIndex((l) => l > floor);
  const last = levels.findLastIndex((l) => l > floor);
  if (first < 0) return { startMs: 0, endMs: 0 };
  return { startMs: first * FRAME_MS, endMs: (last + 1) * FRAME_MS };
}

/**
 * A synthesizer for speakReading(): eSpeak voice `voice` (a language plus a variant, "en-us+f3") at
 * `pitch` (0–99; 50 is eSpeak's default, higher is nearer a child).
 */
export function espeakSynthesizer(pitch: number): TimedSynthesizer {
  return (words, opts) => {
    const wordsPerMinute = Math.round(BASE_WORDS_PER_MINUTE * opts.rate);
    const whole = speak(words.join(' '), opts.voice, pitch, wordsPerMinute);
    const extent = speechExtent(whole);
    const starts = [extent.startMs];
    for (let k = 1; k < words.length; k++) {
      const tail = speechExtent(speak(words.slice(k).join(' '), opts.voice, pitch, wordsPerMinute));
      // Kept in order and inside the sentence's speech.
      starts.push(Math.min(extent.endMs, Math.max(extent.endMs - (tail.endMs - tail.startMs), (starts[k - 1] ?? 0) + FRAME_MS)));
    }
    const levels = frameLevels(whole);
    const floor = speechFloor(levels);
    const timed: TimedWord[] = words.map((text, k) => {
      const startMs = starts[k] ?? extent.startMs;
      let endMs = starts[k + 1] ?? extent.endMs;
      // A pause before the next word (a comma) is not part of this one.
      while (endMs - FRAME_MS > startMs && (levels[Math.floor(endMs / FRAME_MS) - 1] ?? 0) <= floor) endMs -= FRAME_MS;
      return { text, startMs, endMs, misspoken: false };
    });
    const speech = resamplePcm16(whole.samples, whole.sampleRateHz, OUT_RATE_HZ);
    const lead = Math.round((opts.leadingSilenceMs * OUT_RATE_HZ) / 1000);
    const pcm = new Int16Array(lead + speech.length + Math.round((opts.trailingSilenceMs * OUT_RATE_HZ) / 1000));
    pcm.set(speech, lead);
    return {
      pcm,
      words: timed.map((w) => ({ ...w, startMs: w.startMs + opts.leadingSilenceMs, endMs: w.endMs + opts.leadingSilenceMs })),
      durationMs: (pcm.length * 1000) / OUT_RATE_HZ,
    };
  };
}

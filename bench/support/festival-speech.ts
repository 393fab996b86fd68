/**
 * Festival speech with word timing, for readers from another engine than the tuning Flite voices and
 * the held-out eSpeak ones: Debian's `festival` (a bench tool only) with its diphone voices (kal, ked)
 * and the HTS voice, some raised toward a child's pitch with SoX. Festival knows where each of its
 * words starts and ends (its segment relation), so one run per sentence writes the WAV and prints a
 * start and an end per whitespace token of the text: the timings are Festival's own, not estimated.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resamplePcm16 } from '../../apps/server/src/voice/providers/local/audio/resampler';
import { decodeWav, encodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import type { TimedSynthesizer } from './reader-audio';
import type { TimedWord } from './timed-speech';

const OUT_RATE_HZ = 24_000;

export interface FestivalVoice {
  /** Festival's voice name without `voice_` (kal_diphone, ked_diphone, cmu_us_slt_arctic_hts). */
  voice: string;
  /** Raised toward a child's pitch with SoX, in cents (0: as Festival speaks). */
  pitchCents: number;
}

/** The Festival version line, or null when it (or one of `voices`) is not installed. */
export function festivalVersion(voices: readonly FestivalVoice[]): string | null {
  const run = spawnSync('festival', ['--version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const listed = spawnSync('festival', ['-b', '(print (voice.list))'], { encoding: 'utf8' });
  if (voices.some((v) => !listed.stdout.includes(v.voice))) return null;
  return run.stdout.trim().split('\n')[0] ?? 'festival';
}

/** A Scheme string literal. */
function schemeString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Synthesises `text` and prints "T start end" (seconds) per token; a token Festival says no word for
 * (a lone dash) prints -1 for both.
 */
function script(voice: string, durationStretch: number, text: string, wavPath: string): string {
  return `(voice_${voice})
(Parameter.set 'Duration_Stretch ${durationStretch.toFixed(3)})
(set! utt (SynthText ${schemeString(text)}))
(utt.save.wave utt ${schemeString(wavPath)} 'riff)
(define (wend w) (item.feat w "R:SylStructure.daughtern.daughtern.R:Segment.end"))
(define (wstart w) (item.feat w "R:SylStructure.daughter1.daughter1.R:Segment.p.end"))
(define (ends ws) (if ws (cons (wend (car ws)) (ends (cdr ws))) nil))
(define (maxl l m) (if l (maxl (cdr l) (if (> (car l) m) (car l) m)) m))
(define (tokens tok) (if tok (begin (format t "T %f %f\\n" (if (item.daughter1 tok) (wstart (item.daughter1 tok)) -1) (maxl (ends (item.daughters tok)) -1)) (tokens (item.next tok)))))
(tokens (utt.relation.first utt 'Token))
`;
}

interface Spoken {
  samples: Int16Array;
  sampleRateHz: number;
  /** Per token of the text, in seconds; -1 where Festival said no word. */
  spans: Array<{ start: number; end: number }>;
}

function speak(text: string, voice: FestivalVoice, rate: number): Spoken {
  const dir = mkdtempSync(path.join(tmpdir(), 'festival-'));
  try {
    const wavPath = path.join(dir, 'out.wav');
    const scmPath = path.join(dir, 'say.scm');
    writeFileSync(scmPath, script(voice.voice, 1 / rate, text, wavPath));
    const run = spawnSync('festival', ['-b', scmPath], { encoding: 'utf8' });
    if (run.error || run.status !== 0) throw new Error(`festival failed: ${run.error?.message ?? run.stderr}`);
    const spans = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('T '))
      .map((line) => {
        const [, start, end] = line.split(' ');
        return { start: Number(start), end: Number(end) };
      });
    let wav = decodeWav(readFileSync(wavPath));
    if (voice.pitchCents !== 0) {
      const shifted = spawnSync('sox', ['-q', '-t', 'wav', '-', '-t', 'wav', '-', 'pitch', String(voice.pitchCents)], {
        input: encodeWav(wav.samples, wav.sampleRateHz),
        maxBuffer: 64 * 1024 * 1024,
      });
      if (shifted.error || shifted.status !== 0) throw new Error(`sox failed: ${shifted.error?.message ?? shifted.stderr.toString()}`);
      wav = decodeWav(shifted.stdout);
    }
    return { samples: wav.samples, sampleRateHz: wav.sampleRateHz, spans };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each word's start and end in ms from Festival's token spans. A word Festival said nothing for takes
 * the gap up to the next spoken word's start, and a count that does not match the words (Festival
 * split a token differently) spreads the words over the speech by their length.
 */
function timeWords(words: readonly string[], spoken: Spoken): Array<{ startMs: number; endMs: number }> {
  const durationMs = (spoken.samples.length * 1000) / spoken.sampleRateHz;
  const said = spoken.spans.filter((s) => s.start >= 0);
  if (spoken.spans.length !== words.length || said.length === 0) {
    const startMs = (said[0]?.start ?? 0) * 1000;
    const endMs = (said.at(-1)?.end ?? durationMs / 1000) * 1000;
    const total = words.reduce((sum, w) => sum + w.length + 1, 0);
    let at = startMs;
    return words.map((w) => {
      const length = ((w.length + 1) / total) * (endMs - startMs);
      const span = { startMs: at, endMs: at + length };
      at += length;
      return span;
    });
  }
  return spoken.spans.map((s, k) => {
    if (s.start >= 0) return { startMs: s.start * 1000, endMs: Math.max(s.start, s.end) * 1000 };
    const before = spoken.spans.slice(0, k).findLast((p) => p.start >= 0);
    const after = spoken.spans.slice(k + 1).find((p) => p.start >= 0);
    const at = (before?.end ?? after?.start ?? 0) * 1000;
    return { startMs: at, endMs: Math.max(at, (after?.start ?? before?.end ?? 0) * 1000) };
  });
}

/** A synthesizer for speakReading(): `opts.voice` is ignored, `voice` speaks (rate 1: Festival's own speed). */
export function festivalSynthesizer(voice: FestivalVoice): TimedSynthesizer {
  return (words, opts) => {
    const spoken = speak(words.join(' '), voice, opts.rate);
    const times = timeWords(words, spoken);
    const speech = resamplePcm16(spoken.samples, spoken.sampleRateHz, OUT_RATE_HZ);
    const lead = Math.round((opts.leadingSilenceMs * OUT_RATE_HZ) / 1000);
    const pcm = new Int16Array(lead + speech.length + Math.round((opts.trailingSilenceMs * OUT_RATE_HZ) / 1000));
    pcm.set(speech, lead);
    const timed: TimedWord[] = words.map((text, k) => ({
      text,
      startMs: (times[k]?.startMs ?? 0) + opts.leadingSilenceMs,
      endMs: (times[k]?.endMs ?? 0) + opts.leadingSilenceMs,
      misspoken: false,
    }));
    return { pcm, words: timed, durationMs: (pcm.length * 1000) / OUT_RATE_HZ };
  };
}

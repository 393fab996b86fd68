/**
 * The 24 → 16 kHz resampler on the listening hot path, ours against libsamplerate-js (issue 23: keep a
 * hand-written part only if no maintained package fits). Run: npm run bench -- resampler.
 *
 * Input is streamed as the voice socket sends it, in 170 ms chunks (4080 samples at 24 kHz), PCM16 in
 * and PCM16 out as LocalListener needs it, with state carried across chunks (libsamplerate-js `full()`;
 * `simple()` starts afresh on every call and is shown once for why it cannot stream).
 *
 * - Cost: process CPU time (user + system, not wall time: the machine is shared) per second of audio,
 *   over many repetitions of Flite speech, next to one reader's whole listening (docs/deploy.md: about
 *   5.8 % of a core, i.e. ~58 ms of CPU per second of audio).
 * - Quality: SNR in dB against libsamplerate's SINC_BEST over the whole signal, on speech and on a chirp
 *   inside the band the recogniser hears (its filter bank stops at 3.7 kHz × warp ≤ 1.5); and how far a
 *   chirp above the new 8 kHz Nyquist frequency is suppressed (what is left of it is aliasing).
 * - Memory and start-up: what one instance costs (one per listening reader).
 */
import type * as LibSampleRate from '@alexanderolsen/libsamplerate-js';
import { createRequire } from 'node:module';
import os from 'node:os';
import { StreamingResampler, resamplePcm16 } from '../apps/server/src/voice/providers/local/audio/resampler';
import { clampToInt16, concatPcm16 } from '../apps/server/src/voice/providers/local/audio/pcm16';
import { synthesizeNative } from '../apps/server/src/voice/providers/local/synthesizer/flite-engine';
import { describeLoad, startLoadMeter } from './support/machine-load';

// A webpack UMD bundle: Node's ESM loader finds no named exports in it, so it is required.
const { create, ConverterType } = createRequire(import.meta.url)('@alexanderolsen/libsamplerate-js') as typeof LibSampleRate;
type ConverterTypeValue = (typeof ConverterType)[keyof typeof ConverterType];

const FROM_HZ = 24_000;
const TO_HZ = 16_000;
const CHUNK = 4080; // 170 ms at 24 kHz, CHUNK_DURATION_MS
const BAND_RATE_HZ = 12_000;
const READER_CPU_US_PER_AUDIO_S = 58_000; // 5.8 % of a core per reader (docs/deploy.md)
const MIN_CPU_MS = 1500; // per candidate: enough passes that one descheduling does not move the mean

interface Streamer {
  process(chunk: Int16Array): Int16Array;
}
interface Candidate {
  name: string;
  make: () => Promise<Streamer>;
  /** The same converter over the whole signal at once: what streaming it must reproduce. */
  whole?: (input: Int16Array) => Promise<Int16Array>;
}

// Plain loops: TypedArray.from with a map function costs more than our whole resampler.
function toFloat(pcm: Int16Array): Float32Array {
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = (pcm[i] ?? 0) / 32768;
  return out;
}
function toPcm(f: Float32Array): Int16Array {
  const out = new Int16Array(f.length);
  for (let i = 0; i < f.length; i++) out[i] = clampToInt16((f[i] ?? 0) * 32768);
  return out;
}

async function libsamplerate(type: ConverterTypeValue, from = FROM_HZ, to = TO_HZ): Promise<Streamer> {
  const src = await create(1, from, to, { converterType: type });
  return { process: (chunk) => toPcm(src.full(toFloat(chunk))) };
}

async function libsamplerateWhole(type: ConverterTypeValue, input: Int16Array): Promise<Int16Array> {
  const src = await create(1, FROM_HZ, TO_HZ, { converterType: type });
  const out = toPcm(src.simple(toFloat(input)));
  src.destroy();
  return out;
}

const libsamplerateCandidate = (label: string, type: ConverterTypeValue): Candidate => ({
  name: `libsamplerate-js ${label} full()`,
  make: () => libsamplerate(type),
  whole: (input) => libsamplerateWhole(type, input),
});

const CANDIDATES: Candidate[] = [
  {
    name: 'ours (polyphase, 8 zero crossings)',
    make: () => Promise.resolve(new StreamingResampler({ fromHz: FROM_HZ, toHz: TO_HZ })),
    whole: (input) => Promise.resolve(resamplePcm16(input, FROM_HZ, TO_HZ)),
  },
  libsamplerateCandidate('SINC_FASTEST', ConverterType.SRC_SINC_FASTEST),
  libsamplerateCandidate('SINC_MEDIUM', ConverterType.SRC_SINC_MEDIUM_QUALITY),
  libsamplerateCandidate('SINC_BEST', ConverterType.SRC_SINC_BEST_QUALITY),
  libsamplerateCandidate('LINEAR', ConverterType.SRC_LINEAR),
];

function stream(resampler: Streamer, input: Int16Array): Int16Array {
  const parts: Int16Array[] = [];
  for (let i = 0; i < input.length; i += CHUNK) parts.push(resampler.process(input.subarray(i, i + CHUNK)));
  return concatPcm16(parts);
}

/** Whole-signal reference: SINC_BEST through the simple API (end of input known). */
async function reference(input: Int16Array, from = FROM_HZ, to = TO_HZ): Promise<Float32Array> {
  const src = await create(1, from, to, { converterType: ConverterType.SRC_SINC_BEST_QUALITY });
  const out = src.simple(toFloat(input));
  src.destroy();
  return Float32Array.from(out, (s) => s * 32768);
}

/**
 * SNR in dB of `test` against `ref` over the overlap, leaving out 50 ms at each end (start-up, tail), at
 * the best alignment within ±3 samples (a converter's fixed delay is not an error a listener hears).
 */
function snrDb(ref: ArrayLike<number>, test: ArrayLike<number>, rateHz = TO_HZ): number {
  const edge = Math.round(rateHz / 20);
  const end = Math.min(ref.length, test.length) - edge;
  let best = Number.NEGATIVE_INFINITY;
  for (let lag = -3; lag <= 3; lag++) {
    let signal = 0;
    let noise = 0;
    for (let i = edge; i < end; i++) {
      const r = ref[i] ?? 0;
      signal += r * r;
      noise += (r - (test[i + lag] ?? 0)) ** 2;
    }
    best = Math.max(best, 10 * Math.log10(signal / noise));
  }
  return best;
}

/**
 * Streamed against the same converter over the whole signal, only within 3 ms of each chunk boundary:
 * where a resampler that forgets its state between chunks clicks.
 */
function seamSnrDb(ref: ArrayLike<number>, test: ArrayLike<number>): number {
  const step = (CHUNK * TO_HZ) / FROM_HZ;
  const half = (3 * TO_HZ) / 1000;
  let signal = 0;
  let noise = 0;
  for (let seam = step; seam + half < Math.min(ref.length, test.length); seam += step) {
    for (let i = seam - half; i < seam + half; i++) {
      const r = ref[i] ?? 0;
      signal += r * r;
      noise += (r - (test[i] ?? 0)) ** 2;
    }
  }
  return 10 * Math.log10(signal / noise);
}

/**
 * Only what lies below ~5.8 kHz (a SINC_BEST low-pass by going down to 12 kHz): the band the recogniser's
 * filter bank covers (3.7 kHz × a reader's warp of up to 1.5).
 */
async function recogniserBand(samples16k: ArrayLike<number>): Promise<Float32Array> {
  return reference(Int16Array.from(samples16k, clampToInt16), TO_HZ, BAND_RATE_HZ);
}

function rms(samples: ArrayLike<number>, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** Linear chirp from f0 to f1 Hz at amplitude 0.5 of full scale. */
function chirp(f0: number, f1: number, seconds: number, rateHz = FROM_HZ): Int16Array {
  const n = Math.round(seconds * rateHz);
  return Int16Array.from({ length: n }, (_, i) => {
    const t = i / rateHz;
    return Math.round(0.5 * 32767 * Math.sin(2 * Math.PI * (f0 * t + ((f1 - f0) * t * t) / (2 * seconds))));
  });
}

async function speech(): Promise<Int16Array> {
  const text =
    'Once upon a time a small brown fox lived at the edge of a deep green forest near the river. Every morning she walked down to the water to drink and to watch the silver fish jump. ' +
    'One day Glimmerwing the owl told her that a storm was coming over the tall dark hills.';
  const native = synthesizeNative(text, 'slt');
  // Up to the socket's 24 kHz with the reference converter, so no candidate is judged on its own upsampling.
  const up = await reference(native.samples, native.sampleRateHz, FROM_HZ);
  return Int16Array.from(up, (s) => clampToInt16(s));
}

async function cpuPerAudioSecond(candidate: Candidate, input: Int16Array): Promise<{ us: number; reps: number }> {
  const warm = await candidate.make();
  stream(warm, input);
  let reps = 0;
  let spentUs = 0;
  while (spentUs < MIN_CPU_MS * 1000) {
    // A fresh instance per pass, as a new reader would have; creating it is outside the timed part below.
    const resampler = await candidate.make();
    const t0 = process.cpuUsage();
    stream(resampler, input);
    const d = process.cpuUsage(t0);
    spentUs += d.user + d.system;
    reps++;
  }
  return { us: spentUs / ((reps * input.length) / FROM_HZ), reps };
}

const line = (label: string, value: string): void => console.log(`  ${label.padEnd(40)} ${value}`);
/** An SNR, or "same" where the samples are identical. */
const db = (v: number): string => (Number.isFinite(v) ? v.toFixed(1) : 'same').padStart(5);
/** Level of what came out of a chirp that lies wholly above the output's Nyquist frequency: aliasing. */
const alias = (out: Int16Array, input: Int16Array): string =>
  (20 * Math.log10(rms(out, TO_HZ / 20, out.length - TO_HZ / 20) / rms(input))).toFixed(1).padStart(6);

async function main(): Promise<void> {
  const load = startLoadMeter();
  console.log(`node ${process.version}, ${os.availableParallelism()} cores, load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const voice = await speech();
  const passband = chirp(100, 6000, 4);
  const stopband = chirp(8500, 12000, 2);
  const foldsIntoBand = chirp(10_400, 12000, 2);
  const refSpeech = await reference(voice);
  const refPass = await reference(passband);
  console.log(`speech: Flite slt, ${(voice.length / FROM_HZ).toFixed(1)} s; chunks of ${CHUNK} samples (170 ms)\n`);

  console.log('Quality. speech: SNR in dB against SINC_BEST run over the whole signal; "< 5.8 kHz": the same within');
  console.log('the band the recogniser hears; seams: streamed against the same converter run whole, within 3 ms of');
  console.log('the chunk boundaries; chirp: SNR of a 0.1–6 kHz chirp; alias: level left of a chirp above 8 kHz');
  console.log("(8.5–12 kHz all of it / 10.4–12 kHz, which folds down to 4–5.6 kHz, into the recogniser's band)");
  const refSpeechBand = await recogniserBand(refSpeech);
  const outputs = new Map<string, Int16Array>();
  for (const candidate of CANDIDATES) {
    const out = stream(await candidate.make(), voice);
    outputs.set(candidate.name, out);
    const s = snrDb(refSpeech, out);
    const band = snrDb(refSpeechBand, await recogniserBand(out), BAND_RATE_HZ);
    const seams = candidate.whole ? seamSnrDb(await candidate.whole(voice), out) : Number.NaN;
    const p = snrDb(refPass, stream(await candidate.make(), passband));
    const all = stream(await candidate.make(), stopband);
    const inBand = stream(await candidate.make(), foldsIntoBand);
    line(
      candidate.name,
      `speech ${db(s)}  < 5.8 kHz ${db(band)}  seams ${db(seams)}   ` +
        `chirp 0.1–6 kHz ${p.toFixed(1).padStart(5)}   alias ${alias(all, stopband)} / ${alias(inBand, foldsIntoBand)} dB`,
    );
  }
  {
    // simple() on each chunk: every chunk starts from silence and ends flushed, so the seams click.
    const src = await create(1, FROM_HZ, TO_HZ, { converterType: ConverterType.SRC_SINC_FASTEST });
    const out = stream({ process: (chunk) => toPcm(src.simple(toFloat(chunk))) }, voice);
    const seams = seamSnrDb(await libsamplerateWhole(ConverterType.SRC_SINC_FASTEST, voice), out);
    line('libsamplerate-js SINC_FASTEST simple()', `speech ${db(snrDb(refSpeech, out))}                   seams ${db(seams)}   (on each chunk: no state carried)`);
  }
  {
    // full() never sets end_of_input, so what the filter still holds at the end never comes out.
    const expected = Math.ceil((voice.length * TO_HZ) / FROM_HZ);
    const counts = [...outputs.values()].map((out) => out.length);
    line(`samples out while streaming, of ${expected}`, `ours ${counts[0]} (flush() gives the rest), libsamplerate-js FASTEST full() ${counts[1]} (no end-of-input call)`);
  }

  console.log(`\nCPU time per second of audio (24 → 16 kHz, 170 ms chunks, PCM16 ↔ float included; ≥ ${MIN_CPU_MS} ms CPU each)`);
  for (const candidate of CANDIDATES) {
    const { us, reps } = await cpuPerAudioSecond(candidate, voice);
    line(candidate.name, `${us.toFixed(0).padStart(6)} µs per audio-second   ${((100 * us) / READER_CPU_US_PER_AUDIO_S).toFixed(2).padStart(5)} % of a reader's listening   (${reps} passes)`);
  }

  {
    // What libsamplerate-js's rows spend only on PCM16 ↔ float (its API is float; the pipeline is PCM16).
    const { us } = await cpuPerAudioSecond({ name: 'conversion', make: () => Promise.resolve({ process: (chunk) => toPcm(toFloat(chunk).subarray(0, (chunk.length * 2) / 3)) }) }, voice);
    line('(PCM16 → float → PCM16 alone)', `${us.toFixed(0).padStart(6)} µs per audio-second`);
  }

  console.log('\nOne instance (one per listening reader; libsamplerate-js loads a module of its own per instance)');
  const INSTANCES = 10;
  for (const candidate of CANDIDATES.slice(0, 2)) {
    const before = process.memoryUsage();
    const t0 = process.cpuUsage();
    const kept: Streamer[] = [];
    for (let i = 0; i < INSTANCES; i++) kept.push(await candidate.make());
    const d = process.cpuUsage(t0);
    const after = process.memoryUsage();
    const each = (bytes: number): string => `${bytes >= 0 ? '+' : ''}${(bytes / kept.length / 1e6).toFixed(1)} MB`;
    line(
      candidate.name,
      `create ${((d.user + d.system) / kept.length / 1000).toFixed(2)} ms CPU, RSS ${each(after.rss - before.rss)}, ` +
        `array buffers ${each(after.arrayBuffers - before.arrayBuffers)} each (${kept.length} kept alive)`,
    );
  }
  console.log(`\n${describeLoad(load())}`);
}

await main();

/**
 * Classroom noise for the robustness bench, made here and deterministic for a seed: babble of eight
 * quiet talkers (the four Flite voices at two speeds, each saying classroom chatter in its own order
 * from its own starting point) summed, plus a little pink noise (a tenth of the babble's power), mixed
 * under a reading at a given signal-to-noise ratio. The speech power is measured over the reading's
 * words only, the noise's over the stretch it covers.
 *
 * The noise runs through the reading and its pauses and stops (a 300 ms fade) one second after the last
 * word, so that reading mode's four seconds of silence can end the turn and the tracker's verdicts are
 * saved: whether a turn ever ends in unbroken noise is not what this measures.
 */
import { readFileSync } from 'node:fs';
import { random, type Random } from '../../apps/server/src/reading/evaluation/word-pools';
import { clampToInt16 } from '../../apps/server/src/voice/providers/local/audio/pcm16';
import type { ReadingAudio } from './reader-audio';
import { synthesizeTimed } from './timed-speech';

const RATE_HZ = 24_000;
const TALKER_VOICES = ['kal16', 'rms', 'slt', 'awb'];
const TALKER_RATES = [0.9, 1.15];
const PINK_TO_BABBLE_POWER = 0.1;
const NOISE_AFTER_LAST_WORD_MS = 1000;
const FADE_MS = 300;

const samplesFor = (ms: number): number => Math.round((ms * RATE_HZ) / 1000);

function unitRms(signal: Float32Array): Float32Array {
  let sum = 0;
  for (const v of signal) sum += v * v;
  const rms = Math.sqrt(sum / Math.max(1, signal.length)) || 1;
  return signal.map((v) => v / rms);
}

/** Paul Kellet's economy pink filter over seeded white noise. */
function pinkNoise(length: number, rng: Random): Float32Array {
  const out = new Float32Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let i = 0; i < length; i++) {
    const white = rng() * 2 - 1;
    b0 = 0.99765 * b0 + white * 0.099046;
    b1 = 0.963 * b1 + white * 0.2965164;
    b2 = 0.57 * b2 + white * 1.0526913;
    out[i] = b0 + b1 + b2 + white * 0.1848;
  }
  return unitRms(out);
}

/** One talker: chatter lines in a seeded order with short gaps, looped round the bed from a seeded start. */
function talker(lines: readonly string[], voice: string, rate: number, length: number, rng: Random): Float32Array {
  const out = new Float32Array(length);
  let at = Math.floor(rng() * length);
  let written = 0;
  while (written < length) {
    const line = lines[Math.floor(rng() * lines.length)] ?? '';
    const gapMs = 150 + Math.floor(rng() * 600);
    const { pcm } = synthesizeTimed(line.split(/\s+/), { voice, rate, leadingSilenceMs: 0, trailingSilenceMs: gapMs });
    for (const sample of pcm) {
      out[at % length] = (out[at % length] ?? 0) + sample / 32768;
      at += 1;
    }
    written += pcm.length;
  }
  return out;
}

/** A bed of classroom noise at unit RMS, `durationMs` long (readings loop round it). */
export function classroomNoise(chatterFile: string, seed: number, durationMs = 30_000): Float32Array {
  const lines = readFileSync(chatterFile, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const rng = random(seed);
  const length = samplesFor(durationMs);
  const babble = new Float32Array(length);
  for (const voice of TALKER_VOICES) {
    for (const rate of TALKER_RATES) {
      const gain = 0.5 + rng() * 0.5;
      const one = unitRms(talker(lines, voice, rate, length, rng));
      for (let i = 0; i < length; i++) babble[i] = (babble[i] ?? 0) + gain * (one[i] ?? 0);
    }
  }
  const normalised = unitRms(babble);
  const pink = pinkNoise(length, rng);
  const pinkGain = Math.sqrt(PINK_TO_BABBLE_POWER);
  return unitRms(normalised.map((v, i) => v + pinkGain * (pink[i] ?? 0)));
}

/** The reading with `bed` under it at `snrDb`, starting `seed`-chosen into the bed. */
export function mixNoise(audio: ReadingAudio, bed: Float32Array, snrDb: number, seed: number): ReadingAudio {
  let speechPower = 0;
  let speechSamples = 0;
  for (const w of audio.words) {
    for (let i = samplesFor(w.startMs); i < Math.min(audio.pcm.length, samplesFor(w.endMs)); i++) {
      speechPower += ((audio.pcm[i] ?? 0) / 32768) ** 2;
      speechSamples += 1;
    }
  }
  speechPower /= Math.max(1, speechSamples);
  const end = Math.min(audio.pcm.length, samplesFor((audio.words.at(-1)?.endMs ?? 0) + NOISE_AFTER_LAST_WORD_MS));
  const start = Math.floor(random(seed)() * bed.length);
  const noiseAt = (i: number): number => bed[(start + i) % bed.length] ?? 0;
  let noisePower = 0;
  for (let i = 0; i < end; i++) noisePower += noiseAt(i) ** 2;
  noisePower /= Math.max(1, end);
  const gain = Math.sqrt(speechPower / (noisePower * 10 ** (snrDb / 10)));
  const fade = samplesFor(FADE_MS);
  // The silence after the noise is lengthened by as much as the noise ran on, so the turn can still end.
  const pcm = new Int16Array(audio.pcm.length + samplesFor(NOISE_AFTER_LAST_WORD_MS));
  pcm.set(audio.pcm);
  for (let i = 0; i < end; i++) {
    const envelope = Math.min(1, (end - i) / fade);
    pcm[i] = clampToInt16((pcm[i] ?? 0) + 32768 * gain * envelope * noiseAt(i));
  }
  return { ...audio, pcm, durationMs: (pcm.length * 1000) / RATE_HZ };
}

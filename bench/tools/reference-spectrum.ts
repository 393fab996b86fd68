/**
 * Writes the reference spectrum the reader's formants are set against (recognizer/voice-spectrum.ts):
 * the average spectrum of the four bundled Flite voices, the voices the model follows unwarped, reading
 * the robustness bench's TUNING stories only (held-out stories and voices stay unseen). Run after
 * changing voice-spectrum.ts's analysis: node --import tsx bench/tools/reference-spectrum.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { synthesizePcm } from '../../tests/support/speech/synthesize-wav';
import { averageSpectrum } from '../../apps/server/src/voice/providers/local/recognizer/voice-spectrum';

const TUNING = 'bench/data/robustness/tuning';
const VOICES = ['kal16', 'rms', 'slt', 'awb'];
const OUT = 'apps/server/src/voice/providers/local/recognizer/reference-spectrum.ts';

const texts = readdirSync(TUNING)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => readFileSync(`${TUNING}/${f}`, 'utf8').split('\n').slice(1).join(' ').trim());
const spectra = VOICES.flatMap((voice) => texts.map((text) => averageSpectrum(synthesizePcm(text, { voice, sampleRateHz: 16000 }))));
const present = spectra.filter((s): s is Float64Array => s !== null);
const mean = present[0]!.map((_, k) => present.reduce((sum, s) => sum + (s[k] ?? 0), 0) / present.length);
const values = Array.from(mean, (v) => v.toFixed(2)).join(', ');
writeFileSync(
  OUT,
  `/**\n * The average spectrum (dB per 31.25 Hz bin, 0–8 kHz) of the four Flite voices reading the robustness\n * bench's tuning stories: where the voices the model follows unwarped have their formants.\n * Written by bench/tools/reference-spectrum.ts; not edited by hand.\n */\nexport const REFERENCE_SPECTRUM_DB: readonly number[] = [${values}];\n`,
);
console.log(`${OUT}: ${present.length} readings, ${mean.length} bins`);

/**
 * CPU cost of the decoder under different settings, in this process on one thread (run:
 * npx tsx bench/decoder-settings.ts [variant …]). Load-insensitive: it reads process CPU time, not
 * wall time. Each variant decodes the same Flite readings (the voice capacity bench's story, four
 * voices), breath by breath as reading-mode turns, against reading grammars of the breath's words
 * plus a few more (the session's spans are about 20 words), through DecoderStream as the workers do.
 *
 * It also prints how many words the final hypotheses got in place: a quick look only. A setting is
 * judged on the reading-accuracy and robustness benches' held-out figures, never on this.
 */
import createModule, { type Decoder } from 'soundswallower';
import { tokenizeStory } from '@shared';
import { soundswallowerModelBase } from '../apps/server/src/voice/providers/local/recognizer/model-files';
import { resetAudioNormalisation, type SoundswallowerEngine } from '../apps/server/src/voice/providers/local/recognizer/soundswallower-engine';
import { DecoderStream } from '../apps/server/src/voice/providers/local/recognizer/decoder-stream';
import { compileGrammar } from '../apps/server/src/voice/providers/local/recognizer/reading-grammar';
import { loadPronouncingDictionary } from '../apps/server/src/language/lexicon/pronouncing-dictionary';
import { resamplePcm16 } from '../apps/server/src/voice/providers/local/audio/resampler';
import { DECODER_SETTINGS } from '../apps/server/src/voice/providers/local/recognizer/tuning';
import { speakReading, storyOpening, seedStory } from './support/reader-audio';
import { line } from './support/stats';
import os from 'node:os';

const STORY_ID = 'the-silent-frogs-of-willow-creek';
const VOICES = ['kal16', 'rms', 'slt', 'awb'] as const;
const RATES = [1, 0.9, 1.1, 1.2];
const EXTRA_SPAN_WORDS = 6;
const CHUNK_SAMPLES = 1600;

/** Settings on top of the product's (DECODER_SETTINGS); pick by name on the command line. */
const VARIANTS: Record<string, Record<string, number | string | boolean>> = {
  current: {},
  'topn 2': { topn: 2 },
  'topn 1': { topn: 1 },
  'ds 2': { ds: 2 },
  'beam 1e-40': { beam: 1e-40, pbeam: 1e-40 },
  'beam 1e-30': { beam: 1e-30, pbeam: 1e-30 },
  'beam 1e-60': { beam: 1e-60, pbeam: 1e-60 },
  'wbeam 1e-20': { wbeam: 1e-20 },
  'maxhmmpf 2000': { maxhmmpf: 2000 },
  'maxhmmpf 1000': { maxhmmpf: 1000 },
  'no bestpath': { bestpath: false },
  'no remove_noise': { remove_noise: false },
  'beams 1e-40, wbeam 1e-24': { beam: 1e-40, pbeam: 1e-40, wbeam: 1e-24 },
  'beams 1e-30, wbeam 1e-20': { beam: 1e-30, pbeam: 1e-30, wbeam: 1e-20 },
  'beams 1e-30, wbeam 1e-20, maxhmmpf 1000': { beam: 1e-30, pbeam: 1e-30, wbeam: 1e-20, maxhmmpf: 1000 },
};

interface Turn {
  pcm16k: Int16Array;
  words: string[];
}

function turns(): Turn[] {
  const story = seedStory(STORY_ID);
  const tokens = storyOpening(story.content, 80);
  const storyWords = tokenizeStory(story.content).words.map((w) => w.text.toLowerCase().replace(/[^a-z']/g, ''));
  return VOICES.flatMap((voice, k) => {
    const reading = speakReading(tokens, { voice, rate: RATES[k] ?? 1, leadingSilenceMs: 300, trailingSilenceMs: 300, sentencesPerBreath: 3, breathPauseMs: 300 });
    return reading.breaths.map((breath) => {
      const inBreath = reading.words.filter((w) => w.startMs >= breath.startMs && w.endMs <= breath.endMs && w.storyIndex !== null);
      const first = inBreath[0]?.storyIndex ?? 0;
      const last = inBreath.at(-1)?.storyIndex ?? first;
      const from = Math.max(0, Math.round(((breath.startMs - 300) * 24_000) / 1000));
      const to = Math.round(((breath.endMs + 300) * 24_000) / 1000);
      return { pcm16k: resamplePcm16(reading.pcm.subarray(from, to), 24_000, 16_000), words: storyWords.slice(first, last + 1 + EXTRA_SPAN_WORDS) };
    });
  });
}

function inPlace(expected: readonly string[], heard: readonly string[]): number {
  let j = 0;
  let found = 0;
  for (const word of heard) {
    const at = expected.indexOf(word, j);
    if (at >= 0 && at - j <= 2) {
      found++;
      j = at + 1;
    }
  }
  return found;
}

async function main(): Promise<void> {
  const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = chosen.length > 0 ? chosen : Object.keys(VARIANTS);
  const module = await createModule({ modelBase: soundswallowerModelBase(), print: () => undefined, printErr: () => undefined } as never);
  const dictionary = loadPronouncingDictionary();
  const work = turns();
  const grammars = work.map((t) => compileGrammar(dictionary, { kind: 'reading', words: t.words }));
  const spokenWords = work.reduce((n, t) => n + t.words.length - EXTRA_SPAN_WORDS, 0);
  const audioS = work.reduce((s, t) => s + t.pcm16k.length / 16_000, 0);
  console.log(`${work.length} turns, ${audioS.toFixed(1)} s of audio; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const name of names) {
    const settings = { ...DECODER_SETTINGS, ...VARIANTS[name] };
    const decoder: Decoder = new module.Decoder({ samprate: 16000, loglevel: 'ERROR', ...settings });
    await decoder.initialize();
    const engine = { module, native: module as never, acquireDecoder: async () => decoder, releaseDecoder: () => undefined } as unknown as SoundswallowerEngine;
    const stream = new DecoderStream(engine, decoder);
    let writeUs = 0;
    let endUs = 0;
    let found = 0;
    for (const [i, turn] of work.entries()) {
      resetAudioNormalisation(engine.native, decoder);
      stream.setGrammar(grammars[i]!);
      let cpu = process.cpuUsage();
      for (let k = 0; k < turn.pcm16k.length; k += CHUNK_SAMPLES) stream.write(turn.pcm16k.subarray(k, k + CHUNK_SAMPLES), k / 16);
      let used = process.cpuUsage(cpu);
      writeUs += used.user + used.system;
      cpu = process.cpuUsage();
      const heard = stream.end().hypothesis.words.map((w) => w.word);
      used = process.cpuUsage(cpu);
      endUs += used.user + used.system;
      found += inPlace(turn.words, heard);
    }
    decoder.delete();
    line(
      name,
      `writes ${(writeUs / 1000 / audioS).toFixed(1)} ms CPU/s, turn ends ${(endUs / 1000 / audioS).toFixed(1)} ms CPU/s of audio; words in place ${found}/${spokenWords}; load ${os.loadavg()[0]?.toFixed(2)}`,
    );
  }
}

await main();

/**
 * CPU cost of the decoder under different settings, in this process on one thread (run:
 * npx tsx bench/decoder-settings.ts [variant …]). Load-insensitive: it reads process CPU time, not
 * wall time. Each variant decodes the same Flite readings (the voice capacity bench's story, four
 * voices), breath by breath as reading-mode turns, against reading grammars of the breath's words
 * plus a few more (the session's spans are about 20 words), through DecoderStream as the workers do.
 *
 * It also prints how many words the final hypotheses got in place, and then decodes the held-out set
 * H of the reading-accuracy bench (the 32-word openings, each voice once correctly and twice misread,
 * one turn each against the opening's grammar) and counts the readings whose final words differ from
 * the product settings' (DECODER_SETTINGS): a setting that changes no word cannot change a miscue or
 * a WCPM on them, whatever the machine's load. Looked at as figures only (H is held out).
 * BENCH_CONDITION=espeak or noise15 reads set H as the robustness bench's held-out conditions do
 * (eSpeak NG at a child-like pitch; the Flite readings under classroom noise at 15 dB SNR);
 * BENCH_TAIL_MS sets the silence after each of them (default 1000).
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
import { BREATH_TURN_VOICES, breathTurns, EXTRA_SPAN_WORDS } from './support/breath-turns';
import { correctReading, misread } from './support/misreadings';
import { espeakSynthesizer } from './support/espeak-speech';
import { classroomNoise, mixNoise } from './support/classroom-noise';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { line } from './support/stats';
import os from 'node:os';
import { ESPEAK_VOICES } from './support/bench-voices';

const VOICES = BREATH_TURN_VOICES;
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
  /** What was said (held-out readings): story words, misread ones and inserted ones. */
  spoken?: string[];
}

const norm = (text: string): string => text.toLowerCase().replace(/[^a-z']/g, '');

/**
 * Word errors of `heard` against what was said: an edit distance where an unnamed word (<unk>) matches
 * a said word the grammar does not hold (an insertion or a clearly different word).
 */
function wordErrors(said: readonly string[], heard: readonly string[], grammarWords: ReadonlySet<string>): number {
  const same = (a: string, b: string): boolean => a === b || (b === '<unk>' && !grammarWords.has(a));
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      current.push(Math.min((previous[j - 1] ?? 0) + (same(said[i - 1]!, heard[j - 1]!) ? 0 : 1), (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[heard.length] ?? 0;
}

const turns = (): Turn[] => breathTurns();

/** The reading-accuracy bench's set H openings, as it builds them (same seeds, rates and voices). */
const HELD_OUT_H = ['the-silent-frogs-of-willow-creek', 'ember-the-dragon-who-feared-the-dark', 'the-understudy', 'the-messenger-of-hut-eleven'];
const H_RATES = [0.9, 1.0, 1.1, 1.2];
const CONDITION = process.env.BENCH_CONDITION ?? 'flite';
/** Silence after each held-out reading: 1 s is what the decoder hears of a turn's end with the silence hold, 4 s without. */
const TAIL_MS = Number(process.env.BENCH_TAIL_MS ?? 1000);
const NOISE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'robustness', 'noise', 'classroom-chatter.txt');

function heldOutTurns(): Turn[] {
  let bed: Float32Array | undefined;
  return HELD_OUT_H.flatMap((storyId, s) => {
    const story = seedStory(storyId);
    const opening = storyOpening(story.content, 32);
    const storyWords = tokenizeStory(story.content).words.slice(0, 32).map((w) => w.text.toLowerCase().replace(/[^a-z']/g, ''));
    return VOICES.flatMap((voice, v) =>
      [correctReading(opening), misread(story.content, opening, v * 2, 100 * s + v), misread(story.content, opening, v * 2 + 1, 100 * s + v + 50)].map((plan, k) => {
        const rate = H_RATES[(s + v + k) % H_RATES.length] ?? 1;
        const shape = { rate, leadingSilenceMs: 600, trailingSilenceMs: TAIL_MS, sentencesPerBreath: 100, breathPauseMs: 0 };
        const espeak = ESPEAK_VOICES[v]!;
        let reading = CONDITION === 'espeak' ? speakReading(plan.tokens, { ...shape, voice: espeak.voice, synthesize: espeakSynthesizer(espeak.pitch) }) : speakReading(plan.tokens, { ...shape, voice });
        if (CONDITION === 'noise15') reading = mixNoise(reading, (bed ??= classroomNoise(NOISE_FILE, 2026)), 15, 2026 + 10 * s + v * 3 + k);
        return { pcm16k: resamplePcm16(reading.pcm, 24_000, 16_000), words: storyWords, spoken: plan.tokens.map((t) => norm(t.text)) };
      }),
    );
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

interface Decoded {
  writeUs: number;
  endUs: number;
  heard: string[][];
}

async function decodeAll(module: Awaited<ReturnType<typeof createModule>>, work: Turn[], grammars: ReturnType<typeof compileGrammar>[], variant: Record<string, number | string | boolean>): Promise<Decoded> {
  const decoder: Decoder = new module.Decoder({ samprate: 16000, loglevel: 'ERROR', ...DECODER_SETTINGS, ...variant });
  await decoder.initialize();
  // The warp checks (reader-warp.ts) score on a decoder of their own, as each worker has one.
  const scorer: Decoder = new module.Decoder({ samprate: 16000, loglevel: 'ERROR', ...DECODER_SETTINGS, ...variant });
  await scorer.initialize();
  const band = { lowerHz: Number(decoder.get_config('lowerf')), upperHz: Number(decoder.get_config('upperf')) };
  const engine = {
    module,
    native: module as never,
    acquireDecoder: () => Promise.resolve(decoder),
    releaseDecoder: () => undefined,
    scorer: { decoder: scorer, known: new Set<string>(), owner: null },
    band,
  } as unknown as SoundswallowerEngine;
  const stream = new DecoderStream(engine, decoder);
  const out: Decoded = { writeUs: 0, endUs: 0, heard: [] };
  for (const [i, turn] of work.entries()) {
    resetAudioNormalisation(engine.native, decoder);
    stream.setGrammar(grammars[i]!);
    let cpu = process.cpuUsage();
    for (let k = 0; k < turn.pcm16k.length; k += CHUNK_SAMPLES) stream.write(turn.pcm16k.subarray(k, k + CHUNK_SAMPLES), k / 16);
    let used = process.cpuUsage(cpu);
    out.writeUs += used.user + used.system;
    cpu = process.cpuUsage();
    out.heard.push(stream.end().hypothesis.words.map((w) => w.word));
    used = process.cpuUsage(cpu);
    out.endUs += used.user + used.system;
  }
  decoder.delete();
  scorer.delete();
  return out;
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
  const heldOut = process.argv.includes('--no-held-out') ? [] : heldOutTurns();
  const heldOutGrammars = heldOut.map((t) => compileGrammar(dictionary, { kind: 'reading', words: t.words }));
  const reference = heldOut.length > 0 ? await decodeAll(module, heldOut, heldOutGrammars, {}) : undefined;
  const saidWords = heldOut.reduce((n, t) => n + (t.spoken?.length ?? 0), 0);
  console.log(`${work.length} turns, ${audioS.toFixed(1)} s of audio; ${heldOut.length} held-out H readings (${CONDITION}, ${saidWords} words said); load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const name of names) {
    const variant = VARIANTS[name] ?? {};
    const cost = await decodeAll(module, work, grammars, variant);
    const found = cost.heard.reduce((n, heard, i) => n + inPlace(work[i]!.words, heard), 0);
    let differ = '';
    if (reference) {
      const h = await decodeAll(module, heldOut, heldOutGrammars, variant);
      const changed = h.heard.filter((heard, i) => heard.join(' ') !== reference.heard[i]?.join(' ')).length;
      const errors = h.heard.reduce((n, heard, i) => n + wordErrors(heldOut[i]!.spoken ?? [], heard, new Set(heldOut[i]!.words)), 0);
      differ = `; H readings with other words ${changed}/${heldOut.length}, word errors ${errors}`;
    }
    line(
      name,
      `writes ${(cost.writeUs / 1000 / audioS).toFixed(1)} ms CPU/s, turn ends ${(cost.endUs / 1000 / audioS).toFixed(1)} ms CPU/s of audio; words in place ${found}/${spokenWords}${differ}; load ${os.loadavg()[0]?.toFixed(2)}`,
    );
  }
}

await main();

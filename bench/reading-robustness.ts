/**
 * Reading tracking beyond the voices and stories it was tuned on (run: npm run bench -- reading-robustness).
 *
 * Material that cannot be tuned to by accident: seven stories written for this bench, never seeded
 * (bench/data/robustness/, plain text, ages 6–14), uploaded through the teacher's upload route as a new
 * user would. TUNING stories (rules may be looked at on them): bench/data/robustness/tuning/ — two.
 * HELD-OUT stories (no rule may be tuned on them; look at figures, never at single readings, and say
 * so in the commit when you do): bench/data/robustness/held-out/ — seven (the last two written on 27 November after the first five had been looked at reading by reading).
 *
 * Conditions: `flite`, the four Flite voices the rules were tuned on (the tuning condition; every story,
 * tuning ones reported apart). HELD OUT, each on the held-out stories: `espeak`, Debian's eSpeak NG
 * voices at a child-like pitch (their readings of the tuning stories were looked at one by one on 29
 * November; the held-out stories never); `festival`, Festival's diphone and HTS voices, two raised toward
 * a child (support/festival-speech.ts; held out since that day); `shifted`, the same Flite readings moved
 * toward a child with SoX (pitch +300..+600 cents, tempo 0.85–0.95); `noise20`, `noise15`, `noise10`,
 * the same Flite readings with classroom noise (support/classroom-noise.ts) at 20, 15 and 10 dB SNR. A
 * missing espeak-ng, festival (or one of its voices) or sox is said in one line and its condition skipped.
 *
 * Each story is read whole, sentence by sentence (one utterance per sentence, a 0.4–0.9 s pause between;
 * one reading-mode turn), per condition once correctly and twice misread: in every block of about 36
 * words one omission, one insertion (alternately a short word inside a noun phrase, "the brown old
 * gate", and a clearly different word before a story word) and one substitution (sound-alike or
 * clearly different), on content words, at known places. The misread texts are the same in every
 * condition; the shifted and noisy readings are the Flite readings themselves, transformed. Readings
 * stream at 1× real time in 100 ms chunks through the real voice socket, LANES at a time.
 *
 * Scored on what the teacher's report shows: the word outcomes the session stored and the story's
 * reading record, read through the repositories (support/teacher-record.ts). Printed per condition,
 * with issue 20's targets: words tracked (correct words the highlight passed) ≥ 90 % down to 15 dB SNR
 * and up to +4 semitones; never the highlight on one word while more than five sentences are read;
 * omissions ≥ 90 %, insertions ≥ 80 %, substitutions ≥ 70 % detected and typed right on the clean Flite
 * readings, at most 10 points less on the held-out conditions (eSpeak held to those too); false flags
 * ≤ 3 % of content words in correct readings; WCPM error ≤ 2 and median lag ≤ 300 ms (reading-accuracy's
 * targets: no worse than today).
 *
 * Knobs: BENCH_CONDITIONS=flite,espeak,festival,shifted,noise20,noise15,noise10 (default all);
 * BENCH_STORIES=a-seed-in-a-paper-cup,… (file names without .txt; then every chosen condition reads
 * exactly those); BENCH_READINGS=3 readings per story and condition (the first correct); BENCH_QUICK=1
 * for a smoke run (one held-out story, a correct and a misread reading); BENCH_LANES=6; BENCH_VERBOSE=1
 * prints each reading's final transcripts and the outcomes the teacher's record stored.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenizeStory } from '@shared';
import { scoreMiscues } from '../apps/server/src/reading/evaluation/score';
import type { MiscueRecord } from '../apps/server/src/reading/types';
import { startBenchServer, type BenchServer } from './support/bench-server';
import { speakReading, storyOpening, type ReadingAudio, type TimedSynthesizer } from './support/reader-audio';
import { correctReading, leaveOutMisspoken, misreadInBlocks, type Misreading } from './support/misreadings';
import { espeakSynthesizer, espeakVersion } from './support/espeak-speech';
import { festivalSynthesizer, festivalVersion } from './support/festival-speech';
import { shiftTowardChild, soxVersion } from './support/child-voice';
import { classroomNoise, mixNoise } from './support/classroom-noise';
import { uploadStories, type AgeGroup, type StoryFile, type UploadedStory } from './support/uploaded-stories';
import { teacherRecord } from './support/teacher-record';
import { mostSentencesWhileStill, progressOf, trueWcpm, wordPasses } from './support/tracking-figures';
import { CONDITIONS, CONDITION_TITLES, reportCondition, reportSummary, type ConditionId, type RobustReading, type RobustResult, type Targets } from './support/robustness-report';
import { describeLoad, startLoadMeter } from './support/machine-load';
import { ESPEAK_VOICES, FESTIVAL_VOICES, FLITE_VOICES, PITCH_CENTS, TEMPOS } from './support/bench-voices';

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'robustness');
const STORY_FILES: ReadonlyArray<StoryFile & { set: RobustReading['set'] }> = [
  { file: 'tuning/the-lost-red-boot.txt', ageGroup: '6-8', set: 'tuning' },
  { file: 'tuning/the-night-the-power-went-out.txt', ageGroup: '12-14', set: 'tuning' },
  { file: 'held-out/a-seed-in-a-paper-cup.txt', ageGroup: '6-8', set: 'held-out' },
  { file: 'held-out/the-fox-at-the-bottom-of-the-garden.txt', ageGroup: '6-8', set: 'held-out' },
  { file: 'held-out/the-bus-that-came-early.txt', ageGroup: '9-11', set: 'held-out' },
  { file: 'held-out/grandpa-and-the-old-gate.txt', ageGroup: '9-11', set: 'held-out' },
  { file: 'held-out/the-map-in-the-library-book.txt', ageGroup: '12-14', set: 'held-out' },
  { file: 'held-out/ruby-and-the-rainy-day.txt', ageGroup: '6-8', set: 'held-out' },
  { file: 'held-out/the-snowman-who-wanted-a-hat.txt', ageGroup: '6-8', set: 'held-out' },
];
const AGE_FOR: Record<AgeGroup, number> = { '6-8': 7, '9-11': 10, '12-14': 13 };
const stem = (file: string): string => path.basename(file, '.txt');

const QUICK = process.env.BENCH_QUICK === '1';
const CHOSEN_CONDITIONS: ConditionId[] = (process.env.BENCH_CONDITIONS?.split(',') ?? [...CONDITIONS]).filter((c): c is ConditionId => {
  if ((CONDITIONS as readonly string[]).includes(c)) return true;
  throw new Error(`unknown condition ${c}; choose from ${CONDITIONS.join(', ')}`);
});
const CHOSEN_STORIES = process.env.BENCH_STORIES?.split(',');
for (const name of CHOSEN_STORIES ?? []) if (!STORY_FILES.some((s) => stem(s.file) === name)) throw new Error(`no bench story ${name}`);
const READINGS = QUICK ? 2 : Number(process.env.BENCH_READINGS ?? 3);
const LANES = Number(process.env.BENCH_LANES ?? 6);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const BLOCK_WORDS = 36;
const NOISE_SEED = 2026;
const TURN_END_WAIT_MS = 30_000;

const RATES = [0.85, 0.95, 1.0, 1.1];

const CLEAN: Targets = { tracked: 0.9, omission: 0.9, insertion: 0.8, substitution: 0.7 };
const HELD_OUT: Targets = { tracked: 0.9, omission: 0.8, insertion: 0.7, substitution: 0.6 };
const TARGETS: Record<ConditionId, Targets> = {
  flite: CLEAN,
  espeak: HELD_OUT,
  festival: HELD_OUT,
  shifted: HELD_OUT,
  noise20: HELD_OUT,
  noise15: HELD_OUT,
  // Tracking is asked to hold down to 15 dB only.
  noise10: { ...HELD_OUT, tracked: null },
};

/** Which stories a condition reads: every story for Flite, held-out ones elsewhere, or the chosen ones. */
function storiesFor(condition: ConditionId, stories: readonly UploadedStory[]): UploadedStory[] {
  const setOf = (s: UploadedStory): RobustReading['set'] => STORY_FILES.find((f) => f.file === s.file)?.set ?? 'held-out';
  if (QUICK) return stories.filter((s) => CHOSEN_STORIES !== undefined || setOf(s) === 'held-out').slice(0, 1);
  if (CHOSEN_STORIES || condition === 'flite') return [...stories];
  return stories.filter((s) => setOf(s) === 'held-out');
}

/** Reading k of story g (its place in STORY_FILES): the same text in every condition. */
function planFor(story: UploadedStory, g: number, k: number): Misreading {
  const tokens = storyOpening(story.content, Number.POSITIVE_INFINITY);
  if (k === 0) return correctReading(tokens);
  return misreadInBlocks(story.content, tokens, {
    variant: 2 * (k - 1) + g,
    seed: 500 + 100 * g + k,
    blockWords: BLOCK_WORDS,
    insertionStyle: (b) => ((b + k) % 2 === 0 ? 'noun-phrase' : 'word'),
  });
}

function speak(plan: Misreading, voice: string, rate: number, g: number, k: number, synthesize?: TimedSynthesizer): ReadingAudio {
  return speakReading(plan.tokens, {
    voice,
    rate,
    leadingSilenceMs: 600,
    trailingSilenceMs: 4600,
    sentencesPerBreath: 1,
    breathPauseMs: 400 + 100 * ((g + 3 * k) % 6),
    ...(synthesize ? { synthesize } : {}),
  });
}

function buildReadings(condition: ConditionId, stories: readonly UploadedStory[], noiseBed: () => Float32Array): RobustReading[] {
  const readings: RobustReading[] = [];
  for (const story of storiesFor(condition, stories)) {
    const g = STORY_FILES.findIndex((f) => f.file === story.file);
    const set = STORY_FILES[g]?.set ?? 'held-out';
    for (let k = 0; k < READINGS; k++) {
      const plan = planFor(story, g, k);
      const kind: RobustReading['kind'] = k === 0 ? 'correct' : 'misread';
      const rate = RATES[(g + 2 * k) % RATES.length] ?? 1;
      const base = { condition, set, story, kind, plan };
      if (condition === 'espeak') {
        const { voice, pitch } = ESPEAK_VOICES[(g + k) % ESPEAK_VOICES.length] ?? ESPEAK_VOICES[0];
        const audio = speak(plan, voice, rate, g, k, espeakSynthesizer(pitch));
        readings.push({ ...base, voice: `${voice} p${pitch}`, audio, misspoken: [] });
        continue;
      }
      if (condition === 'festival') {
        const voice = FESTIVAL_VOICES[(g + k) % FESTIVAL_VOICES.length] ?? FESTIVAL_VOICES[0];
        const audio = speak(plan, voice.voice, rate, g, k, festivalSynthesizer(voice));
        readings.push({ ...base, voice: `festival ${voice.voice}${voice.pitchCents ? ` +${voice.pitchCents} c` : ''}`, audio, misspoken: [] });
        continue;
      }
      const voice = FLITE_VOICES[(g + k) % FLITE_VOICES.length] ?? 'rms';
      const flite = speak(plan, voice, rate, g, k);
      const misspoken = leaveOutMisspoken(plan, flite.words);
      switch (condition) {
        case 'flite':
          readings.push({ ...base, voice, audio: flite, misspoken });
          break;
        case 'shifted': {
          const pitchCents = PITCH_CENTS[(g + 2 * k + 1) % PITCH_CENTS.length] ?? 400;
          const tempo = TEMPOS[(g + k) % TEMPOS.length] ?? 0.9;
          const audio = shiftTowardChild(flite, { pitchCents, tempo });
          readings.push({ ...base, voice: `${voice} +${pitchCents} c ×${tempo.toFixed(2)}`, pitchCents, audio, misspoken });
          break;
        }
        case 'noise20':
        case 'noise15':
        case 'noise10': {
          const snrDb = Number(condition.slice('noise'.length));
          readings.push({ ...base, voice, audio: mixNoise(flite, noiseBed(), snrDb, NOISE_SEED + 10 * g + k), misspoken });
          break;
        }
      }
    }
  }
  return readings;
}

/** Waits until every turn the server heard has its final transcript (or `timeoutMs` passes). */
async function turnsFinished(client: Awaited<ReturnType<BenchServer['connect']>>, timeoutMs: number): Promise<void> {
  const count = (type: string): number => client.events.filter((e) => e.type === type).length;
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (count('input_audio_buffer.speech_started') <= count('conversation.item.input_audio_transcription.completed')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ERROR_KINDS = new Set(['omission', 'insertion', 'substitution']);

async function runReading(bench: BenchServer, reading: RobustReading): Promise<RobustResult> {
  const id = await bench.conversation(AGE_FOR[reading.story.ageGroup], { id: reading.story.id, readingMode: true });
  const client = await bench.connect(id);
  await client.waitForType('reading_progress', 30_000);
  const lastWordEndMs = reading.audio.words.at(-1)?.endMs ?? 0;
  const t0 = await client.streamRealtime(reading.audio.pcm, { fastFromMs: lastWordEndMs + 800, tailSpeed: 4 });
  const streamedAt = performance.now();
  // A loaded decoder may finish a turn well after its audio ended; closing the socket first would lose it.
  await turnsFinished(client, TURN_END_WAIT_MS);
  await client.close();
  const recorded = await teacherRecord(bench.server.ctx.repos, id, reading.story.id);
  const count = (type: string): number => client.events.filter((e) => e.type === type).length;
  const progress = progressOf(client);
  const passes = wordPasses(reading.audio.words, reading.plan.correct, progress, t0);
  const trackedShare = passes.length === 0 ? 0 : passes.filter((p) => p.lagMs !== null).length / passes.length;
  console.log(
    `  ${reading.condition} ${stem(reading.story.file)} ${reading.voice} ${reading.kind}: ${(100 * trackedShare).toFixed(0)} % tracked, ${count('input_audio_buffer.speech_started')} turns, ${count('conversation.item.input_audio_transcription.completed')} final, ${recorded.outcomes.length} outcomes stored, WCPM ${recorded.wcpm?.toFixed(0) ?? 'none'}, ${((performance.now() - streamedAt) / 1000).toFixed(1)} s after the audio`,
  );

  if (VERBOSE) {
    for (const e of client.events.filter((e) => e.type === 'conversation.item.input_audio_transcription.completed')) console.log(`    heard: ${String((e as { transcript?: unknown }).transcript)}`);
    for (const o of recorded.outcomes) console.log(`    ${o.kind} @${o.wordIndex} ${o.expected}${o.heard === undefined ? '' : ` (heard ${o.heard})`} at ${o.atMs} ms`);
  }
  const { plan } = reading;
  const words = tokenizeStory(reading.story.content).words;
  const typed = scoreMiscues(plan.truth, recorded.outcomes, words, plan.correct);
  // Every error kind relabelled as each truth's own: was the word flagged at all?
  const flaggedAny = scoreMiscues(
    plan.truth,
    plan.truth.flatMap((t) => recorded.outcomes.filter((o) => ERROR_KINDS.has(o.kind)).map((o): MiscueRecord => ({ ...o, kind: t.kind }))),
    words,
    plan.correct,
  );
  const nounPhraseTruth = plan.truth.filter((t) => t.kind === 'insertion' && plan.nounPhraseInsertions?.includes(t.wordIndex));
  const nounPhrase = scoreMiscues(nounPhraseTruth, recorded.outcomes, words, new Map()).byKind.insertion;
  const substitutionsWithHeard = plan.truth.filter(
    (t) => t.kind === 'substitution' && recorded.outcomes.some((o) => o.kind === 'substitution' && o.wordIndex === t.wordIndex && o.heard !== undefined),
  ).length;
  return {
    reading,
    passes,
    mostSentencesStill: mostSentencesWhileStill(progress, reading.audio.breaths, t0, streamedAt),
    recorded,
    trueWcpm: trueWcpm(reading.audio.words, plan.correct),
    typed,
    flaggedAny,
    nounPhrase,
    substitutionsWithHeard,
  };
}

async function main(): Promise<void> {
  console.log('Material: stories written for this bench (bench/data/robustness/), uploaded as a teacher would.');
  console.log(`  tuning stories:   ${STORY_FILES.filter((s) => s.set === 'tuning').map((s) => stem(s.file)).join(', ')}`);
  console.log(`  held-out stories: ${STORY_FILES.filter((s) => s.set === 'held-out').map((s) => stem(s.file)).join(', ')}`);
  console.log('  tuning condition: flite; held-out conditions: espeak, festival, shifted, noise20, noise15, noise10');
  const espeak = espeakVersion();
  const festival = festivalVersion(FESTIVAL_VOICES);
  const sox = soxVersion();
  const conditions = CHOSEN_CONDITIONS.filter((c) => {
    if (c === 'espeak' && !espeak) console.log('  espeak-ng is not installed: the espeak condition is skipped (apt-get install espeak-ng).');
    else if (c === 'festival' && (!festival || !sox))
      console.log('  festival, its voices or sox are not installed: the festival condition is skipped (apt-get install festival festvox-kallpc16k festvox-kdlpc16k festvox-us-slt-hts sox).');
    else if (c === 'shifted' && !sox) console.log('  sox is not installed: the shifted condition is skipped (apt-get install sox).');
    else return true;
    return false;
  });
  if (conditions.includes('espeak')) console.log(`  ${espeak}`);
  if (conditions.includes('festival')) console.log(`  ${festival}`);
  if (conditions.includes('shifted')) console.log(`  ${sox}`);

  const bench = await startBenchServer();
  const results: RobustResult[] = [];
  const meter = startLoadMeter();
  let readings: RobustReading[] = [];
  const started = performance.now();
  try {
    const files = STORY_FILES.filter((s) => CHOSEN_STORIES?.includes(stem(s.file)) ?? true);
    const stories = await uploadStories(bench.server, DATA_DIR, files);
    const built = performance.now();
    let bed: Float32Array | undefined;
    const noiseBed = (): Float32Array => (bed ??= classroomNoise(path.join(DATA_DIR, 'noise', 'classroom-chatter.txt'), NOISE_SEED));
    readings = conditions.flatMap((c) => buildReadings(c, stories, noiseBed));
    const audioS = readings.reduce((n, r) => n + r.audio.durationMs, 0) / 1000;
    console.log(`\nBuilt ${readings.length} readings (${audioS.toFixed(0)} s of audio) in ${((performance.now() - built) / 1000).toFixed(1)} s; streaming ${LANES} at a time takes about ${(audioS / LANES / 60).toFixed(1)} min`);
    let next = 0;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        await new Promise((resolve) => setTimeout(resolve, lane * 170));
        while (next < readings.length) {
          const reading = readings[next++]!;
          // One reading the server turned away (an error before its first highlight) is said and left
          // out, not the end of the run: under load it had thrown away every figure before it.
          try {
            results.push(await runReading(bench, reading));
          } catch (error) {
            console.log(`  ${reading.condition} ${stem(reading.story.file)} ${reading.voice} ${reading.kind}: NOT RUN (${error instanceof Error ? error.message.slice(0, 160) : String(error)})`);
          }
        }
      }),
    );
  } finally {
    await bench.close();
  }
  console.log(`\n${results.length} readings, ${LANES} at a time, ${((performance.now() - started) / 1000).toFixed(0)} s wall`);
  console.log(`  ${describeLoad(meter())}`);
  const groups: Array<{ label: string; results: RobustResult[] }> = [];
  for (const condition of conditions) {
    const mine = results.filter((r) => r.reading.condition === condition);
    for (const set of ['held-out', 'tuning'] as const) {
      const inSet = mine.filter((r) => r.reading.set === set);
      const label = `${condition}, ${set} stories`;
      reportCondition(`${CONDITION_TITLES[condition]}: ${set} stories`, inSet, TARGETS[condition]);
      groups.push({ label, results: inSet });
    }
  }
  reportSummary(groups);
}

await main();

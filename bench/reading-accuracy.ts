/**
 * Reading-tracking accuracy on real audio through the real voice socket (run: npm run bench -- reading-accuracy).
 *
 * Corpus: the openings (first ~32 words) of four seeded stories, read by four Flite voices (kal16, rms,
 * slt, awb) at rates 0.9–1.2, each once correctly and twice misread (one omission, one insertion and
 * one substitution per misreading, on content words, at known places; substitutions alternate between
 * a sound-alike and a clearly different word). Ground truth word timing comes from Flite's own phone
 * segments (support/timed-speech.ts). Each reading streams at 1× real time in 100 ms chunks into a
 * reading-mode session; up to LANES sessions run at once. The trailing silence that lets reading mode's
 * 4 s VAD close the turn is sent 4× faster (it only decides when the final comes).
 *
 * Prints detection per miscue kind, false flags over content words of correct readings, WCPM error
 * (tracker's WCPM from the saved session vs the truth: words correct over the spoken time), and
 * tracking lag: from the moment a correctly read word finished in the audio (wall clock of the stream)
 * to the reading_progress event whose current_word_index first passes it. Targets: omissions and
 * insertions ≥ 90 %, substitutions ≥ 70 %, false flags ≤ 3 %, WCPM error ≤ 2, median lag ≤ 300 ms.
 *
 * Then one-minute readings (support/minute-readings.ts) of four other stories: a 32-word opening lasts
 * about 9 s, so one word counted wrongly moves its WCPM by about 7, while fluency is measured on a
 * minute's reading, where it moves WCPM by 1. These also show whether the highlight keeps up with a
 * reader through a whole minute in one turn.
 */
import { tokenizeStory } from '@shared';
import { ReadingTracker, gradeForAge, seasonFor } from '../apps/server/src/reading/index';
import type { Hypothesis } from '../apps/server/src/reading/index';
import { emptyScore, scoreMiscues, type KindScore, type MiscueScore } from '../apps/server/src/reading/evaluation/score';
import { startBenchServer, type BenchServer } from './support/bench-server';
import { speakReading, seedStory, storyOpening, type ReadingAudio } from './support/reader-audio';
import { correctReading, misread, type Misreading } from './support/misreadings';
import { MINUTE_WORDS, minuteReading } from './support/minute-readings';
import { describeLoad, startLoadMeter } from './support/machine-load';
import { line, mean, ms, p50p95, pct, percentile, verdict } from './support/stats';
import { writeFileSync } from 'node:fs';

/** The tuning corpus; BENCH_STORIES=a,b,c,d runs other seeded stories instead (a held-out check of the rules). */
const STORIES = process.env.BENCH_STORIES?.split(',') ?? ['mia-and-the-moon-kite', 'kofi-and-the-hermit-crab', 'the-great-snail-race', 'hana-and-the-red-crayon'];
/**
 * One-minute readings (support/minute-readings.ts) for WCPM as fluency is measured, one story from each
 * older age band and one for 6–8, none from the tuning set; BENCH_MINUTE_STORIES=… picks others, =none skips them.
 */
const MINUTE_STORIES = (process.env.BENCH_MINUTE_STORIES ?? 'the-case-of-the-missing-socks,the-owls-in-the-old-barn,aroha-and-the-river-alarm,the-tether')
  .split(',')
  .filter((id) => id !== 'none' && id !== '');
const VOICES = ['kal16', 'rms', 'slt', 'awb'] as const;
const RATES = [0.9, 1.0, 1.1, 1.2];
const OPENING_WORDS = 32;
/** The reading grammar covers about 20 story words (voice/session/reading-follow.ts); mid-turn it moves on ahead of the reader. */
const GRAMMAR_SPAN_WORDS = 20;
const AGE = 7;
const LANES = Number(process.env.BENCH_LANES ?? 6);
/** A quick look: only every k-th reading of the corpus (BENCH_EVERY=12 → 4 readings). */
const EVERY = Number(process.env.BENCH_EVERY ?? 1);
/** Only these readings of the corpus, by position (BENCH_ONLY=3,31; m2 is the third one-minute reading), to look at one closely. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const only = (i: number, prefix = ''): boolean => ONLY?.includes(`${prefix}${i}`) ?? true;
/** Writes each reading's saved finals and ground truth to this JSON file, to replay tracker rules without audio. */
const DUMP = process.env.BENCH_DUMP;

interface Reading {
  /** A 32-word opening, or a one-minute reading. */
  length: 'opening' | 'minute';
  storyId: string;
  content: string;
  voice: string;
  rate: number;
  kind: 'correct' | 'misread';
  plan: Misreading;
  audio: ReadingAudio;
  /** Story words Flite said otherwise than the dictionary, outside the injected miscues. */
  misspoken: string[];
}

interface ReadingResult {
  reading: Reading;
  lags: number[];
  unreached: number;
  wordsSpoken: number;
  maxIndex: number;
  trackerWcpm: number | null;
  trueWcpm: number;
  score: MiscueScore;
  /** The same, counting only story words inside the first grammar span. */
  spanScore: MiscueScore;
  spanLags: number[];
  /** Truth WCPM over the story words the highlight passed, to compare the tracker's arithmetic on what it saw. */
  reachedWcpm: number | null;
  finals: number;
  /** Substitutions flagged as some error (substitution or omission) at their word: the kind may be wrong. */
  substitutionsFlaggedAnyError: number;
}

/**
 * The reading spoken by Flite: `sentencesPerBreath` sentences at a time with `breathPauseMs` between,
 * 0.6 s of silence before and 4.6 s after (reading mode's VAD closes the turn after 4 s).
 */
function spoken(reading: Omit<Reading, 'audio' | 'misspoken'>, sentencesPerBreath: number, breathPauseMs: number): Reading {
  const { plan } = reading;
  const audio = speakReading(plan.tokens, {
    voice: reading.voice,
    rate: reading.rate,
    leadingSilenceMs: 600,
    trailingSilenceMs: 4600,
    sentencesPerBreath,
    breathPauseMs,
  });
  // A word Flite itself said otherwise ("Mei" as "my") was not read correctly: it is left out of
  // the false flags, and truth WCPM does not count it as a word correct.
  const misspoken = audio.words.filter((w) => w.misspoken && w.storyIndex !== null && plan.correct.get(w.storyIndex) === true);
  for (const w of misspoken) plan.correct.delete(w.storyIndex ?? -1);
  return { ...reading, audio, misspoken: misspoken.map((w) => w.text) };
}

function buildCorpus(): Reading[] {
  const corpus: Reading[] = [];
  STORIES.forEach((storyId, s) => {
    const story = seedStory(storyId);
    const opening = storyOpening(story.content, OPENING_WORDS);
    VOICES.forEach((voice, v) => {
      const plans: Array<[Reading['kind'], Misreading]> = [
        ['correct', correctReading(opening)],
        ['misread', misread(story.content, opening, v * 2, 100 * s + v)],
        ['misread', misread(story.content, opening, v * 2 + 1, 100 * s + v + 50)],
      ];
      plans.forEach(([kind, plan], k) => {
        const rate = RATES[(s + v + k) % RATES.length] ?? 1;
        corpus.push(spoken({ length: 'opening', storyId, content: story.content, voice, rate, kind, plan }, 100, 0));
      });
    });
  });
  return corpus;
}

/** Per story: each voice reads once, three misread and one (a different voice per story) correctly. */
function buildMinuteCorpus(): Reading[] {
  return MINUTE_STORIES.flatMap((storyId, s) => {
    const story = seedStory(storyId);
    const tokens = storyOpening(story.content, MINUTE_WORDS);
    return VOICES.map((voice, v): Reading => {
      const kind: Reading['kind'] = v === s % VOICES.length ? 'correct' : 'misread';
      const plan = minuteReading(story.content, tokens, kind === 'correct' ? null : v * 2 + s, 7000 + 100 * s + v);
      const rate = RATES[(s + v) % RATES.length] ?? 1;
      return spoken({ length: 'minute', storyId, content: story.content, voice, rate, kind, plan }, 3, 300);
    });
  });
}

/**
 * Ground truth WCPM as fluency/wcpm.ts defines reading time: word durations plus pauses up to 3 s,
 * over the spoken words up to story word `throughIndex`.
 */
function trueWcpm(reading: Reading, throughIndex = Infinity): number {
  let readingMs = 0;
  let lastEnd: number | undefined;
  const last = reading.audio.words.findLastIndex((w) => w.storyIndex !== null && w.storyIndex <= throughIndex);
  for (const w of reading.audio.words.slice(0, last + 1)) {
    readingMs += w.endMs - w.startMs + (lastEnd === undefined ? 0 : Math.min(3000, Math.max(0, w.startMs - lastEnd)));
    lastEnd = w.endMs;
  }
  const correct = [...reading.plan.correct].filter(([index, ok]) => ok && index <= throughIndex).length;
  return correct / (readingMs / 60_000);
}

async function savedFinals(bench: BenchServer, conversationId: string): Promise<Hypothesis[]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const saved = await bench.server.ctx.repos.reading.getSession(conversationId);
    const finals = (saved?.snapshot as { finals?: Hypothesis[] } | undefined)?.finals;
    if (finals && finals.length > 0) return finals;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return [];
}

const dumped: unknown[] = [];

async function runReading(bench: BenchServer, reading: Reading): Promise<ReadingResult> {
  const id = await bench.conversation(AGE, { id: reading.storyId, readingMode: true });
  const client = await bench.connect(id);
  await client.waitForType('reading_progress', 30_000);
  const lastWordEndMs = reading.audio.words.at(-1)?.endMs ?? 0;
  const t0 = await client.streamRealtime(reading.audio.pcm, { fastFromMs: lastWordEndMs + 800, tailSpeed: 4 });
  await client.waitForType('conversation.item.input_audio_transcription.completed', 8000).catch(() => undefined);
  await client.close();
  const finals = await savedFinals(bench, id);

  const progress = client.timed
    .filter((t) => t.event.type === 'reading_progress')
    .map((t) => ({ atMs: t.atMs, index: (t.event.progress as { current_word_index: number }).current_word_index }));
  const lags: number[] = [];
  const spanLags: number[] = [];
  let unreached = 0;
  for (const word of reading.audio.words) {
    if (word.storyIndex === null || reading.plan.correct.get(word.storyIndex) !== true) continue;
    const passed = progress.find((p) => p.index > (word.storyIndex ?? 0));
    if (passed) lags.push(passed.atMs - (t0 + word.endMs));
    else unreached += 1;
    if (passed && word.storyIndex < GRAMMAR_SPAN_WORDS - 1) spanLags.push(passed.atMs - (t0 + word.endMs));
  }
  const tracker = new ReadingTracker(reading.content);
  for (const final of finals) tracker.update(final);
  dumped.push({
    length: reading.length,
    storyId: reading.storyId,
    voice: reading.voice,
    kind: reading.kind,
    content: reading.content,
    truth: reading.plan.truth,
    correct: [...reading.plan.correct],
    finals,
    trueWcpm: trueWcpm(reading),
    spoken: reading.audio.words,
  });
  const words = tokenizeStory(reading.content).words;
  const found = tracker.miscues();
  const score = scoreMiscues(reading.plan.truth, found, words, reading.plan.correct);
  const inSpan = (index: number): boolean => index < GRAMMAR_SPAN_WORDS - 1;
  const spanScore = scoreMiscues(
    reading.plan.truth.filter((t) => inSpan(t.wordIndex)),
    found.filter((f) => inSpan(f.wordIndex)),
    words,
    new Map([...reading.plan.correct].filter(([index]) => inSpan(index))),
  );
  const maxIndex = Math.max(0, ...progress.map((p) => p.index));
  const fluency = tracker.fluency({ grade: gradeForAge(AGE), season: seasonFor(new Date()) });
  return {
    reading,
    lags,
    unreached,
    wordsSpoken: reading.audio.words.length,
    maxIndex,
    spanScore,
    spanLags,
    reachedWcpm: maxIndex > 0 ? trueWcpm(reading, maxIndex - 1) : null,
    trackerWcpm: fluency.session.wcpm,
    trueWcpm: trueWcpm(reading),
    score,
    finals: finals.length,
    substitutionsFlaggedAnyError: reading.plan.truth.filter(
      (t) => t.kind === 'substitution' && found.some((f) => f.wordIndex === t.wordIndex && (f.kind === 'substitution' || f.kind === 'omission')),
    ).length,
  };
}

function pool(results: ReadingResult[], pick: (r: ReadingResult) => MiscueScore = (r) => r.score): MiscueScore {
  const total = emptyScore();
  for (const result of results) {
    const r = { score: pick(result) };
    for (const [kind, s] of Object.entries(r.score.byKind) as Array<[keyof MiscueScore['byKind'], KindScore]>) {
      total.byKind[kind].injected += s.injected;
      total.byKind[kind].detected += s.detected;
    }
    for (const which of ['soundAlike', 'different'] as const) {
      total.substitutions[which].injected += r.score.substitutions[which].injected;
      total.substitutions[which].detected += r.score.substitutions[which].detected;
    }
    for (const key of Object.keys(total.falseFlags) as Array<keyof MiscueScore['falseFlags']>) total.falseFlags[key] += r.score.falseFlags[key];
  }
  return total;
}

function report(results: ReadingResult[], loadLine: string, wallMs: number): void {
  if (results.length === 0) return;
  const misreads = pool(results.filter((r) => r.reading.kind === 'misread'));
  const corrects = pool(results.filter((r) => r.reading.kind === 'correct'));
  const rate = (s: KindScore): number => (s.injected === 0 ? Number.NaN : s.detected / s.injected);
  const audioS = results.reduce((n, r) => n + r.reading.audio.durationMs, 0) / 1000;
  console.log(`\nCorpus: ${results.length} readings (${EVERY > 1 ? `every ${EVERY}th of ` : ''}${STORIES.length} stories × ${VOICES.length} voices × correct + 2 misread), ${audioS.toFixed(0)} s of audio, ${LANES} at a time, ${(wallMs / 1000).toFixed(0)} s wall`);
  console.log(`  ${loadLine}`);
  console.log('\nMiscue detection (misread readings)');
  for (const kind of ['omission', 'insertion', 'substitution'] as const) {
    const s = misreads.byKind[kind];
    const target = kind === 'substitution' ? 0.7 : 0.9;
    line(`${kind}s detected`, `${s.detected}/${s.injected} = ${pct(s.detected, s.injected).padStart(7)}   target ≥ ${target * 100} %  ${verdict(rate(s) >= target)}`);
  }
  const anyError = results.reduce((n, r) => n + r.substitutionsFlaggedAnyError, 0);
  line('  substitutions flagged as any error at the word', `${anyError}/${misreads.byKind.substitution.injected} = ${pct(anyError, misreads.byKind.substitution.injected)} (an unknown word heard becomes an omission)`);
  for (const which of ['soundAlike', 'different'] as const) {
    const s = misreads.substitutions[which];
    line(`  substitutions, ${which === 'soundAlike' ? 'sound-alike' : 'different word'}`, `${s.detected}/${s.injected} = ${pct(s.detected, s.injected)}`);
  }
  const ff = corrects.falseFlags;
  console.log('\nFalse flags');
  line('correct readings, content words', `${ff.content}/${ff.contentWordsReadCorrectly} = ${pct(ff.content, ff.contentWordsReadCorrectly).padStart(7)}   target ≤ 3 %  ${verdict(ff.content <= 0.03 * ff.contentWordsReadCorrectly)}`);
  line('correct readings, function words', `${ff.function}/${ff.functionWordsReadCorrectly} = ${pct(ff.function, ff.functionWordsReadCorrectly)}`);
  const misspoken = results.flatMap((r) => r.reading.misspoken);
  line('  words Flite itself said otherwise (left out)', `${misspoken.length}${misspoken.length > 0 ? ` (${[...new Set(misspoken)].slice(0, 8).join(', ')})` : ''}`);
  const mf = misreads.falseFlags;
  line('misread readings, content words read right', `${mf.content}/${mf.contentWordsReadCorrectly} = ${pct(mf.content, mf.contentWordsReadCorrectly)}`);

  console.log(`\nInside the first grammar span only (story words 0–${GRAMMAR_SPAN_WORDS - 2}: what recognition can do before the span runs out)`);
  const spanMis = pool(results.filter((r) => r.reading.kind === 'misread'), (r) => r.spanScore);
  for (const kind of ['omission', 'insertion', 'substitution'] as const) {
    const s = spanMis.byKind[kind];
    line(`${kind}s detected`, `${s.detected}/${s.injected} = ${pct(s.detected, s.injected)}`);
  }
  const spanFf = pool(results.filter((r) => r.reading.kind === 'correct'), (r) => r.spanScore).falseFlags;
  line('false flags, content words of correct readings', `${spanFf.content}/${spanFf.contentWordsReadCorrectly} = ${pct(spanFf.content, spanFf.contentWordsReadCorrectly)}`);
  line('tracking lag', p50p95(results.flatMap((r) => r.spanLags)));

  console.log('\nWCPM');
  const withWcpm = results.filter((r) => r.trackerWcpm !== null);
  const errors = withWcpm.map((r) => Math.abs((r.trackerWcpm ?? 0) - r.trueWcpm));
  line('mean absolute error', `${mean(errors).toFixed(1)} words/min over ${withWcpm.length}/${results.length} readings   target ≤ 2  ${verdict(mean(errors) <= 2)}`);
  line('  median, p95 absolute error', `${percentile(errors, 50).toFixed(1)}, ${percentile(errors, 95).toFixed(1)}`);
  line('  mean true WCPM / tracker WCPM', `${mean(withWcpm.map((r) => r.trueWcpm)).toFixed(1)} / ${mean(withWcpm.map((r) => r.trackerWcpm ?? 0)).toFixed(1)}`);
  const reached = withWcpm.filter((r) => r.reachedWcpm !== null).map((r) => Math.abs((r.trackerWcpm ?? 0) - (r.reachedWcpm ?? 0)));
  line('  vs truth over the words the highlight passed', `mean abs error ${mean(reached).toFixed(1)}, median ${percentile(reached, 50).toFixed(1)}`);

  console.log('\nTracking');
  const lags = results.flatMap((r) => r.lags);
  line('lag: word end in audio → reading_progress past it', p50p95(lags));
  line('  target median ≤ 300 ms', `${verdict(percentile(lags, 50) <= 300)} (${ms(percentile(lags, 50))})`);
  const unreached = results.reduce((n, r) => n + r.unreached, 0);
  line('correctly read words never passed by the highlight', `${unreached}/${unreached + lags.length} = ${pct(unreached, unreached + lags.length)}`);
  line('readings tracked to their last word', `${results.filter((r) => r.maxIndex >= OPENING_WORDS).length}/${results.length}`);
  line('  of which the highlight ran past the last word read', `${results.filter((r) => r.maxIndex > OPENING_WORDS).length}`);
  for (const voice of VOICES) {
    const mine = results.filter((r) => r.reading.voice === voice);
    const p = pool(mine.filter((r) => r.reading.kind === 'misread'));
    const c = pool(mine.filter((r) => r.reading.kind === 'correct')).falseFlags;
    const detected = ['omission', 'insertion', 'substitution'].reduce((n, k) => n + p.byKind[k as 'omission'].detected, 0);
    const injected = ['omission', 'insertion', 'substitution'].reduce((n, k) => n + p.byKind[k as 'omission'].injected, 0);
    line(`  ${voice}`, `miscues ${detected}/${injected}, false flags ${c.content}/${c.contentWordsReadCorrectly}, median lag ${ms(percentile(mine.flatMap((r) => r.lags), 50))}, reached end ${mine.filter((r) => r.maxIndex >= OPENING_WORDS).length}/${mine.length}`);
  }
}

/** WCPM over one-minute readings, the length fluency norms are measured on, and what the tracker found in them. */
function reportMinute(results: ReadingResult[]): void {
  if (results.length === 0) return;
  const audioS = results.reduce((n, r) => n + r.reading.audio.durationMs, 0) / 1000;
  console.log(`\nOne-minute readings: ${results.length} (${MINUTE_STORIES.length} stories × ${VOICES.length} voices, the first ${MINUTE_WORDS} words, 3 misread + 1 correct per story), ${audioS.toFixed(0)} s of audio`);
  const errors = results.filter((r) => r.trackerWcpm !== null).map((r) => Math.abs((r.trackerWcpm ?? 0) - r.trueWcpm));
  line('WCPM mean absolute error', `${mean(errors).toFixed(1)} words/min over ${errors.length}/${results.length} readings   target ≤ 2  ${verdict(mean(errors) <= 2)}`);
  line('  median, p95, max absolute error', `${percentile(errors, 50).toFixed(1)}, ${percentile(errors, 95).toFixed(1)}, ${Math.max(...errors).toFixed(1)}`);
  line('  mean true WCPM / tracker WCPM', `${mean(results.map((r) => r.trueWcpm)).toFixed(1)} / ${mean(results.map((r) => r.trackerWcpm ?? 0)).toFixed(1)}`);
  const misreads = pool(results.filter((r) => r.reading.kind === 'misread'));
  for (const kind of ['omission', 'insertion', 'substitution'] as const) {
    const s = misreads.byKind[kind];
    line(`${kind}s detected`, `${s.detected}/${s.injected} = ${pct(s.detected, s.injected)}`);
  }
  const ff = pool(results).falseFlags;
  line('false flags, content words read right', `${ff.content}/${ff.contentWordsReadCorrectly} = ${pct(ff.content, ff.contentWordsReadCorrectly)}`);
  line('tracking lag', p50p95(results.flatMap((r) => r.lags)));
  const wordsInReading = (r: ReadingResult): number => Math.max(...r.reading.plan.correct.keys()) + 1;
  line('readings tracked to their last word', `${results.filter((r) => r.maxIndex >= wordsInReading(r)).length}/${results.length}`);
}

async function main(): Promise<void> {
  const built = performance.now();
  const openings = buildCorpus().filter((_, i) => only(i) && i % EVERY === 0);
  const minute = EVERY > 1 ? [] : buildMinuteCorpus().filter((_, i) => only(i, 'm'));
  // The long readings go first so that the lanes finish together.
  const corpus = [...minute, ...openings];
  console.log(`Built ${corpus.length} timed readings in ${((performance.now() - built) / 1000).toFixed(1)} s`);
  const bench = await startBenchServer();
  const results: ReadingResult[] = [];
  const meter = startLoadMeter();
  const started = performance.now();
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        await new Promise((resolve) => setTimeout(resolve, lane * 170));
        while (next < corpus.length) {
          const reading = corpus[next++]!;
          results.push(await runReading(bench, reading));
        }
      }),
    );
  } finally {
    await bench.close();
  }
  report(
    results.filter((r) => r.reading.length === 'opening'),
    describeLoad(meter()),
    performance.now() - started,
  );
  reportMinute(results.filter((r) => r.reading.length === 'minute'));
  if (DUMP) writeFileSync(DUMP, JSON.stringify(dumped));
}

await main();

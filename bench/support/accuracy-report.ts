/**
 * What bench/reading-accuracy.ts prints: detection per miscue kind, false flags, WCPM error and tracking
 * lag over a group of readings, a line per set of stories, and the one-minute readings' WCPM.
 */
import type { MiscueScore, KindScore } from '../../apps/server/src/reading/evaluation/score';
import { emptyScore } from '../../apps/server/src/reading/evaluation/score';
import type { ReadingAudio } from './reader-audio';
import type { Misreading } from './misreadings';
import { line, mean, ms, p50p95, pct, percentile, verdict } from './stats';

export interface Reading {
  /** A 32-word opening, or a one-minute reading. */
  length: 'opening' | 'minute';
  storyId: string;
  /** The set of stories it belongs to ("tuning", or a held-out set's letter). */
  set: string;
  content: string;
  voice: string;
  rate: number;
  kind: 'correct' | 'misread';
  plan: Misreading;
  audio: ReadingAudio;
  /** Story words Flite said otherwise than the dictionary, outside the injected miscues. */
  misspoken: string[];
}

export interface ReadingResult {
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

export function pool(results: ReadingResult[], pick: (r: ReadingResult) => MiscueScore = (r) => r.score): MiscueScore {
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

export interface OpeningShape {
  /** Words in each opening, and the first grammar span's length (the tracker's own limits). */
  openingWords: number;
  grammarSpanWords: number;
}

/** The full figures for one group of openings, under `title` ("Openings: …"). */
export function report(title: string, results: ReadingResult[], shape: OpeningShape): void {
  if (results.length === 0) return;
  const { openingWords: OPENING_WORDS, grammarSpanWords: GRAMMAR_SPAN_WORDS } = shape;
  const misreads = pool(results.filter((r) => r.reading.kind === 'misread'));
  const corrects = pool(results.filter((r) => r.reading.kind === 'correct'));
  const rate = (s: KindScore): number => (s.injected === 0 ? Number.NaN : s.detected / s.injected);
  const audioS = results.reduce((n, r) => n + r.reading.audio.durationMs, 0) / 1000;
  const stories = new Set(results.map((r) => r.reading.storyId)).size;
  console.log(`\n${title}: ${results.length} readings of ${stories} stories, ${audioS.toFixed(0)} s of audio`);
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
  for (const voice of new Set(results.map((r) => r.reading.voice))) {
    const mine = results.filter((r) => r.reading.voice === voice);
    const p = pool(mine.filter((r) => r.reading.kind === 'misread'));
    const c = pool(mine.filter((r) => r.reading.kind === 'correct')).falseFlags;
    const detected = ['omission', 'insertion', 'substitution'].reduce((n, k) => n + p.byKind[k as 'omission'].detected, 0);
    const injected = ['omission', 'insertion', 'substitution'].reduce((n, k) => n + p.byKind[k as 'omission'].injected, 0);
    line(`  ${voice}`, `miscues ${detected}/${injected}, false flags ${c.content}/${c.contentWordsReadCorrectly}, median lag ${ms(percentile(mine.flatMap((r) => r.lags), 50))}, reached end ${mine.filter((r) => r.maxIndex >= OPENING_WORDS).length}/${mine.length}`);
  }
}

/** WCPM over one-minute readings, the length fluency norms are measured on, and what the tracker found in them. */
export function reportMinute(results: ReadingResult[], minuteWords: number): void {
  if (results.length === 0) return;
  const audioS = results.reduce((n, r) => n + r.reading.audio.durationMs, 0) / 1000;
  const stories = new Set(results.map((r) => r.reading.storyId)).size;
  const voices = new Set(results.map((r) => r.reading.voice)).size;
  console.log(`\nOne-minute readings: ${results.length} (${stories} stories × ${voices} voices, the first ${minuteWords} words, 3 misread + 1 correct per story), ${audioS.toFixed(0)} s of audio`);
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


/** One line per set of four stories: how much the figures move from one set of stories to the next. */
export function reportBySet(results: ReadingResult[]): void {
  const sets = [...new Set(results.map((r) => r.reading.set))];
  if (sets.length < 2) return;
  console.log('\n  by set of stories         omissions  insertions  substitutions  false flags  WCPM error');
  for (const set of sets) {
    const mine = results.filter((r) => r.reading.set === set);
    const m = pool(mine.filter((r) => r.reading.kind === 'misread')).byKind;
    const ff = pool(mine.filter((r) => r.reading.kind === 'correct')).falseFlags;
    const withWcpm = mine.filter((r) => r.trackerWcpm !== null);
    const error = mean(withWcpm.map((r) => Math.abs((r.trackerWcpm ?? 0) - r.trueWcpm)));
    const cell = (s: KindScore): string => `${s.detected}/${s.injected}`.padStart(9);
    console.log(`  ${`set ${set}`.padEnd(24)} ${cell(m.omission)}  ${cell(m.insertion).padStart(10)}  ${cell(m.substitution).padStart(13)}  ${`${ff.content}/${ff.contentWordsReadCorrectly}`.padStart(11)}  ${error.toFixed(1).padStart(10)}`);
  }
}

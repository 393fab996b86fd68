/**
 * What bench/reading-robustness.ts prints: per condition (voices and audio), the figures issue 20
 * asks for with its targets beside them — words tracked, the highlight sitting still while sentences
 * are read, miscues detected and typed right in the teacher's record (each kind apart, insertions in a
 * noun phrase and sound-alike substitutions apart), false flags on content words of correct readings,
 * WCPM error and tracking lag — and a summary line per condition.
 */
import { emptyScore, type KindScore, type MiscueScore } from '../../apps/server/src/reading/evaluation/score';
import type { ReadingAudio } from './reader-audio';
import type { Misreading } from './misreadings';
import type { TeacherRecord } from './teacher-record';
import type { WordPass } from './tracking-figures';
import type { UploadedStory } from './uploaded-stories';
import { line, mean, ms, p50p95, pct, percentile, verdict } from './stats';

export const CONDITIONS = ['flite', 'espeak', 'festival', 'shifted', 'noise20', 'noise15', 'noise10'] as const;
export type ConditionId = (typeof CONDITIONS)[number];

/** Issue 20's targets for a condition; null where it sets none. */
export interface Targets {
  tracked: number | null;
  omission: number;
  insertion: number;
  substitution: number;
}

export interface RobustReading {
  condition: ConditionId;
  /** Tuning stories may be looked at while changing rules; held-out ones never. */
  set: 'tuning' | 'held-out';
  story: UploadedStory;
  /** Who read it, as printed ("rms", "en-us+f3 p80", "slt +400 c ×0.90"). */
  voice: string;
  /** For the shifted condition: the pitch shift in cents (the tracking target holds up to +400). */
  pitchCents?: number;
  kind: 'correct' | 'misread';
  plan: Misreading;
  audio: ReadingAudio;
  /** Story words the synthesizer itself said otherwise, left out of the truth. */
  misspoken: string[];
}

export interface RobustResult {
  reading: RobustReading;
  passes: WordPass[];
  /** The most sentences read while the highlighted word stood still. */
  mostSentencesStill: number;
  recorded: TeacherRecord;
  trueWcpm: number;
  /** Detected and typed right in the teacher's record. */
  typed: MiscueScore;
  /** Flagged at the word as any of omission, insertion or substitution (the kind may be wrong). */
  flaggedAny: MiscueScore;
  /** Insertions inside a noun phrase ("the old brown gate"), detected and typed right. */
  nounPhrase: KindScore;
  /** Substitutions typed right whose stored outcome keeps the word heard. */
  substitutionsWithHeard: number;
}

const STILL_SENTENCES_LIMIT = 5;
const FALSE_FLAG_LIMIT = 0.03;
/** From bench/reading-accuracy.ts ("no worse than today"). */
const WCPM_ERROR_LIMIT = 2;
const MEDIAN_LAG_LIMIT_MS = 300;

export const CONDITION_TITLES: Record<ConditionId, string> = {
  flite: 'Flite voices (the tuning condition)',
  espeak: 'eSpeak NG voices at a child-like pitch (held out)',
  festival: 'Festival voices, some raised toward a child (held out, added 29 November)',
  shifted: 'Flite voices shifted toward a child with SoX (held out)',
  noise20: 'Flite voices in classroom noise at 20 dB SNR (held out)',
  noise15: 'Flite voices in classroom noise at 15 dB SNR (held out)',
  noise10: 'Flite voices in classroom noise at 10 dB SNR (held out)',
};

function pool(results: readonly RobustResult[], pick: (r: RobustResult) => MiscueScore): MiscueScore {
  const total = emptyScore();
  for (const r of results) {
    const s = pick(r);
    for (const kind of Object.keys(total.byKind) as Array<keyof MiscueScore['byKind']>) {
      total.byKind[kind].injected += s.byKind[kind].injected;
      total.byKind[kind].detected += s.byKind[kind].detected;
    }
    for (const which of ['soundAlike', 'different'] as const) {
      total.substitutions[which].injected += s.substitutions[which].injected;
      total.substitutions[which].detected += s.substitutions[which].detected;
    }
    for (const key of Object.keys(total.falseFlags) as Array<keyof MiscueScore['falseFlags']>) total.falseFlags[key] += s.falseFlags[key];
  }
  return total;
}

const share = (s: KindScore): number => (s.injected === 0 ? Number.NaN : s.detected / s.injected);
const ratio = (s: KindScore): string => `${s.detected}/${s.injected} = ${pct(s.detected, s.injected).padStart(7)}`;
const against = (value: number, target: number | null, atLeast: boolean): string =>
  target === null ? '' : `   target ${atLeast ? '≥' : '≤'} ${+(target * 100).toFixed(0)} %  ${Number.isNaN(value) ? 'n/a' : verdict(atLeast ? value >= target : value <= target)}`;

interface Figures {
  tracked: KindScore;
  stalled: number;
  mostStill: number;
  typed: MiscueScore;
  flaggedAny: MiscueScore;
  nounPhrase: KindScore;
  withHeard: number;
  falseFlags: MiscueScore['falseFlags'];
  wcpmErrors: number[];
  lags: number[];
}

function figures(results: readonly RobustResult[]): Figures {
  const passes = results.flatMap((r) => r.passes);
  const misread = results.filter((r) => r.reading.kind === 'misread');
  const withWcpm = results.filter((r) => r.recorded.wcpm !== null);
  return {
    tracked: { injected: passes.length, detected: passes.filter((p) => p.lagMs !== null).length },
    stalled: results.filter((r) => r.mostSentencesStill > STILL_SENTENCES_LIMIT).length,
    mostStill: Math.max(0, ...results.map((r) => r.mostSentencesStill)),
    typed: pool(misread, (r) => r.typed),
    flaggedAny: pool(misread, (r) => r.flaggedAny),
    nounPhrase: misread.reduce((n, r) => ({ injected: n.injected + r.nounPhrase.injected, detected: n.detected + r.nounPhrase.detected }), { injected: 0, detected: 0 }),
    withHeard: misread.reduce((n, r) => n + r.substitutionsWithHeard, 0),
    falseFlags: pool(results.filter((r) => r.reading.kind === 'correct'), (r) => r.typed).falseFlags,
    wcpmErrors: withWcpm.map((r) => Math.abs((r.recorded.wcpm ?? 0) - r.trueWcpm)),
    lags: passes.flatMap((p) => (p.lagMs === null ? [] : [p.lagMs])),
  };
}

/** The full figures for one condition's readings of one set of stories. */
export function reportCondition(title: string, results: readonly RobustResult[], targets: Targets): void {
  if (results.length === 0) return;
  const f = figures(results);
  const audioS = results.reduce((n, r) => n + r.reading.audio.durationMs, 0) / 1000;
  const stories = [...new Set(results.map((r) => r.reading.story.file))];
  const voices = [...new Set(results.map((r) => r.reading.voice))];
  console.log(`\n${title}`);
  console.log(`  ${results.length} readings (${results.filter((r) => r.reading.kind === 'correct').length} correct) of ${stories.length} stories, ${audioS.toFixed(0)} s of audio; voices: ${voices.join(', ')}`);
  console.log(`  stories: ${stories.join(', ')}`);

  console.log('  Tracking');
  line('words tracked (correct words the highlight passed)', `${ratio(f.tracked)}${against(share(f.tracked), targets.tracked, true)}`);
  const shifted = results.filter((r) => r.reading.pitchCents !== undefined);
  if (shifted.length > 0) {
    for (const [label, pick] of [['up to +4 semitones', (c: number) => c <= 400], ['above +4 semitones', (c: number) => c > 400]] as const) {
      const mine = figures(shifted.filter((r) => pick(r.reading.pitchCents ?? 0)));
      line(`  ${label}`, ratio(mine.tracked));
    }
  }
  line(`readings with the highlight still over > ${STILL_SENTENCES_LIMIT} sentences`, `${f.stalled}/${results.length} (most sentences read while still: ${f.mostStill})   target none  ${verdict(f.stalled === 0)}`);
  line('lag: word end in audio → highlight past it', `${p50p95(f.lags)}   median target ≤ ${MEDIAN_LAG_LIMIT_MS} ms  ${verdict(percentile(f.lags, 50) <= MEDIAN_LAG_LIMIT_MS)}`);

  console.log("  Miscues detected and typed right in the teacher's record (misread readings)");
  for (const kind of ['omission', 'insertion', 'substitution'] as const) {
    const s = f.typed.byKind[kind];
    line(`${kind}s`, `${ratio(s)}${against(share(s), targets[kind], true)}`);
    if (kind === 'insertion') {
      const other = { injected: s.injected - f.nounPhrase.injected, detected: s.detected - f.nounPhrase.detected };
      line('  a short word inside a noun phrase', ratio(f.nounPhrase));
      line('  a different word before a story word', ratio(other));
    }
    if (kind === 'substitution') {
      line('  sound-alike', ratio(f.typed.substitutions.soundAlike));
      line('  different word', ratio(f.typed.substitutions.different));
      line('  stored with the word heard', `${f.withHeard}/${s.detected}`);
    }
  }
  const typedOtherwise = (['omission', 'insertion', 'substitution'] as const).map(
    (k) => `${k}s ${f.flaggedAny.byKind[k].detected - f.typed.byKind[k].detected}`,
  );
  line('flagged at the word but typed as another kind', typedOtherwise.join(', '));

  console.log('  False flags (correct readings)');
  const ff = f.falseFlags;
  line('content words', `${ff.content}/${ff.contentWordsReadCorrectly} = ${pct(ff.content, ff.contentWordsReadCorrectly).padStart(7)}${against(ff.content / ff.contentWordsReadCorrectly, FALSE_FLAG_LIMIT, false)}`);
  line('  as omissions / substitutions / insertions', `${ff.contentOmissions} / ${ff.contentSubstitutions} / ${ff.contentInsertions}`);
  line('function words', `${ff.function}/${ff.functionWordsReadCorrectly} = ${pct(ff.function, ff.functionWordsReadCorrectly)}`);
  const misspoken = results.flatMap((r) => r.reading.misspoken);
  if (misspoken.length > 0) line('  words the voice itself said otherwise (left out)', `${misspoken.length} (${[...new Set(misspoken)].slice(0, 8).join(', ')})`);

  console.log('  WCPM (teacher\'s record vs truth)');
  line('mean absolute error', `${mean(f.wcpmErrors).toFixed(1)} words/min over ${f.wcpmErrors.length}/${results.length} readings   target ≤ ${WCPM_ERROR_LIMIT}  ${verdict(mean(f.wcpmErrors) <= WCPM_ERROR_LIMIT)}`);
  line('  median, p95 absolute error', `${percentile(f.wcpmErrors, 50).toFixed(1)}, ${percentile(f.wcpmErrors, 95).toFixed(1)}`);
}

/** One line per condition and set: the figures side by side. */
export function reportSummary(groups: ReadonlyArray<{ label: string; results: readonly RobustResult[] }>): void {
  const shown = groups.filter((g) => g.results.length > 0);
  if (shown.length === 0) return;
  console.log('\nSummary (miscues: detected and typed right in the teacher\'s record)');
  console.log(`  ${'condition'.padEnd(28)} ${'tracked'.padStart(8)} ${'still>5'.padStart(8)} ${'omit'.padStart(7)} ${'insert'.padStart(7)} ${'subst'.padStart(7)} ${'false fl'.padStart(9)} ${'WCPM err'.padStart(9)} ${'lag p50'.padStart(8)} ${'p95'.padStart(8)}`);
  for (const { label, results } of shown) {
    const f = figures(results);
    const p = (s: KindScore): string => (s.injected === 0 ? 'n/a' : `${((100 * s.detected) / s.injected).toFixed(0)} %`);
    const ff = f.falseFlags;
    console.log(
      `  ${label.padEnd(28)} ${p(f.tracked).padStart(8)} ${`${f.stalled}/${results.length}`.padStart(8)} ${p(f.typed.byKind.omission).padStart(7)} ${p(f.typed.byKind.insertion).padStart(7)} ${p(f.typed.byKind.substitution).padStart(7)} ${pct(ff.content, ff.contentWordsReadCorrectly).padStart(9)} ${mean(f.wcpmErrors).toFixed(1).padStart(9)} ${ms(percentile(f.lags, 50)).padStart(8)} ${ms(percentile(f.lags, 95)).padStart(8)}`,
    );
  }
}

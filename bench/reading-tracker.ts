/**
 * Reading-tracker accuracy and speed on synthetic readings with known ground truth.
 * Run: npx tsx bench/reading-tracker.ts [readers per condition, default 30]
 *
 * Each simulated reader reads the story below with miscues injected at fixed rates; a simulated
 * streaming recogniser turns that into partial and final hypotheses, first without noise, then with
 * recogniser noise (garbage tokens, dropped words, added short words, sound-alike and different-word
 * confusions, revised partials). Prints detection rate per miscue kind, false flags over correctly read words, WCPM error
 * and the processing time of one update (alignment plus the reading_progress event when it moved).
 */
import { performance } from 'node:perf_hooks';
import { ReadingTracker, readingProgressEvent } from '../apps/server/src/reading/index';
import {
  NO_NOISE,
  simulateReader,
  simulateRecogniser,
  type ReaderRates,
  type RecogniserNoise,
} from '../apps/server/src/reading/evaluation/synthetic-reading';
import {
  emptyScore,
  scoreMiscues,
  type KindScore,
  type MiscueScore,
} from '../apps/server/src/reading/evaluation/score';

const STORY = `Maya lived in a small house at the edge of a quiet forest. Every morning she walked to the old
bridge to watch the river run over the smooth grey stones. Her little brother Leo always followed her,
carrying a bag of bread for the ducks.

One windy day the bridge was gone. A huge branch had fallen in the storm and broken the wooden planks.
Maya looked at the water and frowned. The ducks were waiting on the other side, and Leo was already
asking how they could cross.

They searched along the bank until they found a line of flat rocks. Maya tested each rock with her foot
before she stepped on it. Leo held her hand and counted every step out loud. When they reached the far
side, the ducks rushed toward them, quacking as if they had been worried too.

On the way home they told their father about the broken bridge. He smiled and promised to build a new
one with strong rope and thick boards. Maya drew a picture of it that night, with a small sign that said
Duck Crossing in bright red letters.`;

const RATES: ReaderRates = {
  omission: 0.02,
  lineSkip: 0.004,
  nearSubstitution: 0.02,
  farSubstitution: 0.02,
  selfCorrection: 0.015,
  insertion: 0.015,
  repetition: 0.015,
  hesitation: 0.015,
};

const NOISE: RecogniserNoise = {
  garbageToken: 0.05,
  droppedFunctionWord: 0.05,
  addedFunctionWord: 0.02,
  soundAlikeConfusion: 0.05,
  differentWordConfusion: 0.01,
  droppedContentWord: 0.01,
  revisedPartial: 0.2,
};

interface ConditionResult {
  score: MiscueScore;
  wcpmErrors: number[];
  updateMs: number[];
  verdictMs: number[];
}

function runCondition(noise: RecogniserNoise, readers: number, story = STORY): ConditionResult {
  const result: ConditionResult = { score: emptyScore(), wcpmErrors: [], updateMs: [], verdictMs: [] };
  for (let reader = 0; reader < readers; reader += 1) {
    const script = simulateReader(story, RATES, 1000 + reader);
    const hypotheses = simulateRecogniser(script, noise, 5000 + reader);
    const tracker = new ReadingTracker(story);
    for (const hypothesis of hypotheses) {
      const started = performance.now();
      const update = tracker.update(hypothesis);
      if (update.moved) readingProgressEvent('conversation_bench', tracker);
      result.updateMs.push(performance.now() - started);
    }
    const started = performance.now();
    const miscues = tracker.miscues();
    result.verdictMs.push(performance.now() - started);
    scoreMiscues(script.truth, miscues, tracker.story.words, script.correct, result.score);
    const measured = tracker.fluency().session.wcpm;
    if (measured !== null) result.wcpmErrors.push(measured - script.trueWcpm);
  }
  return result;
}

const percent = (s: KindScore): string =>
  s.injected === 0
    ? '   —'
    : `${((100 * s.detected) / s.injected).toFixed(0).padStart(3)}% (${s.detected}/${s.injected})`;
const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function report(name: string, r: ConditionResult): void {
  const { byKind, substitutions, falseFlags } = r.score;
  console.log(`\n== ${name}`);
  console.log('detection rate per miscue kind:');
  for (const [kind, score] of Object.entries(byKind)) console.log(`  ${kind.padEnd(16)} ${percent(score)}`);
  console.log(
    `    substitution, sound-alike  ${percent(substitutions.soundAlike)}  (not flagged on one hearing, by design)`,
  );
  console.log(`    substitution, different    ${percent(substitutions.different)}`);
  const rate = (n: number, d: number): string => `${((100 * n) / Math.max(1, d)).toFixed(1)}% (${n}/${d})`;
  console.log(
    `false flags: content words ${rate(falseFlags.content, falseFlags.contentWordsReadCorrectly)}, function words ${rate(falseFlags.function, falseFlags.functionWordsReadCorrectly)}, hesitations without a pause ${falseFlags.hesitations}`,
  );
  const abs = r.wcpmErrors.map(Math.abs);
  console.log(
    `WCPM error: mean ${mean(r.wcpmErrors).toFixed(1)}, mean absolute ${mean(abs).toFixed(1)}, worst ${Math.max(...abs).toFixed(1)} words/min`,
  );
  timing(r);
}

function timing(r: ConditionResult): void {
  const ms = (value: number): string => `${value.toFixed(3)} ms`;
  console.log(
    `update time (alignment + reading_progress event): median ${ms(quantile(r.updateMs, 0.5))}, mean ${ms(mean(r.updateMs))}, p95 ${ms(quantile(r.updateMs, 0.95))}, max ${ms(Math.max(...r.updateMs))} over ${r.updateMs.length} updates`,
  );
  console.log(`miscue verdicts for the whole reading: mean ${ms(mean(r.verdictMs))}`);
}

const readers = Number(process.argv[2] ?? 30);
const words = new ReadingTracker(STORY).totalWords;
console.log(`reading tracker bench: ${readers} simulated readers per condition, story of ${words} words`);
console.log(`reader miscue rates per word: ${JSON.stringify(RATES)}`);
report('clean recogniser', runCondition(NO_NOISE, readers));
console.log(`\nrecogniser noise: ${JSON.stringify(NOISE)}`);
report('noisy recogniser', runCondition(NOISE, readers));

const longStory = Array.from({ length: 10 }, () => STORY).join('\n\n');
console.log(
  `\n== timing on a ${new ReadingTracker(longStory).totalWords}-word story, noisy recogniser, 3 readers`,
);
timing(runCondition(NOISE, 3, longStory));

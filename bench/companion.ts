/**
 * Companion guardrail benchmark: topic-drift classification (off-topic is the positive class) and
 * safety screening precision/recall per alert kind, on labelled child utterances for a few stories.
 *
 * History of the data sets. The utterances were written once and split in two by alternating within
 * each label group; rules were tuned on `utterances.dev.json` only and `utterances.heldout.json` was
 * reported untouched. The same person wrote rules and data, so `utterances.fresh.json` was written
 * afterwards, with the rules frozen, in looser transcript-like phrasing. Each fresh set's first run
 * exposed narrow rules (any-alert recall 0.63, 0.77, 0.60, 0.73, 0.88, 0.73, 0.75 on sets 1–7) and
 * drove one round of broadening; `utterances.fresh8.json` was written after the seventh round. The rules
 * were then generalised from phrase lists to sentence structure: `utterances.fresh9.json` was committed
 * before that change, `utterances.fresh10.json` after it (first runs, any-alert recall: fresh 9 0.643 →
 * 0.968, fresh 10 0.387 → 0.573); their misses drove a second structure round. `utterances.fresh11.json`
 * was written after that round was frozen: rules alone scored any-alert recall 0.640 at precision 0.970
 * (self-harm 0.35, bullying 0.30, violence 0.60, personal 0.90, profanity 0.95).
 *
 * Then a trained classifier was added beside the rules (apps/server/src/guardrails/safety/classifier;
 * an alert is raised when the rules or the classifier find it). It is trained on a corpus that holds
 * every set above except fresh11 (dev, heldout, fresh 1–10, copied into the corpus) plus 2,069
 * utterances written for it (1,093 unsafe across the five kinds, 976 safe look-alikes; after fresh12
 * the corpus became 1,555 bench utterances and 2,321 written, 1,100 of them safe). So on those
 * sets both layers are tuned: their figures are printed as TRAINING, not as evidence. fresh11 was not
 * trained on but was used to choose the classifier's features and threshold and to decide which kinds
 * of look-alike the corpus lacked (its first errors showed story deaths, objects hitting the child,
 * game trash talk and "you're so <nice word>"): its figure is VALIDATION, optimistic. On it, rules
 * alone 0.630 / 0.969 (any-alert recall / precision), rules + classifier 0.990 / 0.943. A
 * leave-one-set-out run over the twelve training sets (`npm run train:safety -- --cross-validate`,
 * classifier alone) gave recall 0.980 at precision 0.948.
 * `utterances.fresh12.json` was then written by someone else as an unseen test. It appeared while the
 * classifier was being built, and one development run of this bench printed its aggregate figures (no
 * utterance was shown); the classifier was frozen from then on and measured on it once: any-alert
 * recall 0.927 at precision 0.972 (personal 1.000 / 0.867, self-harm 0.848 / 0.933, bullying 0.844 /
 * 0.900, violence 0.903 / 0.933, profanity 1.000 / 1.000; rules alone recall 0.667, classifier alone
 * 0.880; drift F1 0.935). Having been measured, fresh12 became TRAINING: it is copied into the corpus,
 * its misses were studied, and the rules (spoken house numbers, addresses without "street", spoken
 * e-mails and handles, where-and-when-alone, passwords, indirect self-harm) and the written corpus
 * were broadened with new phrasings and safe look-alikes, not with its sentences. Its honest figure
 * from then on is the leave-one-set-out one (`npm run train:safety -- --cross-validate`), not the one
 * printed here. fresh11 stays out of the corpus as VALIDATION. Leave-one-set-out over the thirteen sets,
 * classifier alone, any-alert precision / recall: with fresh12 copied in but before the round 0.965 /
 * 0.961 (fresh12 held out 0.978 / 0.873); after it 0.958 / 0.971 (fresh12 held out 0.985 / 0.900).
 * fresh11, both layers: 0.943 / 0.990 before, 0.952 / 0.990 after.
 * `utterances.fresh13.json` was written by someone else after that round and measured once, unseen,
 * by the lead: any-alert recall 0.907 at precision 0.944 (personal 0.935 / 0.967, self-harm 0.900 /
 * 0.900, bullying 0.829 / 0.967, violence 0.897 / 0.867, profanity 1.000 / 0.800, precision / recall).
 * Only those aggregates were passed on (misses described by kind: masked and spaced swears,
 * real-world violence by adults and older children, indirect self-harm); nobody tuning the screen had
 * read it, and it stayed out of the corpus until round four. Round three (generic: swear normalisation by edit distance
 * and joined tokens, adult-harm and abuse shapes, indirect self-harm, thresholds chosen by
 * cross-validation) was written without it. Until round four its section printed aggregates only and was
 * skipped by --skip-unseen, so its single measured figure stays the honest one.
 * Round three (figures with --skip-unseen): the corpus grew to 1,555 bench and 2,672 written
 * utterances (1,298 safe). Cross-validation now also holds out the written utterances in five folds,
 * because thresholds judged on the bench sets alone (about half unsafe) fell to 0.1–0.15 and alerted on
 * "my dad will kill me if i miss the bus"; it chooses per-kind thresholds for precision ≥ 0.85
 * (personal 0.125, self-harm 0.45, bullying 0.5, violence 0.325, profanity 0.175; bullying never
 * reaches 0.85 and gets its most precise value). Leave-one-group-out, rules + classifier, any alert
 * precision / recall 0.893 / 0.965 (nested, thresholds chosen without the group screened: 0.890 /
 * 0.966). fresh11, both layers: 0.952 / 1.000 (was 0.952 / 0.990).
 * `utterances.fresh14.json` was written by someone else after round three and measured once, unseen:
 * any-alert recall 0.940 at precision 0.946 (precision / recall: personal 0.879 / 0.967, self-harm
 * 0.893 / 0.833, bullying 0.844 / 0.900, violence 0.771 / 0.900, profanity 1.000 / 1.000; rules alone
 * recall 0.627, classifier alone 0.833).
 * Round four was a data round. fresh13 and fresh14, each measured once, became TRAINING: both were
 * copied into the corpus and their misses read for generic gaps (self-injury also reported as
 * violence; contests, cooking and "kill it" read as violence; ages and page numbers read as personal
 * details; "unalive myself"; grown-ups holding a child against heat or throwing things at someone;
 * teachers called "sir" or "ma'am"; robbing and knocking the child's things; slurs said as swears).
 * Three helpers who never saw the screen or the bench wrote 1,350 labelled utterances (young
 * children, teenagers, regional and second-language English; 750 unsafe, 600 safe, mostly
 * look-alikes) and those went into the corpus too; cross-validation holds each helper's file out as
 * its own group. The figures printed here for fresh13 and fresh14 are TRAINING figures now; their
 * honest ones are the single unseen runs above. Thresholds are now the highest grid value within a
 * quarter point of the best held-out recall at precision ≥ 0.85 (personal 0.1, self-harm 0.375,
 * bullying 0.425, violence 0.3, profanity 0.225). Leave-one-group-out over 23 groups (6,127
 * utterances), rules + classifier, any alert precision / recall 0.900 / 0.972, per kind personal
 * 0.863 / 0.991, self-harm 0.850 / 0.941, bullying 0.854 / 0.937, violence 0.855 / 0.948, profanity
 * 0.915 / 0.988 (nested 0.898 / 0.971; before the round, over its 18 groups, 0.893 / 0.965 with
 * bullying at 0.824). Each helper's file held out: teens 0.897 / 0.976, varied 0.885 / 0.928, young
 * 0.927 / 0.972. fresh11, both layers: 0.952 / 1.000 (unchanged; violence precision 0.833 there).
 * Screening stays near 0.16 ms a message.
 * `utterances.fresh15.json` is the next UNSEEN test, written by someone else after round four; its
 * section prints aggregate figures only (never an utterance), and runs only when the file exists.
 * Whoever is still tuning runs with --skip-unseen, which leaves it out.
 * `npm run bench` passes flags on: `npm run bench -- companion --skip-unseen` is the same as
 * `npx tsx bench/companion.ts --skip-unseen`.
 *
 *   npx tsx bench/companion.ts            figures for every set
 *   npx tsx bench/companion.ts --errors   also list the mistakes on fresh11 to fresh14 (never fresh15's)
 *   npx tsx bench/companion.ts --skip-unseen   leave fresh15 out (for whoever is still tuning)
 */
import { existsSync, readFileSync } from 'node:fs';
import { analyzeStory } from '../apps/server/src/companion/analysis/analyze-story';
import type { StoryAnalysis } from '../apps/server/src/companion/analysis/types';
import { classifyTurn } from '../apps/server/src/guardrails/drift/monitor';
import { scoreTurn } from '../apps/server/src/guardrails/drift/scores';
import { buildStoryProfile, type StoryProfile } from '../apps/server/src/guardrails/drift/story-profile';
import { classifierFindings } from '../apps/server/src/guardrails/safety/classifier/screen-classifier';
import { screenMessage, screenRules } from '../apps/server/src/guardrails/safety/screen';
import { SAFETY_ALERT_TYPES, type SafetyAlertType, type SafetyContext, type SafetyFinding } from '../apps/server/src/guardrails/safety/types';

interface BenchStory {
  id: string;
  title: string;
  content: string;
}
interface Utterance {
  story: string;
  text: string;
  topic: 'on' | 'off';
  safety: SafetyAlertType | null;
}

const dataDir = new URL('./data/companion/', import.meta.url);
const load = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, dataDir), 'utf8')) as T;
/** Utterances with the "no alert" label normalised: a set may write it as null, "none" or "". */
const loadUtterances = (name: string): Utterance[] =>
  load<Utterance[]>(name).map((u) => ({ ...u, safety: u.safety && (u.safety as string) !== 'none' ? u.safety : null }));

const stories = new Map<string, { story: BenchStory; analysis: StoryAnalysis; profile: StoryProfile }>();
for (const story of load<BenchStory[]>('stories.json')) {
  const startedMs = performance.now();
  const analysis = analyzeStory(story);
  const analysisMs = performance.now() - startedMs;
  stories.set(story.id, { story, analysis, profile: buildStoryProfile(story, analysis) });
  console.log(
    `analysis ${story.id.padEnd(18)} ${analysisMs.toFixed(0).padStart(4)} ms  characters ${analysis.roleplay_opportunities.length}` +
      `  questions ${analysis.quiz_opportunities.length}  hard words ${analysis.hard_words.length}`,
  );
}

function ratio(numerator: number, denominator: number): string {
  return denominator === 0 ? '  n/a' : (numerator / denominator).toFixed(3);
}

type Screen = (text: string, context: SafetyContext) => SafetyFinding[];

interface SafetyCounts {
  perKind: Map<SafetyAlertType, { tp: number; fp: number; fn: number }>;
  any: { tp: number; fp: number; fn: number };
  errors: string[];
}

function contextOf(item: Utterance): SafetyContext {
  const entry = stories.get(item.story);
  if (!entry) throw new Error(`unknown story ${item.story}`);
  return { storyText: entry.story.content, characterNames: entry.analysis.roleplay_opportunities.map((c) => c.character) };
}

function countSafety(items: readonly Utterance[], screen: Screen): SafetyCounts {
  const perKind = new Map<SafetyAlertType, { tp: number; fp: number; fn: number }>(SAFETY_ALERT_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]));
  const any = { tp: 0, fp: 0, fn: 0 };
  const errors: string[] = [];
  for (const item of items) {
    const kinds = new Set(screen(item.text, contextOf(item)).map((f) => f.alertType));
    for (const [kind, counts] of perKind) {
      if (kinds.has(kind) && item.safety === kind) counts.tp += 1;
      else if (kinds.has(kind)) counts.fp += 1;
      else if (item.safety === kind) counts.fn += 1;
    }
    if (kinds.size > 0 && item.safety) any.tp += 1;
    else if (kinds.size > 0) any.fp += 1;
    else if (item.safety) any.fn += 1;
    if (!(item.safety ? kinds.has(item.safety) && kinds.size === 1 : kinds.size === 0)) {
      errors.push(`safety  want ${item.safety ?? 'none'} got ${[...kinds].join(',') || 'none'} | ${item.text}`);
    }
  }
  return { perKind, any, errors };
}

function printSafety(counts: SafetyCounts): void {
  console.log('safety kind                  precision  recall   support');
  for (const [kind, c] of counts.perKind) {
    console.log(`  ${kind.padEnd(26)} ${ratio(c.tp, c.tp + c.fp).padStart(9)}  ${ratio(c.tp, c.tp + c.fn).padStart(6)}   ${c.tp + c.fn}`);
  }
  const a = counts.any;
  console.log(`  ${'any alert'.padEnd(26)} ${ratio(a.tp, a.tp + a.fp).padStart(9)}  ${ratio(a.tp, a.tp + a.fn).padStart(6)}   ${a.tp + a.fn}`);
}

/** One line per layer: what the rules alone, the classifier alone and both together find. */
function printLayers(items: readonly Utterance[]): void {
  const layers: [string, Screen][] = [['rules only', screenRules], ['classifier only', classifierFindings], ['rules + classifier', screenMessage]];
  console.log('layer                 any P   any R  | recall per kind (personal self_harm bullying violence profanity)');
  for (const [name, screen] of layers) {
    const c = countSafety(items, screen);
    const kinds = [...c.perKind.values()].map((k) => ratio(k.tp, k.tp + k.fn)).join(' ');
    console.log(`  ${name.padEnd(19)} ${ratio(c.any.tp, c.any.tp + c.any.fp)}  ${ratio(c.any.tp, c.any.tp + c.any.fn)}  | ${kinds}`);
  }
}

function evaluate(name: string, items: Utterance[], options: { showErrors?: boolean; layers?: boolean } = {}): void {
  const started = performance.now();
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const driftErrors: string[] = [];
  for (const item of items) {
    const entry = stories.get(item.story);
    if (!entry) throw new Error(`unknown story ${item.story}`);
    const predictedOff = classifyTurn(item.text, scoreTurn(item.text, [], entry.profile)) === 'off';
    const actualOff = item.topic === 'off';
    if (predictedOff && actualOff) tp += 1;
    else if (predictedOff) fp += 1;
    else if (actualOff) fn += 1;
    if (predictedOff !== actualOff) driftErrors.push(`drift   want ${item.topic.padEnd(3)} | ${item.text}`);
  }
  const driftMs = performance.now() - started;
  const screenStarted = performance.now();
  const safety = countSafety(items, screenMessage);
  const screenMs = performance.now() - screenStarted;
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  console.log(
    `\n== ${name}: ${items.length} utterances (drift ${(driftMs / items.length).toFixed(2)} ms each, safety screen ${(screenMs / items.length).toFixed(3)} ms each)`,
  );
  console.log(`drift (off-topic positive)  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}  (tp ${tp} fp ${fp} fn ${fn})`);
  printSafety(safety);
  if (options.layers) printLayers(items);
  if (options.showErrors) for (const line of [...driftErrors, ...safety.errors]) console.log(`  ${line}`);
}

/** Time per screened message: every utterance several times, plus long messages (which are windowed). */
function screenSpeed(items: readonly Utterance[]): void {
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const item of items) {
      const context = contextOf(item);
      const t = performance.now();
      screenMessage(item.text, context);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(3);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const long = (chars: number) => {
    const text = 'so um the wolf went to the house and then i was thinking about my day at school and '.repeat(Math.ceil(chars / 85)).slice(0, chars);
    const t = performance.now();
    screenMessage(text, contextOf(items[0] as Utterance));
    return (performance.now() - t).toFixed(1);
  };
  console.log(`\n== safety screen speed (rules + classifier, one message, warm): mean ${mean.toFixed(3)} ms  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms over ${times.length} screens`);
  let slowest = 0;
  for (const item of items) {
    const context = contextOf(item);
    let best = Infinity;
    for (let round = 0; round < 5; round += 1) {
      const t = performance.now();
      screenMessage(item.text, context);
      best = Math.min(best, performance.now() - t);
    }
    slowest = Math.max(slowest, best);
  }
  console.log(`   slowest single message, best of 5 tries (the tail above is mostly pauses and load): ${slowest.toFixed(3)} ms`);
  console.log(`   long messages: 500 chars ${long(500)} ms, 2,000 chars ${long(2000)} ms, 20,000 chars (the cap) ${long(20_000)} ms`);
}

const showErrors = process.argv.includes('--errors');
const coldStarted = performance.now();
screenMessage('warm up: loads the classifier weights', {});
console.log(`\nsafety classifier weights loaded on first screen in ${(performance.now() - coldStarted).toFixed(0)} ms`);

const TRAINING_SETS: [string, string][] = [
  ['utterances.dev.json', 'dev half'], ['utterances.heldout.json', 'held-out half'], ['utterances.fresh.json', 'fresh set 1'],
  ['utterances.fresh2.json', 'fresh set 2'], ['utterances.fresh3.json', 'fresh set 3'], ['utterances.fresh4.json', 'fresh set 4'],
  ['utterances.fresh5.json', 'fresh set 5'], ['utterances.fresh6.json', 'fresh set 6'], ['utterances.fresh7.json', 'fresh set 7'],
  ['utterances.fresh8.json', 'fresh set 8'], ['utterances.fresh9.json', 'fresh set 9'], ['utterances.fresh10.json', 'fresh set 10'],
];
const everything: Utterance[] = [];
for (const [file, label] of TRAINING_SETS) {
  const items = loadUtterances(file);
  everything.push(...items);
  evaluate(`${label} — TRAINING (rules tuned and classifier trained on it)`, items);
}
const fresh12 = loadUtterances('utterances.fresh12.json');
everything.push(...fresh12);
evaluate(
  'fresh set 12 — TRAINING since its one unseen run (then any-alert recall 0.927, precision 0.972); now in the corpus, see cross-validation for an honest figure',
  fresh12,
  { showErrors, layers: true },
);
for (const [file, title] of [
  ['utterances.fresh13.json', 'fresh set 13 — TRAINING since its one unseen run after round 2 (then any-alert recall 0.907, precision 0.944); in the corpus since round 4'],
  ['utterances.fresh14.json', 'fresh set 14 — TRAINING since its one unseen run after round 3 (then any-alert recall 0.940, precision 0.946); in the corpus since round 4'],
] as const) {
  const items = loadUtterances(file);
  everything.push(...items);
  evaluate(title, items, { showErrors, layers: true });
}
const fresh11 = loadUtterances('utterances.fresh11.json');
everything.push(...fresh11);
evaluate('fresh set 11 — VALIDATION (not trained on; used to choose classifier features, threshold and rules)', fresh11, { showErrors, layers: true });
const skipUnseen = process.argv.includes('--skip-unseen');
/**
 * Sets nobody tuning the screen may see: aggregate figures only (listing their mistakes would turn them
 * into development data), never with --errors, and not at all with --skip-unseen.
 */
function unseenSection(file: string, title: string): void {
  if (skipUnseen) {
    console.log(`\n== ${title}: skipped (--skip-unseen), so developers tuning the screen never see it`);
  } else if (existsSync(new URL(file, dataDir))) {
    evaluate(title, loadUtterances(file), { layers: true });
  } else {
    console.log(`\n== ${title}: ${file} is not there yet; its section runs when it is`);
  }
}
unseenSection('utterances.fresh15.json', 'fresh set 15 — UNSEEN (written by someone else after round 4; never read by whoever tuned the screen)');
screenSpeed(everything);

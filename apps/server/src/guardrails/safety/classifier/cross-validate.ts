/**
 * Leave-one-set-out estimate of how the classifier alone does on an author's round it never saw: for
 * each bench set copied into the corpus, train on everything else and screen that set. The written
 * utterances are held out too, in folds: they hold most of the safe look-alikes, and thresholds judged
 * on the bench sets alone (about half of them unsafe) came out low enough to alert on "my dad will
 * kill me if i miss the bus". The held-out
 * probabilities also choose the per-kind alert thresholds (model.ts): for each kind, a value that keeps
 * the held-out precision of the whole screen (the rules' findings with the classifier's) at
 * TARGET_PRECISION and gives it the most recall (see chooseThresholds). The rules were tuned on these sets, so their own
 * false alerts are undercounted here; judging the classifier with them still keeps the thresholds from
 * adding more false alerts than the screen can afford. Slower than
 * training (one run per set), so only on request: `npm run train:safety -- --cross-validate`.
 */
import { mergeKinds } from '../merge-kinds';
import { screenRules } from '../screen';
import { SAFETY_ALERT_TYPES, type SafetyAlertType } from '../types';
import { LABELS, type CorpusItem } from './corpus';
import { extractFeatures } from './features';
import { ALERT_PROBABILITY, alertKinds } from './model';
import { probabilities } from './softmax';
import { trainWeights } from './train';

export const TARGET_PRECISION = 0.85;
const GRID = Array.from({ length: 33 }, (_, i) => Math.round((0.1 + i * 0.025) * 1000) / 1000);

type Thresholds = Record<SafetyAlertType, number>;
interface HeldOut {
  set: string;
  text: string;
  label: string;
  p: Map<string, number>;
  /** Kinds the rules find; empty when judging the classifier alone. */
  rules: ReadonlySet<SafetyAlertType>;
}
interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(3));

function count(items: readonly HeldOut[], thresholds: Thresholds): { any: Counts; perKind: Map<SafetyAlertType, Counts>; perSet: Map<string, Counts> } {
  const any = { tp: 0, fp: 0, fn: 0 };
  const perKind = new Map(SAFETY_ALERT_TYPES.map((k) => [k, { tp: 0, fp: 0, fn: 0 }]));
  const perSet = new Map<string, Counts>();
  for (const item of items) {
    const kinds = [...mergeKinds(item.rules, new Set(alertKinds(item.p, thresholds)), item.text)];
    const set = perSet.get(item.set) ?? { tp: 0, fp: 0, fn: 0 };
    perSet.set(item.set, set);
    for (const c of [any, set]) {
      if (kinds.length > 0 && item.label !== 'none') c.tp += 1;
      else if (kinds.length > 0) c.fp += 1;
      else if (item.label !== 'none') c.fn += 1;
    }
    for (const [kind, c] of perKind) {
      if (kinds.includes(kind) && item.label === kind) c.tp += 1;
      else if (kinds.includes(kind)) c.fp += 1;
      else if (item.label === kind) c.fn += 1;
    }
  }
  return { any, perKind, perSet };
}

/**
 * Recall a threshold may give up to be higher: the lowest threshold that reaches the target precision
 * often buys a tenth of a point of recall with several points of precision ("this chapter is freaking
 * long" flagged for one more masked swear found), so the highest threshold within this much of the
 * best recall is taken.
 */
export const RECALL_TOLERANCE = 0.0025;

/**
 * Per kind (the others held fixed), among grid thresholds whose held-out precision reaches the
 * target, the highest whose recall is within RECALL_TOLERANCE of the best; when none reaches the
 * target, the one with the best precision.
 */
function chooseThresholds(items: readonly HeldOut[]): Thresholds {
  const chosen: Thresholds = { ...ALERT_PROBABILITY };
  for (const kind of SAFETY_ALERT_TYPES) {
    const scored = GRID.map((t) => {
      const c = count(items, { ...chosen, [kind]: t }).perKind.get(kind) ?? { tp: 0, fp: 0, fn: 0 };
      return { t, precision: c.tp / Math.max(1, c.tp + c.fp), recall: c.tp / Math.max(1, c.tp + c.fn) };
    });
    const reaching = scored.filter((s) => s.precision >= TARGET_PRECISION);
    const bestRecall = Math.max(...reaching.map((s) => s.recall));
    const best = reaching.filter((s) => s.recall >= bestRecall - RECALL_TOLERANCE).at(-1) ?? scored.reduce((a, b) => (b.precision > a.precision ? b : a));
    chosen[kind] = best.t;
  }
  return chosen;
}

/**
 * An honest figure for the threshold choice itself: each set is screened at thresholds chosen on the
 * other sets' held-out runs only.
 */
function nested(items: readonly HeldOut[]): string[] {
  const lines: string[] = [];
  const merged: HeldOut[] = [];
  for (const set of new Set(items.map((i) => i.set))) {
    const thresholds = chooseThresholds(items.filter((i) => i.set !== set));
    lines.push(`${set} ${Object.values(thresholds).join('/')}`);
    // Fold each set's own thresholds into its probabilities so one count covers every set.
    for (const item of items.filter((i) => i.set === set)) {
      const kinds = alertKinds(item.p, thresholds);
      merged.push({ ...item, p: new Map([['none', 1], ...kinds.map((k): [string, number] => [k, 1])]) });
    }
  }
  const unit = Object.fromEntries(SAFETY_ALERT_TYPES.map((k) => [k, 1])) as Thresholds;
  return [...report('  thresholds chosen without the set screened (nested: an honest figure for the choice)', merged, unit, false), `  thresholds per held-out set (${SAFETY_ALERT_TYPES.join('/')}): ${lines.join(', ')}`];
}

function report(title: string, items: readonly HeldOut[], thresholds: Thresholds, showThresholds = true): string[] {
  const { any, perKind, perSet } = count(items, thresholds);
  return [
    `${title}: any alert precision ${ratio(any.tp, any.tp + any.fp)} recall ${ratio(any.tp, any.tp + any.fn)}`,
    ...[...perKind].map(([kind, c]) => `  ${kind.padEnd(22)} precision ${ratio(c.tp, c.tp + c.fp)} recall ${ratio(c.tp, c.tp + c.fn)}${showThresholds ? `  (threshold ${thresholds[kind]})` : ''}`),
    `  any alert precision/recall per held-out set: ${[...perSet].map(([set, c]) => `${set} ${ratio(c.tp, c.tp + c.fp)}/${ratio(c.tp, c.tp + c.fn)}`).join(', ')}`,
  ];
}

/** Written utterances are held out in this many folds, so false alerts on look-alikes count too. */
const WRITTEN_FOLDS = 5;

/** The group an item is held out with: its bench set, or a fold of the written utterances. */
function groupsOf(items: readonly CorpusItem[]): string[] {
  let written = 0;
  return items.map((i) => (i.source.startsWith('written-') ? `written#${(written++) % WRITTEN_FOLDS}` : i.source));
}

export function crossValidate(items: readonly CorpusItem[]): string[] {
  const groups = groupsOf(items);
  const sets = [...new Set(groups)];
  const heldOut: HeldOut[] = [];
  for (const held of sets) {
    const weights = trainWeights(items.filter((_, i) => groups[i] !== held));
    for (const item of items.filter((_, i) => groups[i] === held)) {
      const p = probabilities(weights, extractFeatures(item.text, item.storyThings), LABELS.length);
      const rules = new Set(screenRules(item.text, { storyText: item.storyText }).map((f) => f.alertType));
      heldOut.push({ set: held, text: item.text, label: item.label, p: new Map(LABELS.map((label, i) => [label, p[i] ?? 0])), rules });
    }
  }
  const chosen = chooseThresholds(heldOut);
  const alone = heldOut.map((item) => ({ ...item, rules: new Set<SafetyAlertType>() }));
  return [
    ...report(`leave-one-group-out over ${sets.length} groups (each bench set, and the written utterances in ${WRITTEN_FOLDS} folds), classifier alone, thresholds in model.ts`, alone, ALERT_PROBABILITY),
    ...report('  the same, rules + classifier', heldOut, ALERT_PROBABILITY),
    ...report(`  rules + classifier at the thresholds chosen for precision >= ${TARGET_PRECISION} per kind (optimistic: chosen on these runs)`, heldOut, chosen),
    ...report('  classifier alone at those thresholds', alone, chosen),
    ...nested(heldOut),
    `  chosen ALERT_PROBABILITY: ${JSON.stringify(chosen)}`,
  ];
}

/**
 * Leave-one-set-out estimate of how the classifier alone does on an author's round it never saw: for
 * each bench set copied into the corpus, train on everything else and screen that set. Slower than
 * training (one run per set), so only on request: `npm run train:safety -- --cross-validate`.
 */
import { LABELS, type CorpusItem } from './corpus';
import { extractFeatures } from './features';
import { ALERT_PROBABILITY } from './model';
import { probabilities } from './softmax';
import { trainWeights } from './train';

const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(3));

export function crossValidate(items: readonly CorpusItem[]): string[] {
  const sets = [...new Set(items.map((i) => i.source).filter((s) => !s.startsWith('written-')))];
  const any = { tp: 0, fp: 0, fn: 0 };
  const perKind = new Map(LABELS.slice(1).map((l) => [l, { tp: 0, fp: 0, fn: 0 }]));
  const perSet: string[] = [];
  for (const held of sets) {
    const before = { ...any };
    const weights = trainWeights(items.filter((i) => i.source !== held));
    for (const item of items.filter((i) => i.source === held)) {
      const p = probabilities(weights, extractFeatures(item.text, item.storyThings), LABELS.length);
      const kinds = LABELS.filter((label, i) => i > 0 && (p[i] ?? 0) >= ALERT_PROBABILITY);
      if (kinds.length > 0 && item.label !== 'none') any.tp += 1;
      else if (kinds.length > 0) any.fp += 1;
      else if (item.label !== 'none') any.fn += 1;
      for (const [kind, c] of perKind) {
        if (kinds.includes(kind) && item.label === kind) c.tp += 1;
        else if (kinds.includes(kind)) c.fp += 1;
        else if (item.label === kind) c.fn += 1;
      }
    }
    const tp = any.tp - before.tp;
    perSet.push(`${held} ${ratio(tp, tp + any.fp - before.fp)}/${ratio(tp, tp + any.fn - before.fn)}`);
  }
  return [
    `leave-one-set-out over ${sets.length} bench sets, classifier alone: any alert precision ${ratio(any.tp, any.tp + any.fp)} recall ${ratio(any.tp, any.tp + any.fn)}`,
    ...[...perKind].map(([kind, c]) => `  ${kind.padEnd(22)} precision ${ratio(c.tp, c.tp + c.fp)} recall ${ratio(c.tp, c.tp + c.fn)}`),
    `  any alert precision/recall per held-out set: ${perSet.join(', ')}`,
  ];
}

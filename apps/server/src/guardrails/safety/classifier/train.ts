/**
 * Turns the corpus into weights: features per utterance, rare features dropped (seen in fewer than
 * MIN_COUNT utterances, they mostly memorise), softmax regression with fixed settings and seed, then
 * weights rounded and near-zero rows removed to keep the committed file small.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { corpusFiles, LABELS, type CorpusItem } from './corpus';
import { extractFeatures } from './features';
import { trainSoftmax, type SparseExample, type TrainOptions } from './softmax';

export const MIN_COUNT = 2;
export const TRAIN_OPTIONS: TrainOptions = {
  classes: LABELS.length, epochs: 20, learningRate: 0.2, l2: 1e-5, seed: 20_241_122,
};

export interface SafetyWeightsFile {
  /** Fingerprint of the corpus and the classifier's code; stale weights are caught by a test. */
  fingerprint: string;
  labels: readonly string[];
  trainedOn: Record<string, number>;
  weights: Record<string, number[]>;
}

/** The code that decides what the weights come out as (features and their word lists, the learner). */
const TRAINING_SOURCES = ['corpus.ts', 'features.ts', 'softmax.ts', 'story-things.ts', 'train.ts', '../lexicon.ts', '../normalize.ts', '../speech.ts', '../swears.ts', '../../../language/text.ts'];

/** A hash of everything the weights depend on: corpus files and the classifier's own source. */
export function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of corpusFiles()) hash.update(file.name).update(file.text);
  const here = new URL('./', import.meta.url);
  for (const name of TRAINING_SOURCES) hash.update(name).update(readFileSync(new URL(name, here), 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

export function toExamples(items: readonly CorpusItem[]): SparseExample[] {
  const featureLists = items.map((item) => extractFeatures(item.text, item.storyThings));
  const counts = new Map<string, number>();
  for (const list of featureLists) for (const f of list) counts.set(f, (counts.get(f) ?? 0) + 1);
  return items.map((item, i) => ({
    features: (featureLists[i] ?? []).filter((f) => (counts.get(f) ?? 0) >= MIN_COUNT),
    label: LABELS.indexOf(item.label),
  }));
}

export function trainWeights(items: readonly CorpusItem[], options: TrainOptions = TRAIN_OPTIONS): Map<string, Float64Array> {
  return trainSoftmax(toExamples(items), options);
}

export function weightsFile(items: readonly CorpusItem[], weights: ReadonlyMap<string, Float64Array>): SafetyWeightsFile {
  const rows: Record<string, number[]> = {};
  for (const [feature, row] of [...weights].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const rounded = [...row].map((w) => Math.round(w * 1000) / 1000);
    if (rounded.some((w) => Math.abs(w) >= 0.01)) rows[feature] = rounded;
  }
  const trainedOn: Record<string, number> = {};
  for (const item of items) trainedOn[item.label] = (trainedOn[item.label] ?? 0) + 1;
  return { fingerprint: fingerprint(), labels: LABELS, trainedOn, weights: rows };
}

/**
 * Multinomial logistic regression over sparse binary features, trained with AdaGrad and L2 decay in a
 * fixed, seeded order so the same corpus always gives the same weights. Each example's features are
 * scaled to unit length, so a long message does not outvote a short one.
 */
import { seededRandom } from '../../../common/seeded-random';

export interface SparseExample {
  features: readonly string[];
  label: number;
}

export interface TrainOptions {
  classes: number;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Per-class weight of an example's loss (rarer or costlier classes count more). */
  classWeights?: readonly number[];
}

export type WeightTable = Map<string, Float64Array>;


/** Class probabilities for one feature list. */
export function probabilities(weights: ReadonlyMap<string, ArrayLike<number>>, features: readonly string[], classes: number): number[] {
  const scale = 1 / Math.sqrt(Math.max(1, features.length));
  const scores = new Array<number>(classes).fill(0);
  for (const f of features) {
    const w = weights.get(f);
    if (!w) continue;
    for (let c = 0; c < classes; c += 1) scores[c] = (scores[c] ?? 0) + (w[c] ?? 0) * scale;
  }
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

export function trainSoftmax(examples: readonly SparseExample[], options: TrainOptions): WeightTable {
  const { classes } = options;
  const weights: WeightTable = new Map();
  const squared = new Map<string, Float64Array>();
  for (const example of examples) {
    for (const f of example.features) {
      if (!weights.has(f)) {
        weights.set(f, new Float64Array(classes));
        squared.set(f, new Float64Array(classes).fill(1e-8));
      }
    }
  }
  const random = seededRandom(options.seed);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const index of order) {
      const example = examples[index];
      if (!example) continue;
      const p = probabilities(weights, example.features, classes);
      const scale = 1 / Math.sqrt(Math.max(1, example.features.length));
      const weight = options.classWeights?.[example.label] ?? 1;
      for (const f of example.features) {
        const w = weights.get(f);
        const g2 = squared.get(f);
        if (!w || !g2) continue;
        for (let c = 0; c < classes; c += 1) {
          const gradient = weight * ((p[c] ?? 0) - (c === example.label ? 1 : 0)) * scale + options.l2 * (w[c] ?? 0);
          g2[c] = (g2[c] ?? 0) + gradient * gradient;
          w[c] = (w[c] ?? 0) - (options.learningRate * gradient) / Math.sqrt(g2[c] ?? 1);
        }
      }
    }
  }
  return weights;
}

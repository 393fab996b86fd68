/**
 * The trained safety classifier at run time: weights from weights.json (written by `npm run
 * train:safety`), loaded once on first use. A kind is reported when its probability reaches its
 * ALERT_PROBABILITY, or when "some alert" is more likely than "none" and the kind is the likeliest one
 * (so a message split between bullying and violence is still reported).
 */
import { readFileSync } from 'node:fs';
import { PERSON_NOUNS } from '../lexicon';
import { SAFETY_ALERT_TYPES, type SafetyAlertType } from '../types';
import { extractFeatures, STORY_TOKEN } from './features';
import { probabilities } from './softmax';
import type { SafetyWeightsFile } from './train';

/**
 * Per-kind probability at which the classifier reports a kind. Chosen by cross-validation over the
 * bench sets and folds of the written utterances (`npm run train:safety -- --cross-validate` prints
 * the choice): for each kind a value on a 0.025 grid that keeps the held-out precision of the whole
 * screen at 0.85 or more and gives it the most recall, the highest such value when lower ones add
 * almost no recall. Round four (helpers' files and fresh13/14 in the corpus, harm by grown-ups no
 * longer also counted as bullying) let bullying reach 0.85 too. Personal information sits at the
 * grid's floor (0.1). Never chosen on an unseen set.
 */
export const ALERT_PROBABILITY: Record<SafetyAlertType, number> = {
  personal_information: 0.1, self_harm: 0.375, bullying: 0.425, violence: 0.3, profanity: 0.225,
};
/** When no kind reaches its threshold but "some alert" is at least this likely, the likeliest kind is reported. */
export const SOME_ALERT_PROBABILITY = 0.5;

/** The kinds a probability per label (in LABELS order, "none" first) alerts on, at the given thresholds. */
export function alertKinds(p: ReadonlyMap<string, number>, thresholds: Readonly<Record<SafetyAlertType, number>> = ALERT_PROBABILITY): SafetyAlertType[] {
  const ranked = SAFETY_ALERT_TYPES.map((kind) => ({ kind, p: p.get(kind) ?? 0 })).sort((a, b) => b.p - a.p);
  const kinds = ranked.filter((r) => r.p >= thresholds[r.kind]).map((r) => r.kind);
  const top = ranked[0];
  if (top && kinds.length === 0 && 1 - (p.get('none') ?? 0) >= SOME_ALERT_PROBABILITY) kinds.push(top.kind);
  return kinds;
}
/**
 * Below this share of words it learned from, the classifier is guessing from a few letter groups
 * ("hello" shares letters with a swear) or the message is in another language: it stays silent and
 * the rules alone decide.
 */
export const MIN_KNOWN_WORDS = 0.5;
export const WEIGHTS_URL = new URL('./weights.json', import.meta.url);

interface LoadedModel {
  labels: readonly string[];
  weights: Map<string, readonly number[]>;
}

let loaded: LoadedModel | null = null;

function model(): LoadedModel {
  if (!loaded) {
    const file = JSON.parse(readFileSync(WEIGHTS_URL, 'utf8')) as SafetyWeightsFile;
    loaded = { labels: file.labels, weights: new Map(Object.entries(file.weights)) };
  }
  return loaded;
}

/** Probability of each alert kind (and of none) for one message. */
export function kindProbabilities(message: string, storyThings: ReadonlySet<string> = new Set()): Map<string, number> {
  return probabilitiesOf(extractFeatures(message, storyThings));
}

function probabilitiesOf(features: readonly string[]): Map<string, number> {
  const { labels, weights } = model();
  const p = probabilities(weights, features, labels.length);
  return new Map(labels.map((label, i) => [label, p[i] ?? 0]));
}

function knownWordShare(features: readonly string[]): number {
  const { weights } = model();
  const words = features.filter((f) => f.startsWith('w:'));
  return words.length === 0 ? 0 : words.filter((f) => weights.has(f)).length / words.length;
}

const STORY_KINDS = new Set<SafetyAlertType>(['self_harm', 'bullying', 'violence']);
const ABOUT_REAL_PEOPLE = /\b(?:i|i'm|im|i'll|ill|i'd|id|i've|ive|me|my|myself|mine|we|us|our|you|your|u|ur)\b/;
/** Anyone other than a story character who could be hurt or bullied, the child included. */
const REAL_TARGETS = new Set(['me', 'my', 'myself', 'us', 'our', 'you', 'your', 'u', 'ur', 'him', 'her', 'them', 'he', 'she', 'they', 'his', 'their', 'someone', 'somebody', 'everyone', 'everybody', 'people', 'anyone', ...PERSON_NOUNS]);

/**
 * Harm that only story characters take part in is the story's: "the wolf should die" (nobody real at
 * all), or "i want to drown Tobin" (the child as actor, a story character as the only target).
 */
function storyOnly(kind: SafetyAlertType, message: string, features: readonly string[]): boolean {
  if (!STORY_KINDS.has(kind) || !features.includes(`w:${STORY_TOKEN}`)) return false;
  if (!ABOUT_REAL_PEOPLE.test(message.toLowerCase())) return true;
  if (kind === 'self_harm') return false;
  return !features.some((f) => f.startsWith('w:') && REAL_TARGETS.has(f.slice(2)));
}

/**
 * Kinds the classifier would alert on. Harm said only of story characters is the story's, not the
 * child's. `thresholds`: the per-kind bar, ALERT_PROBABILITY unless the caller screens unclear audio.
 */
export function classifierKinds(
  message: string,
  storyThings: ReadonlySet<string> = new Set(),
  thresholds: Readonly<Record<SafetyAlertType, number>> = ALERT_PROBABILITY,
): SafetyAlertType[] {
  const features = extractFeatures(message, storyThings);
  if (knownWordShare(features) < MIN_KNOWN_WORDS) return [];
  return alertKinds(probabilitiesOf(features), thresholds).filter((kind) => !storyOnly(kind, message, features));
}

/**
 * Screens each child message before the companion answers: personal information, self-harm, bullying,
 * violence and profanity. Two layers, both offline: rules (phrases and sentence structure), which
 * explain precise cases such as phone numbers and addresses, and a classifier trained on labelled
 * child utterances (./classifier), which catches phrasings no rule was written for. A kind is
 * reported when either finds it (less two double reports, see ./merge-kinds); the rule's finding is
 * kept when both do.
 */
import { classifierFindings } from './classifier/screen-classifier';
import { mergeKinds } from './merge-kinds';
import { screenHarm } from './rules-harm';
import { screenPersonal } from './rules-personal';
import { screenProfanity } from './rules-profanity';
import { asksAboutStory } from './story-question';
import type { SafetyContext, SafetyFinding } from './types';

/** Messages longer than this are screened in overlapping windows of this size. */
const WINDOW_CHARS = 2000;
/** Longer messages are cut here: nobody says more in one turn, and screening stays fast. */
const MAX_CHARS = 20_000;

function storyWordsOf(context: SafetyContext | undefined): Set<string> {
  const words = new Set<string>();
  for (const w of (context?.storyText ?? '').toLowerCase().split(/[^a-z']+/)) if (w.length > 2) words.add(w);
  for (const name of context?.characterNames ?? []) for (const w of name.toLowerCase().split(/\s+/)) words.add(w);
  return words;
}

/** Findings of the rules alone, at most one per alert type; the bench reports this layer on its own. */
export function screenRules(message: string, context?: SafetyContext): SafetyFinding[] {
  const text = message.slice(0, MAX_CHARS);
  if (text.trim().length === 0) return [];
  const storyWords = storyWordsOf(context);
  const all: SafetyFinding[] = [];
  for (let start = 0; start < text.length; start += WINDOW_CHARS / 2) {
    const window = text.slice(start, start + WINDOW_CHARS);
    all.push(...screenPersonal(window), ...screenHarm(window, storyWords), ...screenProfanity(window));
    if (start + WINDOW_CHARS >= text.length) break;
  }
  return mostSeverePerType(all);
}

/** Findings for one message, at most one per alert type (the most severe); empty when it is safe. */
export function screenMessage(message: string, context?: SafetyContext): SafetyFinding[] {
  const text = message.slice(0, MAX_CHARS);
  if (text.trim().length === 0) return [];
  const rules = screenRules(text, context);
  const ruleKinds = new Set(rules.map((f) => f.alertType));
  // A question about the story's own people and things is the rules' to screen, not the classifier's.
  const learned = asksAboutStory(text, context?.storyText, context?.characterNames) ? [] : classifierFindings(text, context);
  const kept = mergeKinds(ruleKinds, new Set(learned.map((f) => f.alertType)), text);
  return [...rules, ...learned.filter((f) => !ruleKinds.has(f.alertType))].filter((f) => kept.has(f.alertType));
}

function mostSeverePerType(all: readonly SafetyFinding[]): SafetyFinding[] {
  const byType = new Map<string, SafetyFinding>();
  const rank = { critical: 3, high: 2, medium: 1 } as const;
  for (const f of all) {
    const kept = byType.get(f.alertType);
    if (!kept || rank[f.severity] > rank[kept.severity]) byType.set(f.alertType, f);
  }
  return [...byType.values()];
}

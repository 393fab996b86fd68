/**
 * Screens each child message before the companion answers: personal information, self-harm, bullying,
 * violence and profanity. Pattern lists only (no model), so it works offline and explains itself.
 */
import { screenHarm } from './rules-harm';
import { screenPersonal } from './rules-personal';
import { screenProfanity } from './rules-profanity';
import type { SafetyContext, SafetyFinding } from './types';

/** Messages longer than this are screened in overlapping windows of this size. */
const WINDOW_CHARS = 2000;

function storyWordsOf(context: SafetyContext | undefined): Set<string> {
  const words = new Set<string>();
  for (const w of (context?.storyText ?? '').toLowerCase().split(/[^a-z']+/)) if (w.length > 2) words.add(w);
  for (const name of context?.characterNames ?? []) for (const w of name.toLowerCase().split(/\s+/)) words.add(w);
  return words;
}

/** Findings for one message, at most one per alert type (the most severe); empty when it is safe. */
export function screenMessage(message: string, context?: SafetyContext): SafetyFinding[] {
  const text = message.slice(0, 20_000);
  if (text.trim().length === 0) return [];
  const storyWords = storyWordsOf(context);
  const all: SafetyFinding[] = [];
  for (let start = 0; start < text.length; start += WINDOW_CHARS / 2) {
    const window = text.slice(start, start + WINDOW_CHARS);
    all.push(...screenPersonal(window), ...screenHarm(window, storyWords), ...screenProfanity(window));
    if (start + WINDOW_CHARS >= text.length) break;
  }
  const byType = new Map<string, SafetyFinding>();
  const rank = { critical: 3, high: 2, medium: 1 } as const;
  for (const f of all) {
    const kept = byType.get(f.alertType);
    if (!kept || rank[f.severity] > rank[kept.severity]) byType.set(f.alertType, f);
  }
  return [...byType.values()];
}

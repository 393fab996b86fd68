/**
 * The classifier's findings for one message, in the screen's vocabulary. Long messages are read in
 * overlapping word windows, so one unsafe sentence inside a long ramble is not diluted away. Story
 * things are worked out once per story and reused across the turns of a session.
 */
import type { SafetyAlertType, SafetyContext, SafetyFinding, SafetySeverity } from '../types';
import { ALERT_PROBABILITY, classifierKinds } from './model';
import { storyThings } from './story-things';

const SEVERITY: Record<SafetyAlertType, SafetySeverity> = {
  self_harm: 'critical', violence: 'high', bullying: 'high', personal_information: 'high', profanity: 'medium',
};
/** What the teacher reads; general on purpose, since the classifier has no phrase to point to and must not quote. */
const DESCRIPTION: Record<SafetyAlertType, string> = {
  self_harm: 'The child said something that reads like wanting to hurt themselves or not wanting to live.',
  violence: 'The child said something that reads like a threat of harm, being hurt by someone, or a weapon.',
  bullying: 'The child said something that reads like being bullied, left out or insulted, or insulting someone.',
  personal_information: 'The child seems to have shared personal details such as a name, address, number or account.',
  profanity: 'The child seems to have used a swear word.',
};
const WINDOW_WORDS = 40;

let cachedKey = '';
let cachedThings: Set<string> = new Set();

function thingsOf(context: SafetyContext | undefined): Set<string> {
  const key = `${context?.storyText ?? ''}\u0000${(context?.characterNames ?? []).join('\u0000')}`;
  if (key !== cachedKey) {
    cachedThings = storyThings(context);
    cachedKey = key;
  }
  return cachedThings;
}

function windows(text: string): string[] {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  if (words.length <= WINDOW_WORDS * 1.5) return [text];
  const out: string[] = [];
  for (let start = 0; start < words.length; start += WINDOW_WORDS / 2) {
    out.push(words.slice(start, start + WINDOW_WORDS).join(' '));
    if (start + WINDOW_WORDS >= words.length) break;
  }
  return out;
}

export function classifierFindings(
  text: string,
  context?: SafetyContext,
  thresholds: Readonly<Record<SafetyAlertType, number>> = ALERT_PROBABILITY,
): SafetyFinding[] {
  const things = thingsOf(context);
  const kinds = new Set<SafetyAlertType>();
  for (const window of windows(text)) for (const kind of classifierKinds(window, things, thresholds)) kinds.add(kind);
  return [...kinds].map((alertType) => ({ alertType, severity: SEVERITY[alertType], description: DESCRIPTION[alertType] }));
}

/**
 * What the companion says after an unsafe message: kind, short, pointing to a trusted adult where the
 * child may be at risk, and never repeating the child's words back.
 */
import type { AgeProfileKey as AgeBand } from '@shared';
import { fitToBand } from '../../language/limit';
import { mostSevere, type SafetyAlertType, type SafetyFinding } from './types';

const YOUNG: Record<SafetyAlertType, string> = {
  self_harm: "I'm really glad you told me. Please tell a grown-up you trust right now. You matter so much!",
  bullying: 'That sounds hard. Please tell a teacher or a grown-up you trust. You deserve to feel safe.',
  violence: 'Everyone should be safe. Please talk to a grown-up you trust about this.',
  personal_information: "Let's keep that private! Never share where you live or your phone number. Back to our story!",
  profanity: "Let's use kind words. Back to our story!",
};
const MIDDLE: Record<SafetyAlertType, string> = {
  self_harm: "Thank you for telling me. You matter. Please talk to a trusted adult, like a parent or teacher, right now.",
  bullying: "I'm sorry that's happening. Please tell a teacher or an adult you trust so they can help. You deserve to be safe.",
  violence: 'That sounds serious. Please talk to a trusted adult about it so everyone stays safe.',
  personal_information: "Let's keep personal details like addresses, phone numbers and school names private. Back to the story!",
  profanity: "Let's keep our words kind. Shall we get back to the story?",
};
const OLDER: Record<SafetyAlertType, string> = {
  self_harm:
    "Thank you for telling me. You matter, and you don't have to handle this alone. Please talk to a trusted adult now, or contact a crisis helpline.",
  bullying: "I'm sorry you're dealing with that. Please tell a teacher, counsellor or another adult you trust; they can help.",
  violence: 'That sounds serious. Please talk to a trusted adult or counsellor so everyone stays safe.',
  personal_information: "It's best not to share personal details like your address, phone number or school here. Let's return to the story.",
  profanity: "Let's keep the language respectful. Back to the story?",
};

/** The reply for the most severe finding, or null when there is none. */
export function safetyRedirect(band: AgeBand, findings: readonly SafetyFinding[]): string | null {
  const finding = mostSevere(findings);
  if (!finding) return null;
  const table = band === '6-8' ? YOUNG : band === '9-11' ? MIDDLE : OLDER;
  return fitToBand(table[finding.alertType], band);
}

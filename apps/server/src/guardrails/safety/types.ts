/** Safety screening results, in the alert vocabulary of the teacher's Safety Alerts tab. */
// The kinds are shared with the dashboard's alert filter, so they are defined once, in packages/shared.
import { SAFETY_ALERT_TYPES, type SafetyAlertType } from '@shared';

export { SAFETY_ALERT_TYPES, type SafetyAlertType };
export type SafetySeverity = 'critical' | 'high' | 'medium';

export interface SafetyFinding {
  alertType: SafetyAlertType;
  severity: SafetySeverity;
  /** What was found, for the teacher; never quotes the child's words. */
  description: string;
  /** Found in a low-confidence hearing: the words may have been misheard (the teacher sees "unclear audio"). */
  unclearAudio?: boolean;
}

/** What the screen knows about the story, so "the wolf wanted to kill the pig" is not an alert. */
export interface SafetyContext {
  /** Story text (or any text whose nouns and names count as story things). */
  storyText?: string;
  characterNames?: readonly string[];
}

const SEVERITY_RANK: Record<SafetySeverity, number> = { critical: 3, high: 2, medium: 1 };

/** The finding to act on first: the most severe. */
export function mostSevere(findings: readonly SafetyFinding[]): SafetyFinding | null {
  return findings.reduce<SafetyFinding | null>(
    (best, f) => (best === null || SEVERITY_RANK[f.severity] > SEVERITY_RANK[best.severity] ? f : best),
    null,
  );
}

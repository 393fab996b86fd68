/** Severity of a topic-drift alert from the guardrail's scores (child-side sections 3, 4 and 9). */
import { DRIFT_MODERATE_SCORE_ABOVE, DRIFT_SEVERE_SIMILARITY_BELOW } from '../constants/limits';

/** The guardrail's topic-drift scores (same fields as the topic-drift event's scores). */
export interface DriftSeverityInput {
  contentSimilarity: number;
  storyRelevance: number;
  driftScore: number;
}

export type DriftSeverity = 'mild' | 'moderate' | 'severe';

/** Severe below 0.1 similarity; moderate when the drift score is above 2 or relevance is 0; else mild. */
export function driftSeverity(scores: DriftSeverityInput): DriftSeverity {
  if (scores.contentSimilarity < DRIFT_SEVERE_SIMILARITY_BELOW) return 'severe';
  if (scores.driftScore > DRIFT_MODERATE_SCORE_ABOVE || scores.storyRelevance === 0) return 'moderate';
  return 'mild';
}

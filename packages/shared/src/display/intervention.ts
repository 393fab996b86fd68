/** The persona indicator's intervention bar and the history view's counts (child-side section 2 item 10). */
import { INTERVENTION_BAR_RED_ABOVE_PERCENT, INTERVENTION_WARNING_REMAINING } from '../constants/limits';

export interface InterventionBarState {
  remaining: number;
  /** Share of the budget used, 0-100. */
  percentUsed: number;
  /** The bar turns red above 80% use. */
  isRed: boolean;
  /** A warning mark shows when 1 or fewer interventions remain. */
  showWarning: boolean;
}

export function interventionBarState(used: number, maxInterventions: number): InterventionBarState {
  const remaining = Math.max(0, maxInterventions - used);
  const percentUsed = maxInterventions > 0 ? Math.min(100, (used / maxInterventions) * 100) : 100;
  return {
    remaining,
    percentUsed,
    isRed: percentUsed > INTERVENTION_BAR_RED_ABOVE_PERCENT,
    showWarning: remaining <= INTERVENTION_WARNING_REMAINING,
  };
}

/** Persona history header: 'N / max Interventions'. */
export function interventionsHeaderText(total: number, maxInterventions: number): string {
  return `${total} / ${maxInterventions} Interventions`;
}

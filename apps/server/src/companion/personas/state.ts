/**
 * Per-conversation persona state: a plain serialisable object (store it as JSON) and the status shape of
 * `GET /voicelive/personas/current` (child-side section 3, Persona status).
 */
import type { PersonaType } from './catalog';

/** Interventions maximum (child-side section 9). */
export const DEFAULT_MAX_INTERVENTIONS = 10;
/** Progress thresholds, in percent, at which the companion may step in. */
export const MILESTONES = [25, 50, 75, 100] as const;
export type Milestone = (typeof MILESTONES)[number];

const MILESTONE_NAMES = { 25: 'quarter', 50: 'halfway', 75: 'three_quarters', 100: 'finished' } as const;
export type MilestoneName = (typeof MILESTONE_NAMES)[Milestone];

/** The name a milestone travels under in the switch event ("halfway"). */
export function milestoneName(milestone: Milestone): MilestoneName {
  return MILESTONE_NAMES[milestone];
}

export interface PersonaState {
  conversation_id: string;
  active_persona: PersonaType;
  intervention_count: number;
  max_interventions: number;
  persona_switch_count: number;
  milestonesReached: Milestone[];
  /** Misreadings per normalised word this session: two on one word call the pronunciation coach. */
  miscueCounts: Record<string, number>;
  /** Words the coach already helped with, so one word never triggers the coach twice. */
  coachedWords: string[];
  lastProgressPercent: number;
}

export interface PersonaStatus {
  conversation_id: string;
  active_persona: PersonaType;
  intervention_count: number;
  max_interventions: number;
  can_intervene: boolean;
  remaining_interventions: number;
  persona_switch_count: number;
}

export function createPersonaState(
  conversationId: string,
  maxInterventions: number = DEFAULT_MAX_INTERVENTIONS,
): PersonaState {
  return {
    conversation_id: conversationId,
    active_persona: 'gentle_teacher',
    intervention_count: 0,
    max_interventions: maxInterventions,
    persona_switch_count: 0,
    milestonesReached: [],
    miscueCounts: {},
    coachedWords: [],
    lastProgressPercent: 0,
  };
}

export function remainingInterventions(state: PersonaState): number {
  return Math.max(0, state.max_interventions - state.intervention_count);
}

export function personaStatus(state: PersonaState): PersonaStatus {
  const remaining = remainingInterventions(state);
  return {
    conversation_id: state.conversation_id,
    active_persona: state.active_persona,
    intervention_count: state.intervention_count,
    max_interventions: state.max_interventions,
    can_intervene: remaining > 0,
    remaining_interventions: remaining,
    persona_switch_count: state.persona_switch_count,
  };
}

/** The indicator's warning mark: 1 or fewer interventions left (child-side section 9). */
export function isBudgetWarning(state: PersonaState): boolean {
  return remainingInterventions(state) <= 1;
}

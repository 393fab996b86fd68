/**
 * What the persona policy hands to the outside world: the `persona_switched` event of the voice socket
 * (child-side section 3) and the intervention record the persona history lists (teacher-side section 3).
 */
import type { PersonaType } from './catalog';
import type { PersonaDecision, TriggerReason } from './policy';
import { milestoneName, type MilestoneName, type PersonaState } from './state';

export interface PersonaSwitchEvent {
  type: 'persona_switched';
  persona: PersonaType;
  reason: TriggerReason;
  /** The milestone's name ("halfway"), null when no milestone prompted the switch. */
  milestone: MilestoneName | null;
  intervention_count: number;
  conversation_id: string;
}

export interface InterventionRecord {
  persona_type: PersonaType;
  intervention_number: number;
  trigger_reason: TriggerReason;
  reading_progress_percent: number;
  story_title: string | null;
  user_message: string;
  assistant_response: string;
  metadata: Record<string, unknown>;
}

/** The switch event for a decision, or null when the persona did not change. */
export function switchEvent(state: PersonaState, decision: PersonaDecision): PersonaSwitchEvent | null {
  if (!decision.switched || decision.reason === null) return null;
  return {
    type: 'persona_switched',
    persona: decision.persona,
    reason: decision.reason,
    milestone: decision.milestone === null ? null : milestoneName(decision.milestone),
    intervention_count: state.intervention_count,
    conversation_id: state.conversation_id,
  };
}

/**
 * The record to store for a decision that spent an intervention, or null for a free turn. `state` is
 * the state after the decision, so the record's number is the intervention's own (1 for the first).
 */
export function interventionRecord(
  state: PersonaState,
  decision: PersonaDecision,
  context: { storyTitle: string | null; userMessage: string; assistantResponse: string; metadata?: Record<string, unknown> },
): InterventionRecord | null {
  if (!decision.intervened || decision.reason === null) return null;
  return {
    persona_type: decision.persona,
    intervention_number: state.intervention_count,
    trigger_reason: decision.reason,
    reading_progress_percent: Math.round(state.lastProgressPercent),
    story_title: context.storyTitle,
    user_message: context.userMessage,
    assistant_response: context.assistantResponse,
    metadata: {
      ...(decision.milestone !== null ? { milestone: decision.milestone } : {}),
      ...(decision.word !== null ? { word: decision.word } : {}),
      ...(decision.character !== null ? { character: decision.character } : {}),
      ...context.metadata,
    },
  };
}

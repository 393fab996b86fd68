/** How voice events update the persona status the indicator shows (spec section 4, persona switching). */
import type { PersonaStatus, PersonaType } from '@shared/schemas/persona';
import type { RealtimeServerEvent } from '../voice/realtime-protocol';

function withPersona(
  current: PersonaStatus | null,
  conversationId: string,
  persona: PersonaType,
  interventionCount: number,
  defaultMax: number,
  switched: boolean,
): PersonaStatus {
  const max = current?.max_interventions ?? defaultMax;
  const remaining = Math.max(0, max - interventionCount);
  const changed = current !== null && current.active_persona !== persona;
  return {
    conversation_id: conversationId,
    active_persona: persona,
    intervention_count: interventionCount,
    max_interventions: max,
    remaining_interventions: remaining,
    can_intervene: remaining > 0,
    persona_switch_count: (current?.persona_switch_count ?? 0) + (switched || changed ? 1 : 0),
  };
}

/** Returns `current` itself when the event says nothing new, so callers can tell a change apart. */
export function applyPersonaEvent(
  current: PersonaStatus | null,
  event: RealtimeServerEvent,
  conversationId: string,
  defaultMax: number,
): PersonaStatus | null {
  if (event.type === 'persona_switched') {
    if (event.conversation_id !== conversationId) return current;
    return withPersona(current, conversationId, event.persona, event.intervention_count, defaultMax, true);
  }
  if (event.active_persona === undefined || event.intervention_count === undefined) return current;
  if (
    current &&
    current.active_persona === event.active_persona &&
    current.intervention_count === event.intervention_count
  ) {
    return current;
  }
  return withPersona(current, conversationId, event.active_persona, event.intervention_count, defaultMax, false);
}

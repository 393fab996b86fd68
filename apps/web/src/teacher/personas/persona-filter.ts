/** The persona history's filter and search (teacher-side 2.4), and its summary figures. */
import type { PersonaConversation, PersonaType } from '@shared/schemas/persona';

export type PersonaFilter = 'all' | PersonaType;

/** Keeps conversations of the chosen persona whose assistant response or child message contains the search. */
export function filterConversations(
  conversations: readonly PersonaConversation[],
  persona: PersonaFilter,
  search: string,
): PersonaConversation[] {
  const needle = search.trim().toLowerCase();
  return conversations.filter(
    (conversation) =>
      (persona === 'all' || conversation.persona_type === persona) &&
      (needle === '' ||
        conversation.assistant_response.toLowerCase().includes(needle) ||
        conversation.user_message.toLowerCase().includes(needle)),
  );
}

export interface PersonaSummary {
  totalInterventions: number;
  uniquePersonas: number;
  /** Max minus total, never below zero. */
  remaining: number;
}

export function personaSummary(
  conversations: readonly PersonaConversation[],
  totalInterventions: number,
  maxInterventions: number,
): PersonaSummary {
  return {
    totalInterventions,
    uniquePersonas: new Set(conversations.map((conversation) => conversation.persona_type)).size,
    remaining: Math.max(0, maxInterventions - totalInterventions),
  };
}

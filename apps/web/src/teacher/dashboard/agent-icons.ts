/** Icons the dashboard shows beside each agent and persona (decorative: the label always accompanies them). */
import type { AgentType } from '@shared/schemas/dashboard-sessions';
import type { PersonaType } from '@shared/schemas/persona';

export const AGENT_ICONS: Record<AgentType, string> = {
  wordwizard: '🧙',
  quizcritter: '🦉',
  roleranger: '🎭',
  evidencebuddy: '🔍',
  safetyshield: '🛡️',
};

export const PERSONA_ICONS: Record<PersonaType, string> = {
  gentle_teacher: '👩‍🏫',
  pronunciation_coach: '🗣️',
  quiz_critter: '🦉',
  role_ranger: '🎭',
};

import { describe, expect, it } from 'vitest';
import type { PersonaStatus } from '@shared/schemas/persona';
import type { RealtimeServerEvent } from '../voice/realtime-protocol';
import { applyPersonaEvent } from './persona-updates';

const id = 'conversation_1700000000000_0123456789abcdef0123456789abcdef';
const base: PersonaStatus = {
  conversation_id: id,
  active_persona: 'gentle_teacher',
  intervention_count: 2,
  max_interventions: 10,
  can_intervene: true,
  remaining_interventions: 8,
  persona_switch_count: 0,
};

describe('persona updates', () => {
  it('applies a persona_switched event of this conversation', () => {
    const event = {
      type: 'persona_switched',
      persona: 'quiz_critter',
      reason: 'quiz_milestone',
      milestone: 'halfway',
      intervention_count: 9,
      conversation_id: id,
    } as RealtimeServerEvent;
    expect(applyPersonaEvent(base, event, id, 10)).toMatchObject({
      active_persona: 'quiz_critter',
      intervention_count: 9,
      remaining_interventions: 1,
      persona_switch_count: 1,
    });
  });

  it('ignores a switch for another conversation', () => {
    const event = { type: 'persona_switched', persona: 'role_ranger', reason: 'x', milestone: null, intervention_count: 1, conversation_id: 'other' } as RealtimeServerEvent;
    expect(applyPersonaEvent(base, event, id, 10)).toBe(base);
  });

  it('picks up persona fields riding on any voice event, and keeps the same object when nothing changed', () => {
    const moved = { type: 'response.done', response: { id: 'r', status: 'completed' }, active_persona: 'pronunciation_coach', intervention_count: 3 } as RealtimeServerEvent;
    expect(applyPersonaEvent(base, moved, id, 10)?.active_persona).toBe('pronunciation_coach');
    const same = { type: 'response.done', response: { id: 'r', status: 'completed' }, active_persona: 'gentle_teacher', intervention_count: 2 } as RealtimeServerEvent;
    expect(applyPersonaEvent(base, same, id, 10)).toBe(base);
    const plain = { type: 'response.done', response: { id: 'r', status: 'completed' } } as RealtimeServerEvent;
    expect(applyPersonaEvent(null, plain, id, 10)).toBeNull();
  });

  it('starts from the default budget when the status never loaded', () => {
    const event = { type: 'response.created', response: { id: 'r', status: 'in_progress' }, active_persona: 'gentle_teacher', intervention_count: 10 } as RealtimeServerEvent;
    expect(applyPersonaEvent(null, event, id, 10)).toMatchObject({ max_interventions: 10, can_intervene: false });
  });
});

import { describe, expect, it } from 'vitest';
import type { PersonaConversation } from '@shared/schemas/persona';
import { filterConversations, personaSummary } from './persona-filter';

function conversation(id: string, persona: PersonaConversation['persona_type'], user: string, assistant: string) {
  return {
    id,
    persona_type: persona,
    intervention_number: Number(id),
    trigger_reason: 'difficult_word',
    reading_progress_percent: 40,
    timestamp: '2026-01-05T10:00:00.000Z',
    story_context: { title: 'The Fox' },
    user_message: user,
    assistant_response: assistant,
    metadata: {},
  } satisfies PersonaConversation;
}

const history = [
  conversation('1', 'gentle_teacher', 'I cannot read this', 'Let us sound it out together'),
  conversation('2', 'pronunciation_coach', 'Is it thorough?', 'Say THUR-oh slowly'),
  conversation('3', 'gentle_teacher', 'Why did the fox run?', 'Great question about the FOX'),
];

describe('filterConversations', () => {
  it('keeps only the chosen persona', () => {
    expect(filterConversations(history, 'gentle_teacher', '').map((item) => item.id)).toEqual(['1', '3']);
  });

  it('searches the child message and the assistant response, ignoring case', () => {
    expect(filterConversations(history, 'all', 'fox').map((item) => item.id)).toEqual(['3']);
    expect(filterConversations(history, 'all', '  SOUND ').map((item) => item.id)).toEqual(['1']);
  });

  it('returns nothing when the persona and the search do not meet', () => {
    expect(filterConversations(history, 'pronunciation_coach', 'fox')).toEqual([]);
  });
});

describe('personaSummary', () => {
  it('counts distinct personas and the interventions left', () => {
    expect(personaSummary(history, 3, 10)).toEqual({ totalInterventions: 3, uniquePersonas: 2, remaining: 7 });
    expect(personaSummary(history, 12, 10).remaining).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeStory } from '../analysis/analyze-story';
import { offlineBrain } from '../brain';
import { KITE_STORY } from '../testing/stories';
import { createCompanionSession, selectStory, storyContext, type CompanionSessionState } from './state';
import { companionTurn, type ChildTurnInput, type ChildTurnResult } from './turn';

const story = storyContext(KITE_STORY, analyzeStory(KITE_STORY));
const ID = 'conversation_1732233600000_0123456789abcdef0123456789abcdef';

function session() {
  let state: CompanionSessionState = selectStory(createCompanionSession(ID, '6-8'), KITE_STORY.id);
  let nowMs = 0;
  return async (message: string, extra: Partial<ChildTurnInput> = {}): Promise<ChildTurnResult> => {
    nowMs += 3000;
    const result = await companionTurn(state, { message, nowMs, ...extra }, story, offlineBrain);
    state = JSON.parse(JSON.stringify(result.state)) as CompanionSessionState; // as a store would keep it
    return result;
  };
}

describe('companion turn', () => {
  it('answers an unsafe message with a kind redirect and a finding, nothing else', async () => {
    const turn = session();
    const result = await turn('I want to kill myself');
    expect(result.safetyFindings.map((f) => [f.alertType, f.severity])).toEqual([['self_harm', 'critical']]);
    expect(result.reply).toMatch(/grown-up you trust/);
    expect(result.personaEvents).toEqual([]);
    expect(result.state.persona.intervention_count).toBe(0);
  });

  it('steers a drifting child back with a question about the story', async () => {
    const turn = session();
    expect((await turn('I played Minecraft all weekend')).driftTransition).toBeNull();
    const second = await turn('do you like pizza');
    expect(second.driftTransition).toBe('topic_drift_detected');
    expect(second.reply).toMatch(/^That sounds fun! (Who|What|Where) .*\?$/);
    const back = await turn('why did the string snap?');
    expect(back.driftTransition).toBe('topic_drift_cleared');
  });

  it('runs a requested quiz to the end and hands back to the gentle teacher', async () => {
    const turn = session();
    const start = await turn('quiz me');
    expect(start.personaEvents.map((e) => [e.persona, e.reason])).toEqual([['quiz_critter', 'quiz_requested']]);
    expect(start.intervention).toMatchObject({ persona_type: 'quiz_critter', intervention_number: 1, user_message: 'quiz me', assistant_response: start.reply });
    await turn('Mia');
    await turn('the kite');
    const last = await turn('in the shed');
    expect(last.quizResult).not.toBeNull();
    expect(last.personaEvents.map((e) => [e.persona, e.reason])).toEqual([['gentle_teacher', 'activity_finished']]);
    expect(last.state.persona.active_persona).toBe('gentle_teacher');
  });

  it('stays quiet on a plain progress update and praises a milestone', async () => {
    const turn = session();
    expect((await turn('', { readingProgressPercent: 10 })).reply).toBe('');
    const praise = await turn('', { readingProgressPercent: 27 });
    expect(praise.reply).toBe("Great start! You read a big piece already. Let's keep going!");
    expect(praise.intervention?.trigger_reason).toBe('milestone_reached');
  });
});

/**
 * A companion turn acts on a hearing only as far as it can trust it (issue 25, deliverable 8): drift is
 * not raised on a doubtful hearing, a possible unsafe line heard doubtfully still raises an alert
 * marked as unclear audio, and a sound-alike is not taken for a swear.
 */
import { describe, expect, it } from 'vitest';
import { TYPED_HEARING, type Hearing } from '../../language/recognized-words';
import { analyzeStory } from '../analysis/analyze-story';
import { offlineBrain } from '../brain';
import { KITE_STORY } from '../testing/stories';
import { createCompanionSession, selectStory, storyContext, type CompanionSessionState } from './state';
import { companionTurn, type ChildTurnResult } from './turn';

const story = storyContext(KITE_STORY, analyzeStory(KITE_STORY));
const ID = 'conversation_1732233600000_0123456789abcdef0123456789abcdef';
const unclear = (confidence: number): Hearing => ({ source: 'speech', confidence });

function session(band: CompanionSessionState['band'] = '6-8') {
  let state: CompanionSessionState = selectStory(createCompanionSession(ID, band), KITE_STORY.id);
  let nowMs = 0;
  return async (message: string, hearing?: Hearing): Promise<ChildTurnResult> => {
    nowMs += 3000;
    const result = await companionTurn(state, { message, nowMs, ...(hearing ? { hearing } : {}) }, story, offlineBrain);
    state = JSON.parse(JSON.stringify(result.state)) as CompanionSessionState;
    return result;
  };
}

describe('drift on a doubtful hearing', () => {
  it('is not raised by lines heard with confidence 0.3', async () => {
    const turn = session();
    expect((await turn('I played Minecraft all weekend', unclear(0.3))).driftTransition).toBeNull();
    const second = await turn('do you like pizza', unclear(0.3));
    expect(second.driftTransition).toBeNull();
    expect(second.topic?.redirect_needed).toBe(false);
    expect(second.state.drift.driftScore).toBe(0);
  });

  it('is raised by the same lines heard with confidence 1', async () => {
    const turn = session();
    await turn('I played Minecraft all weekend', { source: 'speech', confidence: 1 });
    expect((await turn('do you like pizza', { source: 'speech', confidence: 1 })).driftTransition).toBe('topic_drift_detected');
  });

  it('tells a child of 6 to 8 nothing with the word severe when drift is raised', async () => {
    const turn = session('6-8');
    await turn('I played Minecraft all weekend', TYPED_HEARING);
    const drifted = await turn('do you like pizza', TYPED_HEARING);
    expect(drifted.driftTransition).toBe('topic_drift_detected');
    expect(JSON.stringify({ reply: drifted.reply, topic: drifted.topic })).not.toMatch(/severe/i);
  });
});

describe('unsafe speech heard doubtfully', () => {
  it('raises an alert marked unclear audio for a low-confidence "they hit me at school"', async () => {
    const result = await session()('they hit me at school', unclear(0.3));
    expect(result.safetyFindings.length).toBeGreaterThan(0);
    expect(result.safetyFindings.every((f) => f.unclearAudio === true)).toBe(true);
    expect(result.safetyFindings.map((f) => f.alertType)).toContain('bullying');
    expect(result.reply).toMatch(/grown-up you trust/);
  });

  it('looks harder below the confidence line: a garbled "they hit me at school" still raises an alert', async () => {
    expect((await session()('day hit me at cool', { source: 'speech', confidence: 0.9 })).safetyFindings).toEqual([]);
    const doubtful = await session()('day hit me at cool', unclear(0.3));
    expect(doubtful.safetyFindings.map((f) => [f.alertType, f.unclearAudio])).toEqual([['violence', true]]);
  });

  it('still catches self-harm and an address heard doubtfully', async () => {
    expect((await session()('want to hurt mice elf', unclear(0.4))).safetyFindings.map((f) => f.alertType)).toContain('self_harm');
    expect((await session()('eye live at twelve oaks tree', unclear(0.4))).safetyFindings.map((f) => f.alertType)).toContain('personal_information');
  });

  it('does not take a doubtful hearing for a swear unless a swear was heard', async () => {
    for (const line of ['who is grandpa joe', 'what a shell', 'the duck']) {
      expect((await session()(line, unclear(0.3))).safetyFindings.map((f) => f.alertType)).not.toContain('profanity');
    }
    expect((await session()('what the hell', unclear(0.3))).safetyFindings.map((f) => [f.alertType, f.unclearAudio])).toEqual([['profanity', true]]);
  });

  it("screens the open-vocabulary decoder's words for speech no grammar heard, and only those", async () => {
    // "i hate my life": the story's grammars forced it onto "who do vale want" (0.000); Debian's model heard it.
    const overheard = await session()('i hate my life', { source: 'speech', confidence: 0.0001, overheard: true });
    expect(overheard.safetyFindings.map((f) => [f.alertType, f.unclearAudio])).toEqual([['self_harm', true]]);
    expect(overheard.reply).toMatch(/trust/);
    // Debian's garble of a story question is not screened with the lower bar ("who was uncle dev").
    expect((await session()('he was jungle dead', { source: 'speech', confidence: 0.0001, overheard: true })).safetyFindings).toEqual([]);
    // The grammars' own forced guess at chatter is no evidence ("my sister has a bike" came out so).
    expect((await session()('my sister hurt us at night', unclear(0.0001))).safetyFindings).toEqual([]);
    // Nothing else is done with the overheard words: no answer, no check of them.
    const chatter = await session()('we went to the beach', { source: 'speech', confidence: 0.0001, overheard: true });
    expect(chatter.safetyFindings).toEqual([]);
    expect(chatter.reply).not.toMatch(/beach/);
  });

  it('marks nothing unclear on a typed or confident line', async () => {
    const result = await session()('they hit me at school', TYPED_HEARING);
    expect(result.safetyFindings.map((f) => f.alertType)).toEqual(['bullying']);
    expect(result.safetyFindings.some((f) => f.unclearAudio)).toBe(false);
  });
});

describe('a spoken question the story cannot answer', () => {
  it('is checked, not answered "I can\'t find that"; "yes" settles it', async () => {
    const turn = session();
    const heard = await turn('where did the dog hide the bone', unclear(0.95));
    expect(heard.reply).toMatch(/^Did you ask/);
    const yes = await turn('yes', unclear(0.9));
    expect(yes.reply).not.toMatch(/^Did you ask/);
  });

  it('typed, is answered "I can\'t find that" straight away', async () => {
    const turn = session();
    expect((await turn('where did the dog hide the bone', TYPED_HEARING)).reply).toMatch(/can't find that/);
  });
});


describe("an unsafe line the grammars heard, against Debian's words for the same audio", () => {
  const sure = (secondOpinion?: string): Hearing => ({ source: 'speech', confidence: 0.99, ...(secondOpinion !== undefined ? { secondOpinion } : {}) });

  it('is still raised, marked unclear audio, when those words do not bear it out', async () => {
    const result = await session()('i want to disappear', sure('i went to the zoo on saturday'));
    expect(result.safetyFindings.length).toBeGreaterThan(0);
    expect(result.safetyFindings.every((f) => f.unclearAudio === true)).toBe(true);
  });

  it('is raised as heard when they do, or when there are none', async () => {
    for (const hearing of [sure('i want to disappear'), sure()]) {
      const result = await session()('i want to disappear', hearing);
      expect(result.safetyFindings.length).toBeGreaterThan(0);
      expect(result.safetyFindings.some((f) => f.unclearAudio === true)).toBe(false);
    }
  });
});

/**
 * Below the confidence line the companion never answers (issue 25, deliverable 3): it checks its guess
 * with a yes/no question in the age band's words, or asks the child to say it again, and a "yes"
 * answers the question it checked.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENT_HEARING, type Hearing } from '../../language/recognized-words';
import { analyzeStory } from '../analysis/analyze-story';
import { offlineBrain } from '../brain';
import { KITE_STORY } from '../testing/stories';
import { createCompanionSession, selectStory, storyContext, type CompanionSessionState } from './state';
import { companionTurn, type ChildTurnResult } from './turn';
import { checkQuestion } from './clarify';

const story = storyContext(KITE_STORY, analyzeStory(KITE_STORY));
const ID = 'conversation_1732233600000_0123456789abcdef0123456789abcdef';
const heardAt = (confidence: number): Hearing => ({ source: 'speech', confidence });
/** What bench/support/conversation-items.ts and the child app count as asking again. */
const ASKED_AGAIN = /\b(can you say that again|say that again|did you (ask|mean|say)|i didn'?t catch|could you (say|ask) (that|it) again)\b/i;

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

describe('a doubtful hearing', () => {
  it('gets a yes/no check of the guess in a child\'s words, and no answer', async () => {
    const turn = session();
    const sure = await session()('who is leo', heardAt(0.95));
    const checked = await turn('who is leo', heardAt(0.3));
    expect(checked.reply).toBe('Did you ask who Leo is?');
    expect(checked.reply).not.toBe(sure.reply);
    expect(checked.driftTransition).toBeNull();
    expect(checked.personaEvents).toEqual([]);
  });

  it('answers the checked question when the child says yes', async () => {
    const turn = session();
    const sure = await session()('who is leo', heardAt(0.95));
    await turn('who is leo', heardAt(0.3));
    const answered = await turn('yes', heardAt(0.5));
    expect(answered.reply).toBe(sure.reply);
    expect(answered.reply).not.toMatch(ASKED_AGAIN);
  });

  it('asks again when the child says no, and then hears a new question as usual', async () => {
    const turn = session();
    await turn('who is leo', heardAt(0.3));
    const no = await turn('no', heardAt(0.9));
    expect(no.reply).toMatch(/say that again/i);
    const next = await turn('yes', heardAt(0.9));
    expect(next.reply).not.toBe((await session()('who is leo', heardAt(0.95))).reply);
  });

  it('asks again without a guess when nothing usable was heard, and screens no forced words', async () => {
    const result = await session()('i really am going to kill myself', heardAt(1e-8));
    expect(result.reply).toBe("Sorry, I didn't catch that. Can you say that again?");
    expect(result.safetyFindings).toEqual([]);
    expect((await session()('', heardAt(0.3))).reply).toMatch(ASKED_AGAIN);
  });

  it('still raises an alert marked unclear for a doubtful unsafe line', async () => {
    const result = await session()('they hit me at school', heardAt(0.3));
    expect(result.safetyFindings.length).toBeGreaterThan(0);
    expect(result.safetyFindings.every((f) => f.unclearAudio === true)).toBe(true);
  });

  it('is answered as usual at or above the confidence line', async () => {
    const result = await session()('who is leo', heardAt(CONFIDENT_HEARING));
    expect(result.reply).not.toMatch(ASKED_AGAIN);
  });
});

describe('check wording', () => {
  it('puts the guess as a child would hear it, in every band counted as asking again', () => {
    const names = ['Grandpa Sam', 'Nora'];
    expect(checkQuestion('6-8', 'who is grandpa sam', names)).toBe('Did you ask who Grandpa Sam is?');
    expect(checkQuestion('6-8', 'what does glow mean', names)).toBe('Did you ask what glow means?');
    expect(checkQuestion('9-11', 'how many bulbs were in the box', names)).toBe('Did you ask how many bulbs were in the box?');
    expect(checkQuestion('6-8', "i don't get it", names)).toBe("Did you say you don't get it?");
    expect(checkQuestion('6-8', 'why did nora run', names)).toBe('Did you ask, "Why did Nora run?"');
    for (const band of ['6-8', '9-11', '12-14', '15-18'] as const) expect(checkQuestion(band, 'where is the lamp', names)).toMatch(ASKED_AGAIN);
  });
});

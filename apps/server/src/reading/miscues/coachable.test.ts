import { describe, expect, it } from 'vitest';
import { ReadingTracker } from '../tracker/reading-tracker';
import { after, timedWords } from '../testing/hypotheses';
import { newCoachableMiscues } from './coachable';
import { choosePersona } from '../../companion/personas/policy';
import { createPersonaState } from '../../companion/personas/state';

const STORY = 'Sam had two red kites. He flew the kites over the green hill with his sister.';

function read(tracker: ReadingTracker, text: string, startMs = 0): number {
  const words = timedWords(text, { startMs });
  tracker.update({ words, final: true });
  return after(words, 800);
}

/** What the session hands the companion on each of its replies, and the persona the policy picks. */
function coachAfterReplies(tracker: ReadingTracker, replies: number): { perTurn: string[][]; coached: boolean } {
  const reported = new Set<string>();
  let persona = createPersonaState('conversation_1', 10);
  const perTurn: string[][] = [];
  let coached = false;
  for (let i = 0; i < replies; i += 1) {
    const miscuedWords = newCoachableMiscues(tracker.miscues(), tracker.outcomes(), reported);
    perTurn.push(miscuedWords);
    const step = choosePersona(persona, { miscuedWords, readingProgressPercent: tracker.progress().completion_percentage });
    persona = step.state;
    if (step.decision.reason === 'repeated_miscue') coached = true;
  }
  return { perTurn, coached };
}

describe('the words the pronunciation coach may take up', () => {
  it('hands on nothing, and the coach never steps in, when "two" was read right', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'sam had two red kites he flew the kites over the green hill');
    const { perTurn, coached } = coachAfterReplies(tracker, 4);
    expect(perTurn.flat()).toEqual([]);
    expect(coached).toBe(false);
  });

  it('counts one misreading of a content word once, however many replies follow it', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'sam had two red kits he flew the kites over the green hill');
    expect(tracker.miscues().map((m) => [m.expected, m.kind])).toContainEqual(['kites', 'substitution']);
    const { perTurn, coached } = coachAfterReplies(tracker, 4);
    expect(perTurn).toEqual([['kites'], [], [], []]);
    expect(coached).toBe(false);
  });

  it('never hands on a function word, even one the tracker flagged', () => {
    const tracker = new ReadingTracker(STORY);
    const next = read(tracker, 'sam had two red kites he flew a kites over a green hill');
    read(tracker, 'he flew a kites over a green hill', next);
    // Read wrong twice, so the tracker flags it: the coach still leaves it alone.
    expect(tracker.miscues().filter((m) => m.kind === 'substitution').map((m) => m.expected)).toEqual(['the', 'the']);
    const { perTurn, coached } = coachAfterReplies(tracker, 3);
    expect(perTurn.flat().filter((w) => w === 'the')).toEqual([]);
    expect(coached).toBe(false);
  });

  it('drops a misreading the child then put right', () => {
    const tracker = new ReadingTracker(STORY);
    const next = read(tracker, 'sam had two red kits');
    read(tracker, 'kites he flew the kites over the green hill', next);
    expect(newCoachableMiscues(tracker.miscues(), tracker.outcomes(), new Set())).toEqual([]);
  });
});

describe('the coach policy', () => {
  it('does not coach a function word even when told twice', () => {
    let persona = createPersonaState('conversation_1', 10);
    for (let i = 0; i < 3; i += 1) persona = choosePersona(persona, { miscuedWords: ['the'] }).state;
    expect(persona.active_persona).toBe('gentle_teacher');
  });
});

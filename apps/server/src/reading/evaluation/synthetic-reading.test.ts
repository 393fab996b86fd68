import { describe, expect, it } from 'vitest';
import { ReadingTracker } from '../tracker/reading-tracker';
import { NO_NOISE, simulateReader, simulateRecogniser, type ReaderRates } from './synthetic-reading';
import { scoreMiscues } from './score';

const STORY = `Tom found a shiny key in the garden. It was long and heavy and covered in mud.
He washed it in the sink and held it up to the light.

That night he tried every door in the house. None of them opened until he reached the attic.
The old trunk by the window clicked, and the lid rose slowly.`;

const NONE: ReaderRates = {
  omission: 0,
  lineSkip: 0,
  nearSubstitution: 0,
  farSubstitution: 0,
  selfCorrection: 0,
  insertion: 0,
  repetition: 0,
  hesitation: 0,
};

function track(rates: ReaderRates, seed: number) {
  const script = simulateReader(STORY, rates, seed);
  const tracker = new ReadingTracker(STORY);
  for (const h of simulateRecogniser(script, NO_NOISE, seed)) tracker.update(h);
  return { script, tracker };
}

describe('synthetic readings', () => {
  it('a faultless reading is tracked to the end with nothing flagged and the true WCPM', () => {
    const { script, tracker } = track(NONE, 1);
    expect(script.truth).toEqual([]);
    expect(tracker.progress().completion_percentage).toBe(100);
    expect(tracker.miscues()).toEqual([]);
    expect(tracker.fluency().session.wcpm).toBeCloseTo(script.trueWcpm, 0);
  });

  it('omitted words and skipped lines are all found, with no false flags', () => {
    const { script, tracker } = track({ ...NONE, omission: 0.06, lineSkip: 0.02 }, 3);
    const score = scoreMiscues(script.truth, tracker.miscues(), tracker.story.words, script.correct);
    expect(score.byKind.omission.injected).toBeGreaterThan(2);
    expect(score.byKind.omission.detected).toBe(score.byKind.omission.injected);
    expect(score.falseFlags.content + score.falseFlags.function).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { SEED_STORIES } from '../../stories/seed-library';
import { ANALYSE_INLINE_MAX_CHARS, analyzeStoryOffLoop } from './analyze-off-loop';
import { analyzeStory } from './analyze-story';

/** Counts event-loop turns (1 ms timers) until stopped: zero would mean the loop was blocked throughout. */
function countLoopTurns(): { stop: () => number } {
  let turns = 0;
  let running = true;
  const turn = (): void => {
    if (!running) return;
    turns += 1;
    setTimeout(turn, 1);
  };
  setTimeout(turn, 1);
  return {
    stop: () => {
      running = false;
      return turns;
    },
  };
}

describe('analyzeStoryOffLoop', () => {
  const content = SEED_STORIES.map((s) => s.content).join('\n\n');
  const chapter = { id: 'chapter', title: 'A Long Chapter', content };

  it('analyses a long story in a worker thread, as the inline analysis would, while the server keeps turning', async () => {
    expect(content.length).toBeGreaterThan(8 * ANALYSE_INLINE_MAX_CHARS);
    const loop = countLoopTurns();
    const first = analyzeStoryOffLoop(chapter);
    // A second request for the same story while the first runs shares its thread.
    expect(analyzeStoryOffLoop(chapter)).toBe(first);
    const analysis = await first;
    expect(loop.stop()).toBeGreaterThan(10);
    expect(analysis).toEqual(analyzeStory(chapter));
    expect(analysis.quiz_opportunities.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { applyPresenceChecks, presenceChecks } from './word-presence';
import { timedWords } from './testing/timed-words';

const STORY = 'into the tall old house on harbour street noor'.split(' ');
const known = (word: string): boolean => word !== 'noor';

describe('second listen to briefly heard story words', () => {
  it('listens again to a content word heard briefly, with the words either side of it', () => {
    const words = timedWords('into:250 the:80 tall:200 old:130 house:380 on:130', 0);
    expect(presenceChecks(words, STORY, known)).toEqual([{ index: 3, expected: ['tall', 'old', 'house'], startMs: 330, endMs: 1040 }]);
  });

  it('takes an unknown word beside it in, but expects only story words', () => {
    const words = timedWords('the:80 tall:200 <unk>:300 old:140 house:380', 0);
    expect(presenceChecks(words, STORY, known)).toEqual([expect.objectContaining({ index: 3, expected: ['old', 'house'] })]);
  });

  it('leaves alone words heard long enough, function words, the turn’s edges and words beside a hesitation', () => {
    expect(presenceChecks(timedWords('the:80 tall:200 old:200 house:380', 0), STORY, known)).toEqual([]);
    expect(presenceChecks(timedWords('tall:200 old:200 house:380 on:60 harbour:300', 0), STORY, known)).toEqual([]);
    expect(presenceChecks(timedWords('tall:200 old:120', 0), STORY, known)).toEqual([]);
    expect(presenceChecks(timedWords('tall:200 um|hesitation:200 old:120 house:300', 0), STORY, known)).toEqual([]);
    // A name the dictionary lacks is sounded out by rules: too loose to listen to again.
    expect(presenceChecks(timedWords('on:60 noor:150 street:300', 0), STORY, known)).toEqual([]);
  });

  it('replaces the three words with what the second listen heard only when the word was not in it', () => {
    const words = timedWords('the:80 tall:200 old:130 house:380 on:130', 0);
    const checks = presenceChecks(words, STORY, known);
    const without = timedWords('tall:330 house:380', 80);
    expect(applyPresenceChecks(words, checks, [without]).map((w) => w.word)).toEqual(['the', 'tall', 'house', 'on']);
    const withIt = timedWords('tall:200 old:130 house:380', 80);
    expect(applyPresenceChecks(words, checks, [withIt])).toEqual(words);
    expect(applyPresenceChecks(words, checks, [[]])).toEqual(words);
  });
});

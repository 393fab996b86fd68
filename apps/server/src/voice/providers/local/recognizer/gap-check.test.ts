import { describe, expect, it } from 'vitest';
import { applyGaps, gapGrammar, gapsToCheck, joinSpans } from './gap-check';
import type { RecognizedWord } from './types';

function heard(spec: string): RecognizedWord[] {
  // "word:ms word:ms …", back to back from 0.
  let at = 0;
  return spec.split(' ').map((item) => {
    const [word = '', ms = '200'] = item.split(':');
    const w = { word, startMs: at, endMs: at + Number(ms) };
    at += Number(ms);
    return w;
  });
}

const STORY = 'can we fly it now mia asked the wind is too still'.split(' ');

describe('second look at doubtful gaps', () => {
  it('joins the spans a turn listened for where they overlap', () => {
    expect(joinSpans([STORY.slice(0, 6), STORY.slice(3, 9), STORY.slice(8, 12)])).toEqual(STORY);
  });

  it('looks again at a cheap extra word and a repeat between story words read in order', () => {
    const words = heard('can we fly out:110 fly it now');
    const gaps = gapsToCheck(words, STORY);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatchObject({ before: 2, after: 5, expected: [] });
  });

  it('leaves alone what the miscue rules already judge: named swaps, trusted unknown words, hesitations', () => {
    expect(gapsToCheck(heard('can we fry it now'), STORY)).toEqual([]);
    expect(gapsToCheck(heard('can we fly <unk>:400 it now'), STORY)).toEqual([]);
    expect(gapsToCheck(heard('can we fly um|hesitation:300 it now'), STORY)).toEqual([]);
    expect(gapsToCheck(heard('can we fly it now mia asked the wind is too still'), STORY)).toEqual([]);
  });

  it('puts an unknown word the second look found in place of what the reading pass heard', () => {
    const words = heard('can we fly out:110 fly it now');
    const gaps = gapsToCheck(words, STORY);
    const found = [{ word: '<unk>', startMs: 610, endMs: 960 }];
    expect(applyGaps(words, gaps, [found]).map((w) => w.word)).toEqual(['can', 'we', 'fly', '<unk>', 'it', 'now']);
    // A short one is not enough to undo the reading pass.
    expect(applyGaps(words, gaps, [[{ word: '<unk>', startMs: 610, endMs: 700 }]])).toEqual(words);
  });

  it('offers the expected words or something unknown instead of them or beside them', () => {
    const grammar = gapGrammar(['mia']);
    const words = new Set(grammar.arcs.map(([, , , word]) => word));
    expect(words.has('mia')).toBe(true);
    expect(words.has('ah|phone')).toBe(true);
    expect(grammar.arcs.filter(([from, , , word]) => from === grammar.startState && word === 'mia')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { applyGaps, gapGrammar, gapsToCheck, joinSpans } from './gap-check';
import type { RecognizedWord } from './types';
import { timedWords } from './testing/timed-words';

const heard = (spec: string): RecognizedWord[] => timedWords(spec, 200);

const STORY = 'can we fly it now mia asked the wind is too still'.split(' ');

describe('second look at doubtful gaps', () => {
  it('joins the spans a turn listened for where they overlap', () => {
    expect(joinSpans([STORY.slice(0, 6), STORY.slice(3, 9), STORY.slice(8, 12)])).toEqual(STORY);
  });

  it('looks again at a cheap extra word and a repeat, with the story word heard either side of them', () => {
    const words = heard('can we fly out:110 fly it now');
    const gaps = gapsToCheck(words, STORY);
    expect(gaps).toHaveLength(1);
    // "fly" and "it" may hold part of what was said between them: they are listened to again too.
    expect(gaps[0]).toMatchObject({ before: 1, after: 6, expected: ['fly', 'it'], startMs: 400, endMs: 1110 });
  });

  it('takes in the neighbours of an extra "and" that may have swallowed part of a word, and joins looks that share words', () => {
    expect(gapsToCheck(heard('can we fly it and:120 now mia asked'), STORY)).toEqual([
      expect.objectContaining({ before: 2, after: 6, expected: ['it', 'now'] }),
    ]);
    const twice = gapsToCheck(heard('can we fly the:80 it now and:80 mia asked the wind'), STORY);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ before: 1, after: 8, expected: ['fly', 'it', 'now', 'mia'] });
  });

  it('leaves alone what the miscue rules already judge: named swaps, trusted unknown words, hesitations', () => {
    expect(gapsToCheck(heard('can we fry it now'), STORY)).toEqual([]);
    expect(gapsToCheck(heard('can we fly <unk>:400 it now'), STORY)).toEqual([]);
    expect(gapsToCheck(heard('can we fly um|hesitation:300 it now'), STORY)).toEqual([]);
    // A hesitation beside an extra "and" may hold the rest of a word ("ice candle cream" heard as "ice and um cream").
    expect(gapsToCheck(heard('can we fly and:150 um|hesitation:120 it now'), STORY)).toHaveLength(1);
    expect(gapsToCheck(heard('can we fly it now mia asked the wind is too still'), STORY)).toEqual([]);
  });

  it('puts an unknown word the second look found in place of what the reading pass heard', () => {
    const words = heard('can we fly out:110 fly it now');
    const gaps = gapsToCheck(words, STORY);
    const found = [
      { word: 'fly', startMs: 400, endMs: 600 },
      { word: '<unk>', startMs: 610, endMs: 960 },
      { word: 'it', startMs: 960, endMs: 1110 },
    ];
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
    // Each expected word on its own may be something unknown: "fly <unk>" for "fly it".
    const two = gapGrammar(['fly', 'it']);
    const afterFly = two.arcs.find(([from, , , word]) => from === 0 && word === 'fly')?.[1];
    expect(two.arcs.some(([from, , , word]) => from === afterFly && word === 'ah|phone')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { loadPronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { applyWordChecks, oneSoundAway, wordCheckGrammar, wordsToCheck } from './word-check';
import type { RecognizedWord } from './types';
import { timedWords } from './testing/timed-words';

const dictionary = loadPronouncingDictionary();

const heard = (spec: string): RecognizedWord[] => timedWords(spec, 250);

describe('second listen to each story word', () => {
  it('offers the words one consonant away, never a changed vowel, last consonant or homophone', () => {
    const alikes = oneSoundAway(dictionary, 'sat', dictionary.lookup('sat') ?? []);
    expect(alikes).toEqual(expect.arrayContaining(['fat', 'hat', 'mat']));
    // The last consonant runs into the next word: it is not listened for.
    expect(alikes).not.toContain('sad');
    expect(alikes).not.toContain('sap');
    expect(alikes).not.toContain('sit');
    expect(alikes).not.toContain('set');
    expect(alikes).not.toContain('sat');
    // "two" and "too" sound the same as "to": no reader can be told apart on them.
    expect(oneSoundAway(dictionary, 'to', dictionary.lookup('to') ?? [])).not.toEqual(expect.arrayContaining(['two', 'too']));
  });

  it('checks story content words heard long enough, not function words, short words, names or extra words', () => {
    const story = ['she', 'sat', 'at', 'the', 'back', 'with', 'aiyana'];
    const words = heard('she sat at the back:100 window with aiyana <unk>');
    expect(wordsToCheck(words, story, dictionary).map((i) => words[i]?.word)).toEqual(['sat']);
  });

  it('lets the story word win unless a sound-alike is clearly better', () => {
    const grammar = wordCheckGrammar('sat', ['sang', 'sad'], { soundAlike: 0.002, minPhones: 3, minMs: 150 });
    const story = grammar.arcs.find(([, , , w]) => w === 'sat');
    const alike = grammar.arcs.find(([, , , w]) => w === 'sang');
    expect(story?.[2]).toBe(1);
    expect(alike?.[2]).toBe(0.002);
  });

  it('puts what the second listen heard in place of the story word, keeping its time', () => {
    const words = heard('she sat at');
    expect(applyWordChecks(words, new Map([[1, 'sang']]))).toEqual([words[0], { word: 'sang', startMs: 250, endMs: 500 }, words[2]]);
    expect(applyWordChecks(words, new Map())).toEqual(words);
  });
});

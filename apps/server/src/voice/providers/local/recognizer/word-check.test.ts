import { describe, expect, it } from 'vitest';
import { loadPronouncingDictionary } from './pronouncing-dictionary';
import { applyWordChecks, oneSoundAway, wordCheckGrammar, wordsToCheck } from './word-check';
import type { RecognizedWord } from './types';
import { timedWords } from './testing/timed-words';

const dictionary = loadPronouncingDictionary();

const heard = (spec: string): RecognizedWord[] => timedWords(spec, 250);

describe('second listen to each story word', () => {
  it('offers the words one consonant or one vowel away, never a changed last consonant or a homophone', () => {
    const alikes = oneSoundAway(dictionary, 'sat', dictionary.lookup('sat') ?? []);
    expect(alikes.consonant).toEqual(expect.arrayContaining(['fat', 'hat', 'mat']));
    expect(alikes.vowel).toEqual(expect.arrayContaining(['sit', 'set']));
    const all = [...alikes.consonant, ...alikes.vowel];
    // The last consonant runs into the next word: it is not listened for.
    expect(all).not.toContain('sad');
    expect(all).not.toContain('sap');
    expect(all).not.toContain('sat');
    // "two" and "too" sound the same as "to": no reader can be told apart on them.
    const to = oneSoundAway(dictionary, 'to', dictionary.lookup('to') ?? []);
    expect([...to.consonant, ...to.vowel]).not.toEqual(expect.arrayContaining(['two', 'too']));
  });

  it('checks story content words heard long enough, not function words, short words, names or extra words', () => {
    const story = ['she', 'sat', 'at', 'the', 'back', 'with', 'aiyana'];
    const words = heard('she sat at the back:100 window with aiyana <unk>');
    expect(wordsToCheck(words, story, dictionary).map((i) => words[i]?.word)).toEqual(['sat']);
  });

  it('lets the story word win unless a sound-alike is clearly better, a changed vowel only by more', () => {
    const grammar = wordCheckGrammar('sat', { consonant: ['fat'], vowel: ['sit'] }, { soundAlike: 0.002, vowelAlike: 0.0003, minPhones: 3, minMs: 150 });
    const prior = (word: string): number | undefined => grammar.arcs.find(([, , , w]) => w === word)?.[2];
    expect(prior('sat')).toBe(1);
    expect(prior('fat')).toBe(0.002);
    expect(prior('sit')).toBe(0.0003);
  });

  it('puts what the second listen heard in place of the story word, keeping its time', () => {
    const words = heard('she sat at');
    expect(applyWordChecks(words, new Map([[1, 'sang']]))).toEqual([words[0], { word: 'sang', startMs: 250, endMs: 500 }, words[2]]);
    expect(applyWordChecks(words, new Map())).toEqual(words);
  });
});

import { describe, expect, it } from 'vitest';
import { parseIntent, tagIntentWord } from './intent-grammar';
import { guessPronunciation } from '../../../../language/lexicon/letter-to-sound';
import { parsePocketsphinxOutput } from './open-vocabulary';
import { loadPronouncingDictionary, pronounce } from '../../../../language/lexicon/pronouncing-dictionary';
import { compileGrammar } from './reading-grammar';
import { findSoundAlikes, phoneSimilarity } from '../../../../language/lexicon/sound-alike-search';
import { isSpelledOut, spokenPronunciation } from './spelled-names';

const dictionary = loadPronouncingDictionary();

describe('pronunciations', () => {
  it('separates sound-alikes from different words by phone distance', () => {
    const hole = pronounce(dictionary, 'hole') ?? [];
    expect(phoneSimilarity(hole, pronounce(dictionary, 'hell') ?? [])).toBeCloseTo(2 / 3, 2);
    expect(phoneSimilarity(hole, pronounce(dictionary, 'house') ?? [])).toBeCloseTo(1 / 3, 2);
    const alikes = findSoundAlikes(dictionary, 'hole', hole);
    // Three same-length neighbours and two that add or drop a phone (inflections, mostly).
    expect(alikes).toHaveLength(5);
    expect(alikes.slice(0, 3).every((w) => pronounce(dictionary, w)?.length === hole.length)).toBe(true);
    expect(alikes).toContain('hold');
    // "whole" sounds the same, so offering it as a misreading would be meaningless.
    expect(alikes).not.toContain('whole');
    for (const word of alikes) expect(phoneSimilarity(hole, pronounce(dictionary, word) ?? [])).toBeGreaterThanOrEqual(0.5);
  });

  it('sounds out names and invented words the dictionary lacks', () => {
    expect(dictionary.lookup('glimmerwing')).toBeUndefined();
    expect(guessPronunciation('glimmerwing')).toEqual(['G', 'L', 'IH', 'M', 'ER', 'W', 'IH', 'NG']);
    expect(guessPronunciation('zane')).toEqual(['Z', 'EY', 'N']);
    expect(guessPronunciation('snuffle')).toEqual(['S', 'N', 'AH', 'F', 'AH', 'L']);
    expect(guessPronunciation('priya')).toEqual(['P', 'R', 'IY', 'Y', 'AH']);
    expect(guessPronunciation('mia')).toEqual(['M', 'IY', 'AH']);
    expect(guessPronunciation('esi')).toEqual(['EH', 'S', 'IY']);
    expect(guessPronunciation('samira')).toEqual(['S', 'AE', 'M', 'IY', 'R', 'AH']);
    expect(guessPronunciation('bird')).toEqual(['B', 'ER', 'D']);
    expect(pronounce(dictionary, 'croaked')).toEqual([...(pronounce(dictionary, 'croak') ?? []), 'T']);
    expect(pronounce(dictionary, "glimmerwing's")?.at(-1)).toBe('Z');
    expect(pronounce(dictionary, 'under-14')).toEqual([...(pronounce(dictionary, 'under') ?? []), ...(pronounce(dictionary, 'fourteen') ?? [])]);
    expect(pronounce(dictionary, 'well-known')).toEqual([...(pronounce(dictionary, 'well') ?? []), ...(pronounce(dictionary, 'known') ?? [])]);
  });

  it('says clock times and letters with full stops as they are read ("5:40 p.m.")', () => {
    expect(pronounce(dictionary, '5:40')).toEqual(['F', 'AY', 'V', 'F', 'AO', 'R', 'T', 'IY']);
    expect(pronounce(dictionary, 'p.m')).toEqual(['P', 'IY', 'EH', 'M']);
    expect(pronounce(dictionary, 'a.m')).toEqual(['EY', 'EH', 'M']);
  });
});

describe('names the dictionary spells as letters', () => {
  it('gives "ama" (A.M.A. in the dictionary) its spoken pronunciation too, and leaves real words alone', () => {
    expect(isSpelledOut('ama', dictionary.lookup('ama') ?? [])).toBe(true);
    expect(isSpelledOut('mia', dictionary.lookup('mia') ?? [])).toBe(false);
    expect(spokenPronunciation(dictionary, 'ama')).toEqual(['AE', 'M', 'AH']);
    expect(spokenPronunciation(dictionary, 'moon')).toBeUndefined();
    const grammar = compileGrammar(dictionary, { kind: 'reading', words: ['Ama', 'went'] });
    const first = grammar.arcs.filter(([f, t, p, w]) => f === 0 && t === 1 && p === 1 && w !== null).map(([, , , w]) => w);
    expect(first).toEqual(['ama', 'ama|spoken']);
    expect(grammar.pronunciations).toContainEqual(['ama|spoken', 'AE M AH']);
  });
});

describe('possessives and hyphenated words the dictionary lacks', () => {
  it("are also said with a part's second pronunciation, when it has one", () => {
    expect(pronounce(dictionary, "nadia's")).toEqual(['N', 'AE', 'D', 'Y', 'AH', 'Z']);
    expect(spokenPronunciation(dictionary, "nadia's")).toEqual(['N', 'AA', 'D', 'Y', 'AH', 'Z']);
    expect(spokenPronunciation(dictionary, "mia's")).toBeUndefined();
    expect(spokenPronunciation(dictionary, 'great-uncle')).toBeUndefined();
  });
});

describe('reading grammar', () => {
  const grammar = compileGrammar(dictionary, { kind: 'reading', words: ['Glimmerwing', 'found', 'the', 'hole'] });
  const wordArcs = (from: number, to: number): string[] =>
    grammar.arcs.filter(([f, t, , w]) => f === from && t === to && w !== null).map(([, , , w]) => w ?? '');

  it('expects each word, with sound-alikes and extra words as unlikely alternatives', () => {
    expect(grammar.startState).toBe(0);
    expect(grammar.finalState).toBe(4);
    const third = grammar.arcs.filter(([f, t, , w]) => f === 3 && t === 4 && w !== null);
    expect(third.find(([, , , w]) => w === 'hole')?.[2]).toBe(1);
    expect(third.filter(([, , p]) => p === 0.001).length).toBeGreaterThanOrEqual(1);
    // Repeating the words just read is an insertion (self-loop), as is a hesitation.
    expect(wordArcs(3, 3)).toEqual(expect.arrayContaining(['found', 'the', 'um|hesitation']));
  });

  it('can hear a word nobody expected, in place of a word or before it', () => {
    const phoneArcs = (from: number, to: number): number => grammar.arcs.filter(([f, t, , w]) => f === from && t === to && w?.endsWith('|phone')).length;
    const loops = grammar.arcs.filter(([f, t, , w]) => f === t && f > grammar.finalState && w?.endsWith('|phone'));
    expect(loops.length).toBeGreaterThan(0);
    expect(phoneArcs(0, 0) + phoneArcs(0, 1)).toBe(0); // reached only through the loop states
    // One loop per word, left either way: back to the word (something extra before it) or past it (instead of it).
    const fromFirstWord = grammar.arcs.filter(([f, t, , w]) => f === 0 && t > grammar.finalState && w?.endsWith('|phone'));
    const loopStates = [...new Set(fromFirstWord.map(([, t]) => t))];
    expect(loopStates).toHaveLength(1);
    const exits = grammar.arcs.filter(([f, , , w]) => f === loopStates[0] && w === null).map(([, t]) => t);
    expect(exits).toEqual(expect.arrayContaining([0, 1]));
  });

  it('lets any word be skipped and the reader stop anywhere', () => {
    const epsilon = (from: number, to: number): number | undefined => grammar.arcs.find(([f, t, , w]) => f === from && t === to && w === null)?.[2];
    expect(epsilon(1, 2)).toBe(0.001);
    expect(epsilon(0, 2)).toBeCloseTo(0.000001, 9);
    expect(epsilon(2, 4)).toBe(1);
    expect(grammar.pronunciations).toContainEqual(['glimmerwing', 'G L IH M ER W IH NG']);
    expect(grammar.pronunciations.map(([w]) => w)).not.toContain('found');
  });
});

describe('intent parsing', () => {
  const vocabulary = { words: ['brave'], characters: ['Mister Owl'] };
  it('reads the request and its slot back from tagged words', () => {
    const tagged = (kind: Parameters<typeof tagIntentWord>[1], words: string[], slot: string[]): string[] => [
      ...words.map((w) => tagIntentWord(w, kind)),
      ...slot.map((w) => tagIntentWord(w, kind, true)),
    ];
    expect(parseIntent(tagged('talk_to', ['can', 'i', 'talk', 'to'], ['mister', 'owl']), vocabulary)).toEqual({ kind: 'talk_to', character: 'Mister Owl' });
    expect(parseIntent(tagged('stop', ['stop'], []), vocabulary)).toEqual({ kind: 'stop' });
    expect(parseIntent(['brave', 'fox'], vocabulary)).toBeNull();
  });
});

describe('pocketsphinx command-line output', () => {
  it('parses both CLI flavours onto the session clock, without silences and fillers', () => {
    const continuous = '<s> 0.000 0.180 0.990\nwhy 0.190 0.410 0.870\nthe(2) 0.420 0.500 0.900\n<sil> 0.510 0.600 1.000\n</s> 0.610 0.700 1.000\nwhy the\n';
    expect(parsePocketsphinxOutput(continuous, 'continuous', 1000)).toEqual([
      { word: 'why', startMs: 1190, endMs: 1410 },
      { word: 'the', startMs: 1420, endMs: 1500 },
    ]);
    const v5 = '{"b":0.0,"d":0.7,"p":1,"t":"why","w":[{"t":"<sil>","b":0,"d":0.1,"p":1},{"t":"why","b":0.19,"d":0.22,"p":0.9}]}\n';
    expect(parsePocketsphinxOutput(v5, 'v5', 0)).toEqual([{ word: 'why', startMs: 190, endMs: 410 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchQuality, soundDistance } from './sound-alike';
import { syllablesOf } from './syllables';
import { isFunctionWord } from './function-words';

describe('sound-alike matching', () => {
  it('separates sound-alikes from different words as the offline notes measured', () => {
    expect(soundDistance('hell', 'hole')).toBeCloseTo(1 / 3, 2);
    expect(soundDistance('house', 'hole')).toBeCloseTo(2 / 3, 2);
    expect(matchQuality('hell', 'hole')).toBe('near');
    expect(matchQuality('house', 'hole')).toBe('far');
    expect(matchQuality('dig', 'dog')).toBe('near');
  });

  it('treats homophones and apostrophe-less spellings as the same word', () => {
    expect(matchQuality('two', 'to')).toBe('exact');
    expect(matchQuality('their', 'there')).toBe('exact');
    expect(matchQuality('dont', "don't")).toBe('exact');
  });

  it('falls back to spelling for words the dictionary lacks', () => {
    expect(matchQuality('zorblax', 'zorblex')).toBe('near');
    expect(matchQuality('qwzzy', 'zorblex')).toBe('far');
  });
});

describe('syllablesOf', () => {
  it('splits words for the next-word card and keeps short words whole', () => {
    expect(syllablesOf('adventure')).toEqual(['ad', 'ven', 'ture']);
    expect(syllablesOf('happy')).toEqual(['hap', 'py']);
    expect(syllablesOf('dog')).toEqual(['dog']);
    expect(syllablesOf("Rabbit's")).toEqual(['Rab', "bit's"]);
    expect(syllablesOf('well-known')).toEqual(['well', 'known']);
  });
});

describe('isFunctionWord', () => {
  it('knows articles, prepositions and auxiliaries but not content words', () => {
    expect(['a', 'the', 'of', 'and', 'to', 'is', 'in', "don't"].every(isFunctionWord)).toBe(true);
    expect(['dog', 'park', 'ran', 'happy'].some(isFunctionWord)).toBe(false);
  });
});

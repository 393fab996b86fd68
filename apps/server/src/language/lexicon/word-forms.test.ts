import { describe, expect, it } from 'vitest';
import { pronunciations } from '../sound-alike';
import { pronounceFromParts, type PhoneLookup } from './word-forms';

const WORDS: Record<string, string> = {
  croak: 'K R OW K',
  wriggle: 'R IH G AH L',
  squint: 'S K W IH N T',
  clumsy: 'K L AH M Z IY',
  cross: 'K R AO S',
  organized: 'AO R G AH N AY Z D',
  program: 'P R OW G R AE M',
  offense: 'AH F EH N S',
  notice: 'N OW T AH S',
  board: 'B AO R D',
  whir: 'W ER',
  sam: 'S AE M',
  ira: 'AY R AH',
  box: 'B AA K S',
};
const lookup: PhoneLookup = (word) => WORDS[word]?.split(' ');
const phones = (word: string): string | undefined => pronounceFromParts(word, lookup)?.join(' ');

describe('pronunciations of words the dictionary has other forms of', () => {
  it('says a past tense the way English does after the last sound of its base', () => {
    expect(phones('croaked')).toBe('K R OW K T');
    expect(phones('wriggled')).toBe('R IH G AH L D');
    expect(phones('squinted')).toBe('S K W IH N T IH D');
    expect(phones('whirred')).toBe('W ER D');
  });

  it('builds comparatives, adverbs and plurals from their base', () => {
    expect(phones('clumsier')).toBe('K L AH M Z IY ER');
    expect(phones('crossly')).toBe('K R AO S L IY');
    expect(phones('boxes')).toBe('B AA K S IH Z');
  });

  it('reads British spellings as their American forms', () => {
    expect(phones('organised')).toBe('AO R G AH N AY Z D');
    expect(phones('programmes')).toBe('P R OW G R AE M Z');
    expect(phones('offence')).toBe('AH F EH N S');
  });

  it('joins a compound of two dictionary words', () => {
    expect(phones('noticeboard')).toBe('N OW T AH S B AO R D');
  });

  it('does not turn a name into short words or an unknown base into a form of nothing', () => {
    expect(phones('samira')).toBeUndefined();
    expect(phones('emrys')).toBeUndefined();
    expect(phones("o'brien")).toBeUndefined();
  });

  it('gives the miscue rules phones for such words, so they are judged by sound', () => {
    expect(pronunciations('croaked')).toEqual([['K', 'R', 'OW', 'K', 'T']]);
    expect(pronunciations('noticeboard')?.[0]?.join(' ')).toBe('N OW T AH S B AO R D');
  });
});

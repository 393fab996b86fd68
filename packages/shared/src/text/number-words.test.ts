import { describe, expect, it } from 'vitest';
import { numberWords } from './number-words';

describe('numbers read aloud', () => {
  it('says whole numbers as words', () => {
    expect(numberWords('7')).toEqual(['seven']);
    expect(numberWords('14')).toEqual(['fourteen']);
    expect(numberWords('40')).toEqual(['forty']);
    expect(numberWords('105')).toEqual(['one', 'hundred', 'five']);
    expect(numberWords('2026')).toEqual(['two', 'thousand', 'twenty', 'six']);
    expect(numberWords('0')).toEqual(['zero']);
  });

  it('leaves what is not a plain whole number alone', () => {
    expect(numberWords('3.5')).toBeUndefined();
    expect(numberWords('1st')).toBeUndefined();
    expect(numberWords('1234567')).toBeUndefined();
  });
});

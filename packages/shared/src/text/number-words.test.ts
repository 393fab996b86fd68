import { describe, expect, it } from 'vitest';
import { numberWords, yearWords } from './number-words';

describe('numbers read aloud', () => {
  it('says whole numbers as words', () => {
    expect(numberWords('7')).toEqual(['seven']);
    expect(numberWords('14')).toEqual(['fourteen']);
    expect(numberWords('40')).toEqual(['forty']);
    expect(numberWords('105')).toEqual(['one', 'hundred', 'five']);
    expect(numberWords('2026')).toEqual(['two', 'thousand', 'twenty', 'six']);
    expect(numberWords('0')).toEqual(['zero']);
  });

  it('says a four-digit number as a year is read', () => {
    expect(yearWords('1943')).toEqual(['nineteen', 'forty', 'three']);
    expect(yearWords('1905')).toEqual(['nineteen', 'oh', 'five']);
    expect(yearWords('1900')).toEqual(['nineteen', 'hundred']);
    expect(yearWords('2026')).toEqual(['twenty', 'twenty', 'six']);
    expect(yearWords('2005')).toBeUndefined();
    expect(yearWords('950')).toBeUndefined();
    expect(yearWords('3000')).toBeUndefined();
  });

  it('says a clock time as it is read', () => {
    expect(numberWords('5:40')).toEqual(['five', 'forty']);
    expect(numberWords('10:05')).toEqual(['ten', 'oh', 'five']);
    expect(numberWords('7:00')).toEqual(['seven', "o'clock"]);
    expect(numberWords('25:00')).toBeUndefined();
    expect(numberWords('5:4')).toBeUndefined();
  });

  it('leaves what is not a plain whole number alone', () => {
    expect(numberWords('3.5')).toBeUndefined();
    expect(numberWords('1st')).toBeUndefined();
    expect(numberWords('1234567')).toBeUndefined();
  });
});

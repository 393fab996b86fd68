import { describe, expect, it } from 'vitest';
import type { ReportWord } from '@shared/schemas/pronunciation-report';
import {
  ALL_WORDS,
  ERRORS_ONLY,
  errorTypeBars,
  filterWords,
  presentErrorTypes,
  sortWords,
  verdictOptions,
} from './word-table';

const word = (text: string, accuracy: number, errorType: string, teacher?: string): ReportWord => ({
  id: `w-${text}`,
  word: text,
  accuracy_score: accuracy,
  error_type: errorType,
  machine_error_type: errorType,
  syllables: [],
  teacher_error_type: teacher ?? null,
});

const words = [
  word('the', 98, 'None'),
  word('Brave', 40, 'Mispronunciation'),
  word('fox', 0, 'Omission'),
  word('apple', 72, 'Mispronunciation', 'None'),
  word('ran', 85, 'None', 'Insertion'),
];

describe('filterWords', () => {
  it('shows every word for All Words', () => {
    expect(filterWords(words, ALL_WORDS)).toHaveLength(5);
  });

  it('keeps only errors, using the teacher verdict over the machine one', () => {
    expect(filterWords(words, ERRORS_ONLY).map((item) => item.word)).toEqual(['Brave', 'fox', 'ran']);
  });

  it('keeps one error type', () => {
    expect(filterWords(words, 'Mispronunciation').map((item) => item.word)).toEqual(['Brave']);
  });
});

describe('sortWords', () => {
  it('puts the lowest accuracy first', () => {
    expect(sortWords(words, 'accuracy').map((item) => item.word)).toEqual(['fox', 'Brave', 'apple', 'ran', 'the']);
  });

  it('sorts alphabetically ignoring case', () => {
    expect(sortWords(words, 'alphabetical').map((item) => item.word)).toEqual(['apple', 'Brave', 'fox', 'ran', 'the']);
  });

  it('does not reorder the list it was given', () => {
    sortWords(words, 'alphabetical');
    expect(words[0]?.word).toBe('the');
  });
});

describe('verdict options', () => {
  it('offers the four known types plus unknown ones the words carry', () => {
    expect(verdictOptions([...words, word('um', 50, 'Repetition')])).toEqual([
      'None',
      'Mispronunciation',
      'Omission',
      'Insertion',
      'Repetition',
    ]);
  });

  it('lists only error types that occur for the filter', () => {
    expect(presentErrorTypes(words)).toEqual(['Mispronunciation', 'Omission', 'Insertion']);
  });
});

describe('errorTypeBars', () => {
  it("shows the type 'None' as 'Correct'", () => {
    expect(errorTypeBars({ None: 4, Omission: 1 })).toEqual([
      { name: 'Correct', count: 4 },
      { name: 'Omission', count: 1 },
    ]);
  });
});

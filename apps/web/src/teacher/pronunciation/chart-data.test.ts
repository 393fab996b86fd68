import { describe, expect, it } from 'vitest';
import { challengingWords, distributionSlices } from './chart-data';

const item = (word: string, accuracyScore: number, needsIntervention = false) => ({
  word,
  accuracyScore,
  needsIntervention,
});

describe('challengingWords', () => {
  it('averages repeated words and lists the lowest accuracy first', () => {
    const words = challengingWords([item('Cat', 90), item('dog', 40, true), item('cat', 50, true), item('sun', 95)]);
    expect(words.map((word) => word.word)).toEqual(['dog', 'cat', 'sun']);
    expect(words[1]).toMatchObject({ averageAccuracy: 70, interventionRate: 50, attempts: 2 });
  });

  it('leaves out words read at 100 %, so the list is not padded with easy words', () => {
    const words = challengingWords([item('the', 100), item('fox', 100), item('lantern', 62, true), item('fox', 100)]);
    expect(words.map((word) => word.word)).toEqual(['lantern']);
    expect(challengingWords([item('the', 100)])).toEqual([]);
  });

  it('keeps only the 10 hardest words', () => {
    const many = Array.from({ length: 15 }, (_, index) => item(`w${String(index).padStart(2, '0')}`, index * 5));
    const words = challengingWords(many);
    expect(words).toHaveLength(10);
    expect(words.at(-1)?.word).toBe('w09');
  });
});

describe('distributionSlices', () => {
  it('counts scores per bucket and leaves out empty buckets', () => {
    expect(distributionSlices([item('a', 95), item('b', 91), item('c', 62), item('d', 10)])).toEqual([
      { name: '90-100', value: 2 },
      { name: '60-69', value: 1 },
      { name: 'below 60', value: 1 },
    ]);
  });
});

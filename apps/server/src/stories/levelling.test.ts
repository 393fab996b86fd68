import { describe, expect, it } from 'vitest';
import { AGE_PROFILE_KEYS } from '@shared/constants/ages';
import { fleschKincaidGrade, levelStory, lexileFromGrade, readingLevelLabel } from './levelling';
import { SEED_STORIES } from './seed-library';

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

describe('levelStory', () => {
  it('gives a simple sentence a low grade and a beginner label', () => {
    const level = levelStory('The cat sat on the mat. The dog ran to the cat.', '6-8');
    expect(level.fk_grade).toBeLessThan(1);
    expect(level.reading_level).toBe('Beginning reader');
    expect(level.word_count).toBe(12);
    expect(level.estimated_read_time).toBe(1);
  });

  it('grades dense, long-worded prose far above a simple sentence', () => {
    const dense =
      'Notwithstanding considerable administrative complications, the independent commission ultimately ' +
      'substantiated numerous allegations concerning institutional mismanagement and financial irregularities.';
    const level = levelStory(dense, '15-18');
    expect(level.fk_grade).toBeGreaterThan(16);
    expect(level.reading_level).toBe('Adult');
    expect(level.lexile_level).toBe('1600L');
  });

  it('counts a paragraph without end punctuation, such as a heading, as its own sentence', () => {
    const withHeading = fleschKincaidGrade('A Day Out\n\nWe went to the sea. It was fun.');
    const runOn = fleschKincaidGrade('A Day Out we went to the sea. It was fun.');
    expect(withHeading.grade).toBeLessThan(runOn.grade);
  });

  it('estimates minutes from the band reading rate', () => {
    const words = Array.from({ length: 300 }, () => 'word').join(' ') + '.';
    expect(levelStory(words, '6-8').estimated_read_time).toBe(5);
    expect(levelStory(words, '9-11').estimated_read_time).toBe(3);
    expect(levelStory(words, '15-18').estimated_read_time).toBe(2);
  });

  it('treats empty text as zero words and a one-minute read', () => {
    expect(levelStory('', '9-11')).toMatchObject({ word_count: 0, estimated_read_time: 1 });
  });
});

describe('Lexile-like measure and labels', () => {
  it('rises with grade, clamps to 0-1600 and is written in tens with an L', () => {
    const grades = [-5, 0, 1, 2.5, 4, 6, 8, 10, 12, 20];
    const measures = grades.map((g) => Number(lexileFromGrade(g).replace('L', '')));
    for (let i = 1; i < measures.length; i += 1) expect(measures[i]).toBeGreaterThanOrEqual(measures[i - 1]!);
    expect(lexileFromGrade(-5)).toBe('0L');
    expect(lexileFromGrade(20)).toBe('1600L');
    expect(lexileFromGrade(2.5)).toBe('620L');
    for (const m of measures) expect(m % 10).toBe(0);
  });

  it('labels grades 1 to 12 and the ends of the scale', () => {
    expect(readingLevelLabel(-0.6)).toBe('Beginning reader');
    expect(readingLevelLabel(2.4)).toBe('Grade 2');
    expect(readingLevelLabel(12.4)).toBe('Grade 12');
    expect(readingLevelLabel(12.6)).toBe('Adult');
  });
});

describe('levels across the seed library', () => {
  it('increase with age band on average', () => {
    const byBand = AGE_PROFILE_KEYS.map((band) => {
      const levels = SEED_STORIES.filter((s) => s.ageBand === band).map((s) => levelStory(s.content, band));
      return {
        grade: mean(levels.map((l) => l.fk_grade)),
        lexile: mean(levels.map((l) => Number(l.lexile_level.replace('L', '')))),
        words: mean(levels.map((l) => l.word_count)),
      };
    });
    for (let i = 1; i < byBand.length; i += 1) {
      expect(byBand[i]!.grade).toBeGreaterThan(byBand[i - 1]!.grade);
      expect(byBand[i]!.lexile).toBeGreaterThan(byBand[i - 1]!.lexile);
      expect(byBand[i]!.words).toBeGreaterThan(byBand[i - 1]!.words);
    }
  });
});

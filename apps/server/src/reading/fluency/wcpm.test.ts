import { describe, expect, it } from 'vitest';
import { ReadingTracker } from '../tracker/reading-tracker';
import { timedWords, utterance } from '../testing/hypotheses';
import type { RecognizedWord } from '../types';

// 30 words in two paragraphs (pages) of 15.
const STORY = `Sam had a small green boat. He took it to the lake with his dad.

The boat sailed across the water. Sam waved to the ducks swimming on the lake.`;

function feed(tracker: ReadingTracker, words: RecognizedWord[]): void {
  for (const h of utterance(words)) tracker.update(h);
}

describe('fluency', () => {
  it('measures 120 WCPM for 30 words read correctly in 15 seconds', () => {
    const tracker = new ReadingTracker(STORY);
    const text = tracker.story.words.map((w) => w.norm).join(' ');
    // 500 ms per word, no gaps: 30 words take 15 s. The 2 s before the first word is not reading.
    feed(tracker, timedWords(text, { startMs: 2000, wordMs: 500, gapMs: 0 }));
    const report = tracker.fluency();
    expect(report.session).toEqual({
      wordsAttempted: 30,
      wordsCorrect: 30,
      errors: 0,
      readingMs: 15_000,
      wcpm: 120,
      accuracyPercentage: 100,
    });
    expect(report.pages.map((p) => [p.startIndex, p.endIndex, p.wcpm, p.complete])).toEqual([
      [0, 15, 120, true],
      [15, 30, 120, true],
    ]);
    expect(report.reliable).toBe(false);
  });

  it('lowers WCPM and accuracy for omitted words and counts long pauses up to 3 s', () => {
    const tracker = new ReadingTracker(STORY);
    // Page one with "green" left out and a 5 s pause before "He": 14 words read, one error.
    const first = timedWords('sam had a small boat', { startMs: 0, wordMs: 400, gapMs: 100 });
    const second = timedWords('he took it to the lake with his dad', {
      startMs: 2400 + 5000,
      wordMs: 400,
      gapMs: 100,
    });
    feed(tracker, first);
    feed(tracker, second);
    const report = tracker.fluency({ grade: 2, season: 'winter' });
    // 14 words × 400 ms + 12 gaps × 100 ms + a pause capped at 3000 ms = 9800 ms.
    expect(report.session).toMatchObject({
      wordsAttempted: 15,
      wordsCorrect: 14,
      errors: 1,
      readingMs: 9800,
    });
    expect(report.session.wcpm).toBeCloseTo((14 / 9800) * 60_000, 1);
    expect(report.session.accuracyPercentage).toBe(93.3);
    expect(report.pauses).toEqual({
      count: 1,
      totalMs: 5000,
      longestMs: 5000,
      midSentenceCount: 0,
      hesitationCount: 1,
    });
    expect(report.standing).toMatchObject({ band: '50_to_74', normsGrade: 2, season: 'winter' });
  });

  it('does not count time heard after the last story word read (a recogniser that lost its place)', () => {
    const tracker = new ReadingTracker(STORY);
    const read = timedWords('sam had a small green boat', { startMs: 0, wordMs: 400, gapMs: 100 });
    const lost = ['<unk>', '<unk>', '<unk>', '<unk>', '<unk>'].map((word, i) => ({
      word,
      startMs: 3000 + i * 500,
      endMs: 3400 + i * 500,
    }));
    feed(tracker, [...read, ...lost]);
    // Six words in 2.9 s: the 2.5 s of unnamed words after "boat" are not reading time.
    expect(tracker.fluency().session).toMatchObject({ wordsCorrect: 6, readingMs: 2900 });
  });
});

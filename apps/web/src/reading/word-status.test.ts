import { describe, expect, it } from 'vitest';
import { tokenizeStory } from '@shared/text/tokenize';
import { completionPercent, wordStatus } from './word-status';

describe('reading colours', () => {
  it('colours words before the current one as read, the current one as current, the rest upcoming', () => {
    const { words } = tokenizeStory('The fox ran.\n\nIt was fast!');
    expect(words.map((word) => wordStatus(word.index, 3))).toEqual(['read', 'read', 'read', 'current', 'upcoming', 'upcoming']);
  });

  it('starts on the first word before any progress arrives', () => {
    expect([0, 1].map((index) => wordStatus(index, null))).toEqual(['current', 'upcoming']);
  });

  it('shows every word read once the index passes the end', () => {
    expect([0, 1, 2].map((index) => wordStatus(index, 3))).toEqual(['read', 'read', 'read']);
  });

  it('computes a clamped whole percentage', () => {
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(5, 4)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
  });
});

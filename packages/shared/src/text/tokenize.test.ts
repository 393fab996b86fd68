import { describe, expect, it } from 'vitest';
import { countWords, normalizeWord, splitParagraphs, tokenizeStory } from './tokenize';

describe('story tokenizer', () => {
  it('splits paragraphs at blank lines and keeps word indices stable across them', () => {
    const story = tokenizeStory('The cat sat.\nIt was warm.\n\n\n“Hello!” said Mia.');
    expect(story.paragraphs).toHaveLength(2);
    expect(story.paragraphs[0]?.words.map((w) => w.text)).toEqual(['The', 'cat', 'sat.', 'It', 'was', 'warm.']);
    expect(story.paragraphs[1]?.words.map((w) => w.index)).toEqual([6, 7, 8]);
    expect(story.words[6]?.norm).toBe('hello');
  });

  it('normalises curly apostrophes and strips edge punctuation', () => {
    expect(normalizeWord('Don’t,')).toBe("don't");
    expect(normalizeWord('(well-known)')).toBe('well-known');
  });

  it('glues punctuation-only pieces to the word before', () => {
    const story = tokenizeStory('Wait — look!');
    expect(story.words.map((w) => w.text)).toEqual(['Wait —', 'look!']);
    expect(countWords('Wait — look!')).toBe(2);
  });

  it('ignores empty paragraphs', () => {
    expect(splitParagraphs('\n\n  \n\nOne.\n\n')).toEqual(['One.']);
  });
});

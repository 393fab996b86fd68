import { describe, expect, it } from 'vitest';
import { normaliseStory, titleFromFilename, UNTITLED_STORY } from './normalise-text';

describe('normaliseStory', () => {
  it('does not mistake the first line of a hard-wrapped paragraph for a title', () => {
    const raw = 'Ada found a fox sleeping under\nthe wheel of the old mill.\n\nShe crept closer.';
    expect(normaliseStory(raw, 'mill.txt')).toEqual({
      title: 'Mill',
      content: 'Ada found a fox sleeping under the wheel of the old mill.\n\nShe crept closer.',
    });
  });

  it('takes a short heading directly above a longer first line as the title', () => {
    const raw = 'The Mill\nAda found a fox sleeping under the wheel of the old mill that morning.\n\nShe crept closer.';
    expect(normaliseStory(raw, 'x.txt').title).toBe('The Mill');
  });

  it('rejoins words hyphenated across a line break and tidies spacing and control characters', () => {
    const raw = '\uFEFFThe Mill\r\n\r\nIt was an adven-\r\nture\tfor  Ada.\u0007\f"Look!" she said.';
    expect(normaliseStory(raw, 'x.txt')).toEqual({
      title: 'The Mill',
      content: 'It was an adventure for Ada.\n\n"Look!" she said.',
    });
  });

  it('does not take a line of dialogue as the title', () => {
    expect(normaliseStory('"Wait for me"\n"No!" said Ada.', 'chase.txt').title).toBe('Chase');
  });
});

describe('titleFromFilename', () => {
  it('turns a file name into a readable title, or falls back to Untitled Story', () => {
    expect(titleFromFilename('C:\\stories\\moon_kite-final.docx')).toBe('Moon kite final');
    expect(titleFromFilename('.pdf')).toBe(UNTITLED_STORY);
  });
});

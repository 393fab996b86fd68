import { describe, expect, it } from 'vitest';
import { countSpokenWords } from './text';
import { limitWords } from './limit';

describe('limitWords', () => {
  it('leaves a short reply alone', () => {
    expect(limitWords('Great job!  Keep going.', 20)).toBe('Great job! Keep going.');
  });

  it('keeps whole sentences while they fit', () => {
    expect(limitWords('One two three. Four five six. Seven eight nine ten.', 7)).toBe('One two three. Four five six.');
  });

  it('cuts a long first sentence at a word boundary and closes it', () => {
    const cut = limitWords('A meadow is a field where grass or alfalfa are grown to be made into hay for the animals', 9);
    expect(cut).toBe('A meadow is a field where grass or alfalfa.');
    expect(countSpokenWords(cut)).toBeLessThanOrEqual(9);
  });

  it('does not count punctuation-only pieces as words', () => {
    expect(limitWords('Wait — look! Now.', 3)).toBe('Wait — look! Now.');
  });
});

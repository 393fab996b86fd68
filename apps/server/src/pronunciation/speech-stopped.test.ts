import { describe, expect, it } from 'vitest';
import { difficultWord } from './speech-stopped';

describe('the word the pronunciation coach picks', () => {
  it('is the worst content word, never a function word', () => {
    const words = [
      { word: 'from', accuracy: 20, errorType: 'Mispronunciation' },
      { word: 'paper', accuracy: 55, errorType: 'Mispronunciation' },
      { word: 'kite', accuracy: 95, errorType: 'None' },
    ];
    expect(difficultWord(words, 60)).toBe('paper');
  });

  it('is nobody when every content word went well or was only an extra word', () => {
    expect(difficultWord([{ word: 'kite', accuracy: 92, errorType: 'None' }, { word: 'the', accuracy: 10, errorType: 'Omission' }, { word: 'garden', accuracy: 30, errorType: 'Insertion' }], 60)).toBeNull();
  });
});

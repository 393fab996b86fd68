import { describe, expect, it } from 'vitest';
import { heardWords, UNKNOWN_WORD } from './heard-words';

describe('heardWords', () => {
  it('drops silence, noise and filler tokens and strips pronunciation variants', () => {
    const words = [
      '<s>',
      '<sil>',
      '[NOISE]',
      '<unk>',
      '++garbage++',
      '(laugh)',
      'um',
      'Read(2)',
      'dog,',
      '</s>',
    ].map((word, i) => ({ word, startMs: i * 100, endMs: i * 100 + 80 }));
    expect(heardWords(words)).toEqual([
      { norm: 'read', startMs: 700, endMs: 780 },
      { norm: 'dog', startMs: 800, endMs: 880 },
    ]);
  });
});

describe('heardWords keeping unnamed words', () => {
  it('keeps `<unk>` at least as long as asked, as UNKNOWN_WORD, and drops shorter ones', () => {
    const words = [
      { word: 'the', startMs: 0, endMs: 200 },
      { word: '<unk>', startMs: 200, endMs: 300 },
      { word: '<unk>', startMs: 300, endMs: 700 },
      { word: 'dog', startMs: 700, endMs: 900 },
    ];
    expect(heardWords(words, { keepUnknownMinMs: 150 }).map((w) => w.norm)).toEqual(['the', UNKNOWN_WORD, 'dog']);
    expect(heardWords(words).map((w) => w.norm)).toEqual(['the', 'dog']);
  });
});

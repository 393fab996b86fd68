import { describe, expect, it } from 'vitest';
import { verifyReadingWords } from './word-verification';

/** Words 250 ms apart; `<unk:80>` is an unknown word of 80 ms (a breath). */
const heard = (text: string): Array<{ word: string; startMs: number; endMs: number }> =>
  text.split(' ').map((token, i) => {
    const breath = /^<unk:(\d+)>$/.exec(token);
    return { word: breath ? '<unk>' : token, startMs: i * 250, endMs: i * 250 + (breath ? Number(breath[1]) : 250) };
  });
const said = (words: ReadonlyArray<{ word: string }>): string => words.map((w) => w.word).join(' ');

describe('word verification by context', () => {
  it('keeps a correct reading as it is, partial or final', () => {
    const reading = 'mia made a kite from blue paper';
    expect(said(verifyReadingWords(heard(reading), false))).toBe(reading);
    expect(said(verifyReadingWords(heard(reading), true))).toBe(reading);
    expect(said(verifyReadingWords(heard('mia'), false))).toBe('mia');
  });

  it('does not believe story words forced onto another text between unknown words', () => {
    // "Priya and Ben found two snails…" and "The dog barked at the postman…" against Mia's kite story.
    expect(said(verifyReadingWords(heard('<unk> mailed and <unk> a <unk>'), true))).toBe('<unk> <unk> <unk> <unk> <unk> <unk>');
    expect(said(verifyReadingWords(heard('the <unk> made a <unk> quite and <unk>'), true))).not.toMatch(/made|quite/);
  });

  it('waits for the word after a guess at the end of a partial before believing it', () => {
    expect(said(verifyReadingWords(heard('<unk> <unk> paid a kite'), false))).not.toMatch(/paid|kite/);
    expect(said(verifyReadingWords(heard('a and and'), false))).toBe('<unk> <unk> <unk>');
  });

  it('keeps both sides of a misread word when each side is real reading', () => {
    const result = verifyReadingWords(heard('mia made a <unk> from blue paper and two'), true);
    expect(said(result)).toBe('mia made a <unk> from blue paper and two');
  });

  it('keeps a word read between two misread words inside real reading', () => {
    const reading = 'kofi and his sister <unk> went <unk> the beach to look';
    expect(said(verifyReadingWords(heard(reading), true))).toBe(reading);
  });

  it('keeps words read just after a misread word that follows a run of real reading', () => {
    const reading = 'she drew a big white moon <unk> on it';
    expect(said(verifyReadingWords(heard(reading), false))).toBe(reading);
    expect(said(verifyReadingWords(heard('<unk> mia made and a <unk> quite and'), true))).not.toMatch(/quite/);
  });

  it('keeps the first words of a reading one unknown word before a run of real reading', () => {
    expect(said(verifyReadingWords(heard('ravi had <unk> spent three weeks building a robot'), true))).toBe(
      'ravi had <unk> spent three weeks building a robot',
    );
    // Two content words forced onto another text, with no run of real reading after them, are still not believed.
    expect(said(verifyReadingWords(heard('ravi had <unk> spent <unk> a'), true))).toBe('<unk> <unk> <unk> <unk> <unk> <unk>');
  });

  it('does not count a breath before the first word as an unknown word', () => {
    expect(said(verifyReadingWords(heard('<unk:80> mia made'), false))).toBe('<unk> mia made');
    expect(said(verifyReadingWords(heard('<unk> mia made'), false))).toBe('<unk> <unk> <unk>');
  });

  it('believes three story words in a row, as the story has them, beside an unknown word', () => {
    const story = "every morning one of mateo's socks was gone".split(' ');
    // An extra word after "one of": only "morning" is a content word before it.
    expect(said(verifyReadingWords(heard("every morning one of <unk> mateo's socks"), true, story))).toBe("every morning one of <unk> mateo's socks");
    // The same words out of the story's order are not a stretch of it.
    expect(said(verifyReadingWords(heard("morning every of <unk> mateo's socks"), true, story))).toBe("<unk> <unk> <unk> <unk> mateo's socks");
    // Nor are three function words.
    expect(said(verifyReadingWords(heard('<unk> and a the <unk>'), true, ['and', 'a', 'the']))).toBe('<unk> <unk> <unk> <unk> <unk>');
  });

  it('keeps a short final turn of function words read on its own', () => {
    expect(said(verifyReadingWords(heard('on it'), true))).toBe('on it');
  });

  it('keeps word timings of the words it believes', () => {
    const words = [
      { word: 'big', startMs: 100, endMs: 300 },
      { word: 'white', startMs: 300, endMs: 500 },
    ];
    expect(verifyReadingWords(words, true)).toEqual(words);
  });
});

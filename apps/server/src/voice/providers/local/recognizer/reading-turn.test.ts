import { describe, expect, it } from 'vitest';
import { isReadingTurn, storyRunLength } from './reading-turn';
import { explainsSpeech } from './question-grammar';

const story = 'mia made a kite from blue paper and two thin sticks she drew a big white moon on it'.split(' ');
const words = (text: string) => text.split(' ').map((word, i) => ({ word, startMs: i * 300, endMs: i * 300 + 250 }));

describe('story runs', () => {
  it('counts words heard in the story order, one skipped word at a time', () => {
    expect(storyRunLength('mia made a kite from blue'.split(' '), story)).toBe(6);
    expect(storyRunLength('mia made kite from blue'.split(' '), story)).toBe(5);
    expect(storyRunLength('mia kite blue'.split(' '), story)).toBe(2);
    expect(storyRunLength('what did mia make'.split(' '), story)).toBe(1);
  });

  it('takes a half-lost reading for reading, not a question that quotes the story', () => {
    const lost = words('mia made a kite from blue <unk> and two <unk> <unk> she drew <unk> <unk> <unk> <unk> <unk> <unk>');
    const reading = lost.filter((w) => w.word !== 'and');
    expect(isReadingTurn({ intentHeard: false, reading, heardCount: lost.length, story })).toBe(true);
    const question = words('what does blue paper and two thin mean');
    const storyPart = question.filter((w) => story.includes(w.word));
    expect(isReadingTurn({ intentHeard: false, reading: storyPart, heardCount: question.length, story })).toBe(false);
  });
});

describe('a question that explains the speech', () => {
  it('covers the turn up to a second at either end', () => {
    const question = [{ word: 'who', startMs: 2000, endMs: 2300 }, { word: 'joe', startMs: 2300, endMs: 2900 }];
    expect(explainsSpeech(question, { startMs: 1800, endMs: 3200 })).toBe(true);
    // 14 s of speech and a question path that stopped after 7 s.
    expect(explainsSpeech(question, { startMs: 1800, endMs: 14_700 })).toBe(false);
    expect(explainsSpeech([], { startMs: 0, endMs: 1000 })).toBe(false);
  });
});

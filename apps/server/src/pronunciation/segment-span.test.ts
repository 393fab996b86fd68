import { describe, expect, it } from 'vitest';
import { spanOf, storyWords } from './segment-span';

const STORY = 'Mia made a kite from blue paper and two thin sticks. She drew a big white moon on it. The wind was strong that day.';
const words = storyWords('span-test', STORY);
const heard = (text: string) => text.split(' ').map((word, i) => ({ word, startMs: i * 400, endMs: i * 400 + 300 }));

describe('the story words an utterance read', () => {
  it('finds the sentence just read behind the tracker\'s current word', () => {
    const span = spanOf(words, heard('she drew a big white moon on it'), 19);
    expect(span).toMatchObject({ startIndex: 11, endIndex: 18 });
    expect(span?.referenceWords.map((w) => w.word).join(' ')).toBe('She drew a big white moon on it.');
  });

  it('finds a re-read of an earlier sentence, and keeps a skipped word inside the span', () => {
    const span = spanOf(words, heard('mia made a kite from paper and two thin sticks'), 24);
    expect(span).toMatchObject({ startIndex: 0, endIndex: 10 });
  });

  it('has no span for talk that is not reading', () => {
    expect(spanOf(words, heard('can we play a game now please'), 19)).toBeNull();
    expect(spanOf(words, heard('[NOISE] <sil>'), 19)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ReadingProgressEventSchema } from '@shared/schemas/reading';
import { readingProgressEvent } from './progress-events';
import { ReadingTracker } from './tracker/reading-tracker';
import { timedWords, utterance } from './testing/hypotheses';

const CONVERSATION_ID = 'conversation_1763769600000_0123456789abcdef0123456789abcdef';

describe('readingProgressEvent', () => {
  it('builds the spec event the web reader accepts, mid-story and at the end', () => {
    const tracker = new ReadingTracker('Once upon a time a curious rabbit lived in a burrow.');
    for (const h of utterance(timedWords('once upon a time a'))) tracker.update(h);
    const event = readingProgressEvent(CONVERSATION_ID, tracker);
    expect(ReadingProgressEventSchema.parse(event)).toEqual(event);
    expect(event).toEqual({
      type: 'reading_progress',
      conversation_id: CONVERSATION_ID,
      progress: { current_word_index: 5, total_words: 11, completion_percentage: 45.5, words_read: 5 },
      next_word: {
        next_word: 'curious',
        syllables: ['cu', 'ri', 'ous'],
        word_index: 5,
        completion_percentage: 45.5,
        context_before: 'Once upon a time a',
        context_after: 'rabbit lived in a burrow.',
      },
      context: {
        previous: ['Once', 'upon', 'a', 'time', 'a'],
        upcoming: ['rabbit', 'lived', 'in', 'a', 'burrow.'],
      },
    });
    for (const h of utterance(timedWords('curious rabbit lived in a burrow', { startMs: 3000 })))
      tracker.update(h);
    const done = readingProgressEvent(CONVERSATION_ID, tracker);
    expect(ReadingProgressEventSchema.parse(done).next_word).toMatchObject({
      next_word: null,
      syllables: [],
    });
    expect(done.progress.completion_percentage).toBe(100);
  });
});

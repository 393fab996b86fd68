import { describe, expect, it } from 'vitest';
import { ProgressStore, snapshotFromRest, type ReadingSnapshot } from './progress-store';

const snapshot: ReadingSnapshot = {
  progress: { current_word_index: 2, total_words: 10, completion_percentage: 20, words_read: 2 },
  next_word: { next_word: 'fox', syllables: ['fox'], word_index: 2, completion_percentage: 20, context_before: 'the red', context_after: 'ran' },
  context: { previous: ['the', 'red'], upcoming: ['ran'] },
};

describe('ProgressStore', () => {
  it('holds one current value, notifies on change and can be cleared', () => {
    const store = new ProgressStore();
    let notified = 0;
    const off = store.subscribe(() => (notified += 1));
    store.set(snapshot);
    expect(store.get()).toBe(snapshot);
    store.clear();
    expect(store.get()).toBeNull();
    store.clear();
    expect(notified).toBe(2);
    off();
    store.set(snapshot);
    expect(notified).toBe(2);
  });
});

describe('snapshotFromRest', () => {
  it('builds the reader snapshot from the progress and next-word answers', () => {
    const built = snapshotFromRest(
      { success: true, current_word_index: 4, total_words: 20, completion_percentage: 20, words_read: 4 },
      { success: true, next_word: 'river', syllables: ['riv', 'er'], word_index: 4, completion_percentage: 20, context_before: 'went to the', context_after: 'to look' },
    );
    expect(built.progress.current_word_index).toBe(4);
    expect(built.next_word.syllables).toEqual(['riv', 'er']);
    expect(built.context).toEqual({ previous: ['went', 'to', 'the'], upcoming: ['to', 'look'] });
  });
});

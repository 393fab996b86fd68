import { describe, expect, it } from 'vitest';
import { ReadingTracker } from './reading-tracker';
import { after, timedWords, utterance } from '../testing/hypotheses';
import type { Hypothesis } from '../types';

const STORY = `The little dog ran to the park. He saw a big red ball under the old tree.
He wanted to play with it all day long.

The dog picked up the ball and ran home to his happy family.`;

function feed(tracker: ReadingTracker, hypotheses: Hypothesis[]): number[] {
  return hypotheses.map((h) => tracker.update(h).currentWordIndex);
}

describe('ReadingTracker progress', () => {
  it('does not run ahead of a word still being said on a short word the partial guessed after it', () => {
    // "Please dr-a-a-w…": the decoder's partial had "please your", skipping the word being said.
    const tracker = new ReadingTracker('Mr Diaz gave out paper. "Please draw your favourite place," he said.');
    const start = timedWords('mr diaz gave out paper please');
    feed(tracker, utterance(start));
    expect(tracker.currentWordIndex).toBe(6);
    const guessed = [...start, { word: 'your', startMs: after(start, 50), endMs: after(start, 200) }];
    expect(tracker.update({ words: guessed, final: false }).currentWordIndex).toBe(6);
    // An unnamed stretch then a short word ("It <breath> a") does not move it either.
    const noise = [...start, { word: '<unk>', startMs: after(start, 50), endMs: after(start, 300) }, { word: 'your', startMs: after(start, 300), endMs: after(start, 400) }];
    expect(tracker.update({ words: noise, final: false }).currentWordIndex).toBe(6);
    // The word itself, then the short word after it, do.
    const read = timedWords('draw your', { startMs: after(start) });
    expect(tracker.update({ words: [...start, read[0]!], final: false }).currentWordIndex).toBe(7);
    expect(tracker.update({ words: [...start, ...read], final: false }).currentWordIndex).toBe(8);
  });

  it('reaches the end of a story whose last word was misread, and records the miscue', () => {
    const story = 'The dog ran to the park and sat on the grass.';
    const tracker = new ReadingTracker(story);
    tracker.update({ words: timedWords('the dog ran to the park and sat on the blanket'), final: true });
    expect(tracker.progress()).toMatchObject({ current_word_index: 11, completion_percentage: 100 });
    expect(tracker.miscues()).toEqual([expect.objectContaining({ kind: 'substitution', wordIndex: 10, heard: 'blanket' })]);
    // Put right in the next breath, it is a self-correction.
    const again = new ReadingTracker(story);
    const first = timedWords('the dog ran to the park and sat on the blanket');
    again.update({ words: first, final: true });
    again.update({ words: timedWords('grass', { startMs: after(first) }), final: true });
    expect(again.miscues().map((m) => m.kind)).toEqual(['self_correction']);
  });

  it('still follows a reader who skips a word, once a content word after the gap is heard', () => {
    const tracker = new ReadingTracker('Mr Diaz gave out paper. "Please draw your favourite place," he said.');
    const words = timedWords('mr diaz gave out paper please your favourite');
    expect(tracker.update({ words, final: false }).currentWordIndex).toBe(9);
  });

  it('moves word by word, never backwards, to 100% as the story is read', () => {
    const tracker = new ReadingTracker(STORY);
    const sentences = [
      'the little dog ran to the park',
      'he saw a big red ball under the old tree',
      'he wanted to play with it all day long',
      'the dog picked up the ball and ran home to his happy family',
    ];
    const indices: number[] = [];
    let startMs = 0;
    for (const sentence of sentences) {
      const words = timedWords(sentence, { startMs });
      indices.push(...feed(tracker, utterance(words)));
      startMs = after(words);
    }
    expect(indices.every((index, i) => i === 0 || index >= (indices[i - 1] ?? 0))).toBe(true);
    expect(new Set(indices).size).toBeGreaterThan(30);
    expect(tracker.progress()).toEqual({
      current_word_index: 39,
      total_words: 39,
      completion_percentage: 100,
      words_read: 39,
    });
    expect(tracker.nextWord().next_word).toBeNull();
    expect(tracker.miscues()).toEqual([]);
  });

  it('does not move on noise tokens or words that are not in the text', () => {
    const tracker = new ReadingTracker(STORY);
    feed(tracker, utterance(timedWords('the little dog')));
    const before = tracker.progress();
    const noise = timedWords('<sil> [NOISE] ++garbage++ <unk> um', { startMs: 2000 });
    const updates = utterance(noise).map((h) => tracker.update(h));
    expect(updates.every((u) => !u.moved)).toBe(true);
    tracker.update({ words: timedWords('banana', { startMs: 5000 }), final: true });
    expect(tracker.progress()).toEqual(before);
    expect(tracker.nextWord().next_word).toBe('ran');
  });

  it('treats re-reading the previous sentence as repetition, not a step back', () => {
    const tracker = new ReadingTracker(STORY);
    const first = timedWords('the little dog ran to the park', { startMs: 0 });
    feed(tracker, utterance(first));
    const second = timedWords('he saw a big red ball', { startMs: after(first) });
    feed(tracker, utterance(second));
    expect(tracker.currentWordIndex).toBe(13);
    const reread = timedWords('he saw a big red ball under the', { startMs: after(second, 1000) });
    const indices = feed(tracker, utterance(reread));
    expect(Math.min(...indices)).toBe(13);
    expect(tracker.currentWordIndex).toBe(15);
    const repetitions = tracker.miscues().filter((m) => m.kind === 'repetition');
    expect(repetitions).toEqual([
      expect.objectContaining({ wordIndex: 7, expected: 'He saw a big red ball', kind: 'repetition' }),
    ]);
    expect(tracker.outcomes().find((o) => o.wordIndex === 9)).toMatchObject({
      verdict: 'correct',
      readCount: 2,
    });
    expect(tracker.progress().words_read).toBe(15);
  });

  it('jumps ahead over a skipped line and marks its words as omissions', () => {
    const tracker = new ReadingTracker(STORY);
    const first = timedWords('the little dog ran to the park', { startMs: 0 });
    feed(tracker, utterance(first));
    // "He saw a big red ball under the old tree." (words 7–16) is skipped.
    const next = timedWords('he wanted to play with it all day long', { startMs: after(first) });
    const indices = feed(tracker, utterance(next));
    expect(indices.at(-1)).toBe(26);
    const omitted = tracker
      .miscues()
      .filter((m) => m.kind === 'omission')
      .map((m) => m.wordIndex);
    expect(omitted).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(tracker.progress().words_read).toBe(16);
  });

  it('passes over the words a recogniser did not hear while it had lost the reader, as neither read nor left out', () => {
    const tracker = new ReadingTracker(STORY);
    const first = timedWords('the little dog ran to the park', { startMs: 0 });
    // The recogniser lost the reader in "He saw a big red ball…" and found them again at "He wanted".
    const refound = timedWords('he wanted to play with it all day long', { startMs: after(first, 6000) });
    const words = [...first, { ...refound[0]!, refound: true }, ...refound.slice(1)];
    expect(tracker.update({ words, final: true }).currentWordIndex).toBe(26);
    expect(tracker.miscues().filter((m) => m.kind === 'omission')).toEqual([]);
    expect(tracker.progress().words_read).toBe(16);
  });

  it('flags nothing the recogniser heard while it had lost the reader or through the re-find, and times only what it heard', () => {
    const tracker = new ReadingTracker(STORY);
    const first = timedWords('the little dog ran to the park', { startMs: 0 });
    // The reader read on correctly. The recogniser lost them in "He saw a big red ball…" and heard
    // "and us and little" there; it found them again at "He wanted", through its re-find grammar that
    // heard "play" as "plat" and "long" as "lamp".
    const lost = timedWords('and us and little', { startMs: after(first, 6000) });
    const refound = timedWords('he wanted to plat with it all day lamp', { startMs: after(lost) });
    const uncertain = [...lost, ...refound].map((w, i) => ({ ...w, uncertain: true, ...(i === lost.length ? { refound: true } : {}) }));
    tracker.update({ words: [...first, ...uncertain], final: true });
    const errors = tracker.miscues().filter((m) => m.kind === 'omission' || m.kind === 'substitution' || m.kind === 'insertion');
    expect(errors).toEqual([]);
    // The story words it heard right still count as read ("wanted"), the rest neither read nor wrong.
    expect(tracker.outcomes().find((o) => o.wordIndex === 18)).toMatchObject({ verdict: 'correct' });
    expect(tracker.outcomes().find((o) => o.wordIndex === 20)?.verdict).not.toBe('substitution');
    // WCPM is measured on what was heard with confidence: the first sentence, its words and its time
    // (7 words of 300 ms with 100 ms between), not the stretch the recogniser lost or re-found.
    const fluency = tracker.fluency().session;
    expect(fluency.errors).toBe(0);
    expect(fluency.wordsCorrect).toBe(first.length);
    expect(fluency.readingMs).toBe(2700);
  });

  it('counts a growing and revised partial hypothesis once', () => {
    const tracker = new ReadingTracker(STORY);
    const words = timedWords('the little dog ran');
    const [the, little, dog, ran] = words;
    if (!the || !little || !dog || !ran) throw new Error('script');
    const stream: Hypothesis[] = [
      { words: [the], final: false },
      { words: [the, little], final: false },
      { words: [the, little, { ...dog, word: 'dig' }], final: false },
      { words: [the, little, { ...dog, word: 'dig' }, ran], final: false },
      { words: [the, little, dog, ran], final: true },
    ];
    feed(tracker, stream);
    expect(tracker.progress()).toMatchObject({ current_word_index: 4, words_read: 4 });
    expect(tracker.outcomes().map((o) => [o.verdict, o.readCount])).toEqual([
      ['correct', 1],
      ['correct', 1],
      ['correct', 1],
      ['correct', 1],
    ]);
    expect(tracker.miscues()).toEqual([]);
  });

  it('ignores an utterance that is talk, not reading, and keeps the place', () => {
    const tracker = new ReadingTracker(STORY);
    feed(tracker, utterance(timedWords('the little dog ran to the park')));
    feed(tracker, utterance(timedWords('what does the word under mean', { startMs: 4000 })));
    expect(tracker.currentWordIndex).toBe(7);
    expect(tracker.miscues()).toEqual([]);
  });
});

describe('ReadingTracker next word and spans', () => {
  it('gives the next word with its syllables and the words around it', () => {
    const tracker = new ReadingTracker('The hungry elephant found a wonderful garden.');
    feed(tracker, utterance(timedWords('the hungry')));
    expect(tracker.nextWord()).toEqual({
      next_word: 'elephant',
      syllables: ['ele', 'phant'],
      word_index: 2,
      completion_percentage: 28.6,
      context_before: 'The hungry',
      context_after: 'found a wonderful garden.',
    });
    feed(tracker, utterance(timedWords('elephant found a wonderful', { startMs: 2000 })));
    expect(tracker.nextWord().syllables).toEqual(['gar', 'den']);
    expect(tracker.context()).toEqual({
      previous: ['hungry', 'elephant', 'found', 'a', 'wonderful'],
      upcoming: [],
    });
  });

  it('does not send the highlight a line ahead on a couple of short words that fit anywhere', () => {
    const tracker = new ReadingTracker(STORY);
    const read = timedWords('the little dog ran to the park he saw a big red ball', { startMs: 0 });
    feed(tracker, utterance(read));
    expect(tracker.currentWordIndex).toBe(13);
    // A recogniser that lost its footing: "to his" also stands in "…ran home to his happy family".
    feed(tracker, utterance(timedWords('to his', { startMs: after(read) })));
    expect(tracker.currentWordIndex).toBe(13);
    expect(tracker.miscues().filter((m) => m.kind === 'omission')).toEqual([]);
  });

  it('listens from where a reader stopped mid-sentence, with the start of the sentence for a restart', () => {
    const tracker = new ReadingTracker(STORY);
    feed(tracker, utterance(timedWords('the little dog ran to the park he saw a big')));
    // Committed at "red" (11), in "He saw a big red ball under the old tree." (7–16).
    const span = tracker.listeningSpan(tracker.committedWordIndex, 20, { maxWords: 6 });
    expect(span).toMatchObject({ startIndex: 7, resumeIndex: 11 });
    expect(span.endIndex).toBeGreaterThanOrEqual(21);
    // Mid-turn the span starts just before the highlight, across a sentence start if need be.
    const ahead = tracker.listeningSpan(7, 20, { maxWords: 3, minWords: 3 });
    expect(ahead).toMatchObject({ startIndex: 4, resumeIndex: 7 });
  });

  it('offers the recogniser whole sentences from the one being read', () => {
    const tracker = new ReadingTracker(STORY);
    feed(tracker, utterance(timedWords('the little dog ran to the park he saw')));
    const span = tracker.expectedSpan(25);
    expect(span.startIndex).toBe(7);
    expect(span.endIndex).toBe(26);
    expect(span.words.map((w) => w.norm).slice(0, 3)).toEqual(['he', 'saw', 'a']);
    expect(tracker.expectedSpan(5)).toMatchObject({ startIndex: 7, endIndex: 12 });
  });
});

describe('ReadingTracker alignment ties', () => {
  it('takes a misheard first word for that word, not for a swapped "and" after a skipped name', () => {
    // "Priya and Ben" heard as "prelim ben": the recogniser dropped "and", the reader skipped nothing.
    const tracker = new ReadingTracker('Priya and Ben found two snails under a leaf.');
    for (const h of utterance(timedWords('prelim ben found two snails under a leaf'))) tracker.update(h);
    expect(tracker.miscues().filter((m) => m.kind === 'omission' || m.kind === 'substitution')).toEqual([]);
    expect(tracker.outcomes()[0]).toMatchObject({ wordIndex: 0, verdict: 'correct', heard: 'prelim' });
  });
});

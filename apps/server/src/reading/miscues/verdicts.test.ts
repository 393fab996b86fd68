import { describe, expect, it } from 'vitest';
import { ReadingTracker } from '../tracker/reading-tracker';
import { after, timedWords, utterance, type Pace } from '../testing/hypotheses';
import type { MiscueKind, RecognizedWord } from '../types';

const STORY = 'Every morning the dog ran to the park and the cat sat in the sun by the hole.';

function read(tracker: ReadingTracker, text: string, pace: Partial<Pace> = {}): RecognizedWord[] {
  const words = timedWords(text, pace);
  for (const h of utterance(words)) tracker.update(h);
  return words;
}

const kinds = (tracker: ReadingTracker, kind: MiscueKind) => tracker.miscues().filter((m) => m.kind === kind);

describe('substitutions', () => {
  it('flags a sound-alike heard once when the reader went on in place ("the dig ran")', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning the dig ran to the park');
    expect(kinds(tracker, 'substitution')).toEqual([
      expect.objectContaining({ wordIndex: 3, expected: 'dog', heard: 'dig', kind: 'substitution' }),
    ]);
    expect(tracker.currentWordIndex).toBe(8);
  });

  it('flags a sound-alike that drops a sound inside the word, but not one that only gains a sound at its edge', () => {
    const tracker = new ReadingTracker('Kofi and his sister went to eat ice cream by the sea.');
    read(tracker, 'kofi and his sitter went to eat nice cream by the sea');
    expect(kinds(tracker, 'substitution').map((m) => [m.expected, m.heard])).toEqual([['sister', 'sitter']]);
  });

  it('does not flag a word heard with two sounds gained at its start after a pause ("March, leaving" as "march believing")', () => {
    const tracker = new ReadingTracker('Her great-uncle had died in March, leaving his cluttered house to her.');
    read(tracker, 'her great-uncle had died in march believing his cluttered house to her');
    expect(kinds(tracker, 'substitution')).toEqual([]);
  });

  it('does not flag a sound-alike heard once that only changes the last consonant, which runs into the next word', () => {
    const tracker = new ReadingTracker('Kofi and his sister went to eat ice cream by the sea.');
    read(tracker, 'kofi and his sister went to eat ice creep by the sea');
    expect(kinds(tracker, 'substitution')).toEqual([]);
  });

  it('does not flag a sound-alike that ends an utterance (the word may have trailed off)', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning the dig');
    expect(kinds(tracker, 'substitution')).toEqual([]);
    expect(tracker.outcomes().find((o) => o.expected === 'dog')).toMatchObject({ verdict: 'correct', heard: 'dig' });
  });

  it('does not flag a sound-alike of a function word heard once ("the dog ram two the park")', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning the dog ran two the park');
    expect(kinds(tracker, 'substitution')).toEqual([]);
  });

  it('flags a sound-alike heard again when the sentence is read a second time', () => {
    const tracker = new ReadingTracker(STORY);
    const first = read(tracker, 'every morning the dig ran to the park');
    read(tracker, 'the dig ran to the park', { startMs: after(first) });
    expect(kinds(tracker, 'substitution')).toEqual([
      expect.objectContaining({ wordIndex: 3, expected: 'dog', heard: 'dig', kind: 'substitution' }),
    ]);
  });

  it('flags a clearly different content word at once', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning the dog ran to the park and the cow sat');
    const flagged = kinds(tracker, 'substitution').map((m) => [m.expected, m.heard]);
    expect(flagged).toEqual([['cat', 'cow']]);
  });

  it('judges a wrong word that ends an utterance with the next one: a substitution, not an extra word', () => {
    const tracker = new ReadingTracker(STORY);
    const first = read(tracker, 'every morning the dog ran to the bicycle');
    expect(tracker.currentWordIndex).toBe(7);
    read(tracker, 'and the cat sat', { startMs: after(first) });
    expect(tracker.miscues()).toEqual([
      expect.objectContaining({ wordIndex: 7, expected: 'park', heard: 'bicycle', kind: 'substitution' }),
    ]);
  });

  it('never flags "the" on a single wrong hearing', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning a dog ran to a park');
    expect(tracker.miscues()).toEqual([]);
    expect(
      tracker
        .outcomes()
        .filter((o) => o.expected === 'the')
        .every((o) => o.verdict === 'correct'),
    ).toBe(true);
  });
});

describe('self-corrections, omissions and insertions', () => {
  it('detects "dig… dog" as a self-correction, not an error', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning the dig dog ran to the park');
    expect(tracker.miscues()).toEqual([
      expect.objectContaining({ wordIndex: 3, expected: 'dog', heard: 'dig', kind: 'self_correction' }),
    ]);
    expect(tracker.outcomes().find((o) => o.wordIndex === 3)?.verdict).toBe('self_correction');
  });

  it('detects a self-correction made by starting the next utterance again', () => {
    const tracker = new ReadingTracker(STORY);
    const first = read(tracker, 'every morning the dig');
    read(tracker, 'dog ran to the park', { startMs: after(first) });
    expect(tracker.miscues().map((m) => m.kind)).toEqual(['self_correction']);
  });

  it('flags a skipped content word but not a skipped "the"', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning dog to the park');
    expect(tracker.miscues()).toEqual([
      expect.objectContaining({ wordIndex: 4, expected: 'ran', kind: 'omission' }),
    ]);
  });

  it('flags an extra content word but not an extra "the"', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning the the big dog ran to the park');
    expect(tracker.miscues()).toEqual([
      expect.objectContaining({ wordIndex: 3, expected: 'dog', heard: 'big', kind: 'insertion' }),
    ]);
  });
});

describe('hesitations', () => {
  it('flags a pause of more than 3 s before a word, not one of 2.5 s', () => {
    const tracker = new ReadingTracker(STORY);
    const words: RecognizedWord[] = [
      { word: 'every', startMs: 0, endMs: 300 },
      { word: 'morning', startMs: 400, endMs: 800 },
      { word: 'the', startMs: 3300, endMs: 3500 },
      { word: 'dog', startMs: 6700, endMs: 7000 },
    ];
    for (const h of utterance(words)) tracker.update(h);
    expect(kinds(tracker, 'hesitation')).toEqual([
      { wordIndex: 3, expected: 'dog', kind: 'hesitation', atMs: 6700 },
    ]);
    expect(tracker.outcomes().find((o) => o.wordIndex === 3)?.hesitationMs).toBe(3200);
  });

  it('treats a very long silence as a break in reading, not a hesitation', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning the');
    read(tracker, 'dog ran', { startMs: 60_000 });
    expect(kinds(tracker, 'hesitation')).toEqual([]);
    expect(tracker.fluency().pauses.count).toBe(0);
  });

  it('does not count the time the companion was speaking as hesitation', () => {
    const tracker = new ReadingTracker(STORY);
    read(tracker, 'every morning the');
    tracker.markInterruption();
    read(tracker, 'dog ran', { startMs: 20_000 });
    expect(kinds(tracker, 'hesitation')).toEqual([]);
  });
});

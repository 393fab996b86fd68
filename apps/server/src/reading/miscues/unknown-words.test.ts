import { describe, expect, it } from 'vitest';
import { ReadingTracker } from '../tracker/reading-tracker';
import { utterance } from '../testing/hypotheses';
import type { MiscueKind, RecognizedWord } from '../types';

// Mia0 made1 a2 kite3 from4 blue5 paper6 and7 two8 thin9 sticks10 She11 drew12 a13 big14 white15 moon16 on17 it18
const STORY = 'Mia made a kite from blue paper and two thin sticks. She drew a big white moon on it.';
const ERRORS: readonly MiscueKind[] = ['substitution', 'omission', 'insertion'];

/** "word" lasts 300 ms; "<unk>:450" is a word the recogniser could not name, lasting 450 ms. */
function spoken(script: string, startMs = 0): RecognizedWord[] {
  let atMs = startMs;
  return script.split(/\s+/).map((token) => {
    const [word = '', ms] = token.split(':');
    const durationMs = ms === undefined ? 300 : Number(ms);
    const heard = { word, startMs: atMs, endMs: atMs + durationMs };
    atMs += durationMs + 60;
    return heard;
  });
}

function read(script: string, story = STORY): ReadingTracker {
  const tracker = new ReadingTracker(story);
  for (const h of utterance(spoken(script))) tracker.update(h);
  return tracker;
}

const errors = (tracker: ReadingTracker) =>
  tracker
    .miscues()
    .filter((m) => ERRORS.includes(m.kind))
    .map(({ kind, wordIndex, expected, heard }) => ({ kind, wordIndex, expected, heard }));

describe('words the recogniser could not name', () => {
  it('flags an extra word heard between two story words read in sequence', () => {
    const tracker = read('mia made a <unk>:400 kite from blue paper');
    expect(errors(tracker)).toEqual([
      { kind: 'insertion', wordIndex: 3, expected: 'kite', heard: undefined },
    ]);
    expect(tracker.outcomes().find((o) => o.wordIndex === 3)?.verdict).toBe('correct');
  });

  it('flags a short extra word or swapped word between two story words read in sequence', () => {
    expect(errors(read('mia made a kite from <unk>:170 blue paper'))).toEqual([
      { kind: 'insertion', wordIndex: 5, expected: 'blue', heard: undefined },
    ]);
    expect(errors(read('mia made a kite from <unk>:170 paper and'))).toEqual([
      { kind: 'substitution', wordIndex: 5, expected: 'blue', heard: undefined },
    ]);
    // In place of a story word even a short one is a word said instead, not the word left out.
    expect(errors(read('mia made a kite from <unk>:110 paper and'))).toEqual([
      { kind: 'substitution', wordIndex: 5, expected: 'blue', heard: undefined },
    ]);
  });

  it('flags an extra word the aligner placed as a second reading of the word before it', () => {
    const story = 'She could fly through storms and crack boulders with her tail.';
    const tracker = read('she could fly through storms and crack and <unk>:260 boulders with her tail', story);
    expect(errors(tracker)).toEqual([{ kind: 'insertion', wordIndex: 7, expected: 'boulders', heard: undefined }]);
    expect(tracker.miscues().filter((m) => m.kind === 'repetition')).toEqual([]);
  });

  it('flags an extra word after which the reader said the word before it again', () => {
    // "blue paper and [blanket] and two": the reader went back to "and" after the extra word.
    expect(errors(read('mia made a kite from blue paper and <unk>:260 and two thin sticks'))).toEqual([
      { kind: 'insertion', wordIndex: 8, expected: 'two', heard: undefined },
    ]);
  });

  it('flags an extra word that came out as a function word and an unnamed word', () => {
    expect(errors(read('mia made a kite from the <unk>:400 blue paper'))).toEqual([
      { kind: 'insertion', wordIndex: 5, expected: 'blue', heard: undefined },
    ]);
  });

  it('flags a swapped word that came out as a function word and an unnamed word, at a full stop too', () => {
    // "…two thin candle. She…" heard as "thin and <unk> she": together they hold the word's sound.
    expect(errors(read('mia made a kite from blue paper and two thin and:250 <unk>:160 she drew a big'))).toEqual([
      { kind: 'substitution', wordIndex: 10, expected: 'sticks', heard: undefined },
    ]);
    // "…from bicycle paper…" heard as "from i <unk> paper".
    expect(errors(read('mia made a kite from i:150 <unk>:200 paper and'))).toEqual([
      { kind: 'substitution', wordIndex: 5, expected: 'blue', heard: undefined },
    ]);
  });

  it('flags a different word read where a story word was due, as a substitution with nothing heard', () => {
    const tracker = read('mia made a <unk>:350 from blue paper');
    expect(errors(tracker)).toEqual([
      { kind: 'substitution', wordIndex: 3, expected: 'kite', heard: undefined },
    ]);
    expect(tracker.outcomes().find((o) => o.wordIndex === 3)).toMatchObject({ verdict: 'substitution' });
    expect(tracker.outcomes().find((o) => o.wordIndex === 3)?.heard).toBeUndefined();
  });

  it('flags a swapped word that swallowed the short word after it', () => {
    // "…blue pumpkin two thin…": the recogniser heard one unnamed word for "paper and".
    const tracker = read('mia made a kite from blue <unk>:500 two thin sticks');
    expect(errors(tracker)).toEqual([{ kind: 'substitution', wordIndex: 6, expected: 'paper', heard: undefined }]);
  });

  it('flags a long unnamed word at the end of a sentence as the last word swapped', () => {
    const tracker = read('and two thin <unk>:600 she drew a big');
    // The utterance starts at the story's beginning: the first seven words count as skipped.
    expect(errors(tracker).filter((e) => e.kind !== 'omission')).toEqual([
      { kind: 'substitution', wordIndex: 10, expected: 'sticks', heard: undefined },
    ]);
  });

  it('does not flag a breath-length unnamed word, nor a short one where the sentence ends', () => {
    expect(errors(read('mia made a kite <unk>:120 from blue paper'))).toEqual([]);
    // At a full stop a little speech heard as an unnamed word (the recogniser trims the pause off it)
    // needs more than mid-sentence.
    expect(errors(read('mia made a kite from blue paper and two thin sticks <unk>:180 she drew a big'))).toEqual(
      [],
    );
    // "sticks" said, then a pause the recogniser heard as a word: not a swapped "sticks" either.
    expect(errors(read('mia made a kite from blue paper and two thin <unk>:180 she drew a big'))).toEqual([]);
  });

  it('never flags a function word on one unnamed word in its place', () => {
    const tracker = read('mia made <unk>:180 kite from blue paper');
    expect(errors(tracker)).toEqual([]);
    expect(tracker.outcomes().find((o) => o.wordIndex === 2)?.verdict).toBe('correct');
  });

  it('flags an extra word when an unnamed word in place of a function word is long enough to hold both', () => {
    const tracker = read('mia made <unk>:500 kite from blue paper');
    expect(errors(tracker)).toEqual([{ kind: 'insertion', wordIndex: 3, expected: 'kite', heard: undefined }]);
    expect(tracker.outcomes().find((o) => o.wordIndex === 2)?.verdict).toBe('correct');
    // Where a sentence ends it needs more.
    expect(errors(read('look at <unk>:230 she drew a big', 'Look at it. She drew a big white moon on it.'))).toEqual([]);
  });

  it('does not flag an unnamed word when a neighbour did not match (the recogniser had lost its place)', () => {
    // "bird" is not the story word before the unnamed one.
    expect(errors(read('mia made a kite from blue paper and two thin sticks she drew a bird <unk>:400 moon on it')))
      .not.toContainEqual(expect.objectContaining({ wordIndex: 15 }));
  });

  it('leaves an unnamed word that ends the reading unjudged, and does not move the highlight for it', () => {
    const tracker = read('mia made a kite from <unk>:500');
    expect(errors(tracker)).toEqual([]);
    expect(tracker.currentWordIndex).toBe(5);
  });

  it('keeps following a reading in which the recogniser lost a few words', () => {
    const tracker = new ReadingTracker(STORY);
    tracker.update({ words: spoken('<unk>:300 <unk>:300 <unk>:300 <unk>:300 <unk>:300 made a kite'), final: false });
    expect(tracker.currentWordIndex).toBe(4);
  });

  it('ignores an utterance of unnamed words only', () => {
    const tracker = read('mia made a kite');
    tracker.update({ words: spoken('<unk>:400 <unk>:500 <unk>:300', 5000), final: true });
    tracker.update({ words: spoken('from blue paper', 8000), final: true });
    expect(errors(tracker)).toEqual([]);
    expect(tracker.currentWordIndex).toBe(7);
  });
});

describe('runs of unnamed words', () => {
  it('flags one extra word when more unnamed words than story words came between two matches', () => {
    const tracker = read('mia made a kite <unk>:300 <unk>:200 <unk>:300 blue paper');
    expect(errors(tracker)).toEqual([{ kind: 'insertion', wordIndex: 5, expected: 'blue', heard: undefined }]);
  });

  it('flags one swapped word, the longest, when as many unnamed words as story words came between', () => {
    const tracker = read('mia made a kite from blue paper and two thin sticks she drew a big <unk>:200 <unk>:450 on it');
    expect(errors(tracker)).toEqual([{ kind: 'substitution', wordIndex: 16, expected: 'moon', heard: undefined }]);
  });

  it('flags one extra word when a stray function word broke the run of unnamed words', () => {
    expect(errors(read('mia made a kite from blue i <unk>:300 <unk>:300 paper and two'))).toEqual([
      { kind: 'insertion', wordIndex: 6, expected: 'paper', heard: undefined },
    ]);
  });

  it('says nothing when fewer unnamed words than story words came between', () => {
    const tracker = read('mia made a kite from blue paper and two thin sticks she drew a <unk>:300 <unk>:300 it');
    expect(errors(tracker).filter((e) => e.kind !== 'omission')).toEqual([]);
  });
});

describe('names the dictionary lacks', () => {
  it('does not flag a name heard once as a different word (letters say little about its sound)', () => {
    const tracker = read('prelim and ben found two snails', 'Priya and Ben found two snails.');
    expect(errors(tracker)).toEqual([]);
  });

  it('does not flag a name the recogniser heard as two unnamed words, but still an extra word beside it', () => {
    const story = 'Her friend Aiyana and her grandma planted bean seeds.';
    expect(errors(read('her friend <unk>:200 <unk>:220 and her grandma planted', story))).toEqual([]);
    expect(errors(read('her friend <unk>:200 <unk>:220 <unk>:300 and her grandma planted', story))).toEqual([
      { kind: 'insertion', wordIndex: 3, expected: 'and', heard: undefined },
    ]);
    // A word the dictionary knows, heard as two unnamed words, is an extra word as before.
    expect(errors(read('her friend <unk>:200 <unk>:220 and her grandma planted', 'Her friend Anna and her grandma planted bean seeds.'))).toEqual([
      { kind: 'insertion', wordIndex: 3, expected: 'and', heard: undefined },
    ]);
  });
});

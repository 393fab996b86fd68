import { describe, expect, it } from 'vitest';
import { LocalPronunciationScorer } from './local-scorer';
import type { ReferenceWord, TimedWord } from './types';

const SENTENCE = 'Mia made a kite from blue paper and two thin sticks.';

function reference(text: string, from = 0): ReferenceWord[] {
  return text.split(/\s+/).map((word, i) => ({ word, index: from + i }));
}

/** Words read at a steady child's pace: about 330 ms a word with short gaps, a pause after commas. */
function timed(words: string[], startMs = 1000): TimedWord[] {
  let at = startMs;
  return words.map((word) => {
    const durationMs = 180 + 60 * Math.min(4, word.length / 2);
    const w = { word, startMs: at, endMs: at + durationMs };
    at += durationMs + 90;
    return w;
  });
}

const scorer = new LocalPronunciationScorer();
const spoken = (text: string) => text.toLowerCase().replace(/[.,]/g, '').split(' ');

describe('local pronunciation scorer', () => {
  it('scores a sentence read well high, with no errors and scored syllables', async () => {
    const result = await scorer.assess({ referenceWords: reference(SENTENCE), recognized: timed(spoken(SENTENCE)), userAge: 8 });
    expect(result.words).toHaveLength(11);
    expect(result.words.every((w) => w.errorType === 'None')).toBe(true);
    expect(result.scores.accuracy).toBeGreaterThanOrEqual(90);
    expect(result.scores.completeness).toBe(100);
    expect(result.scores.fluency).toBeGreaterThanOrEqual(80);
    expect(result.scores.overall).toBeGreaterThanOrEqual(85);
    const paper = result.words.find((w) => w.word === 'paper');
    expect(paper?.syllables.map((s) => s.syllable)).toEqual(['pa', 'per']);
    expect(paper?.syllables.every((s) => s.accuracy_score >= 90)).toBe(true);
    expect(result.words.at(-1)?.word).toBe('sticks');
  });

  it('marks a skipped word as an omission and lowers completeness', async () => {
    const heard = spoken(SENTENCE).filter((w) => w !== 'blue');
    const result = await scorer.assess({ referenceWords: reference(SENTENCE), recognized: timed(heard) });
    const blue = result.words.find((w) => w.word === 'blue');
    expect(blue).toMatchObject({ errorType: 'Omission', accuracy: 0 });
    expect(result.words.filter((w) => w.errorType !== 'None')).toHaveLength(1);
    expect(result.scores.completeness).toBeLessThan(100);
    expect(result.scores.completeness).toBeGreaterThan(85);
  });

  it('does not score a function word the tracker judged read as an omitted 0 % word', async () => {
    // The recogniser swallowed "a" ("made kite"); the tracker never flags a function word on one gap.
    const heard = spoken(SENTENCE).filter((w) => w !== 'a');
    const outcomes = reference(SENTENCE).map((r) => ({ wordIndex: r.index, verdict: 'correct' as const }));
    const result = await scorer.assess({ referenceWords: reference(SENTENCE), recognized: timed(heard), outcomes });
    const a = result.words.find((w) => w.word === 'a');
    expect(a?.errorType).toBe('None');
    expect(a!.accuracy).toBeGreaterThanOrEqual(90);
    expect(result.words.every((w) => w.errorType === 'None')).toBe(true);
    expect(result.scores.completeness).toBe(100);
    // Without the tracker's word the gap is still an omission.
    const alone = await scorer.assess({ referenceWords: reference(SENTENCE), recognized: timed(heard) });
    expect(alone.words.find((w) => w.word === 'a')).toMatchObject({ errorType: 'Omission', accuracy: 0 });
  });

  it('calls a swapped content word a mispronunciation with a lower accuracy than the rest', async () => {
    const heard = spoken(SENTENCE).map((w) => (w === 'sticks' ? 'stones' : w));
    const result = await scorer.assess({ referenceWords: reference(SENTENCE), recognized: timed(heard) });
    const sticks = result.words.find((w) => w.word === 'sticks');
    expect(sticks).toMatchObject({ errorType: 'Mispronunciation', heard: 'stones' });
    expect(sticks!.accuracy).toBeLessThan(60);
    const others = result.words.filter((w) => w.word !== 'sticks');
    expect(others.every((w) => w.errorType === 'None' && w.accuracy > 90)).toBe(true);
    expect(sticks!.syllables).toHaveLength(1);
    expect(sticks!.syllables[0]!.accuracy_score).toBeLessThan(60);
  });

  it('lowers a sound-alike without failing it, and scores lowest the syllable with the wrong sound', async () => {
    const ref = reference('The elephant walked to the river.');
    const result = await scorer.assess({ referenceWords: ref, recognized: timed(['the', 'elegant', 'walked', 'to', 'the', 'river']) });
    const elephant = result.words.find((w) => w.word === 'elephant')!;
    expect(elephant.errorType).toBe('None');
    expect(elephant.accuracy).toBeLessThan(90);
    expect(elephant.accuracy).toBeGreaterThanOrEqual(70);
    expect(elephant.syllables.map((s) => s.syllable)).toEqual(['ele', 'phant']);
    const [first, last] = elephant.syllables;
    expect(last!.accuracy_score).toBeLessThan(first!.accuracy_score);
  });

  it('takes the reading tracker\'s verdict that a word was misread more than once', async () => {
    const ref = reference('The elephant walked to the river.');
    const result = await scorer.assess({
      referenceWords: ref,
      recognized: timed(['the', 'elegant', 'walked', 'to', 'the', 'river']),
      outcomes: [{ wordIndex: 1, verdict: 'substitution' }],
    });
    expect(result.words[1]).toMatchObject({ word: 'elephant', errorType: 'Mispronunciation' });
  });

  it('reports an extra word as an insertion without counting it against the story words', async () => {
    const result = await scorer.assess({ referenceWords: reference('The dog ran home.'), recognized: timed(['the', 'big', 'dog', 'ran', 'home']) });
    expect(result.words.map((w) => `${w.word}:${w.errorType}`)).toEqual(['The:None', 'big:Insertion', 'dog:None', 'ran:None', 'home:None']);
    expect(result.scores.completeness).toBe(100);
    expect(result.scores.accuracy).toBeGreaterThanOrEqual(90);
  });

  it('lowers fluency for long pauses inside a phrase and for a very slow pace', async () => {
    const steady = await scorer.assess({ referenceWords: reference(SENTENCE), recognized: timed(spoken(SENTENCE)) });
    const halting = timed(spoken(SENTENCE)).map((w, i) => ({ ...w, startMs: w.startMs + i * 1800, endMs: w.endMs + i * 1800 }));
    const slow = await scorer.assess({ referenceWords: reference(SENTENCE), recognized: halting });
    expect(slow.scores.fluency).toBeLessThan(steady.scores.fluency - 20);
    expect(slow.scores.prosody).toBeLessThan(steady.scores.prosody);
    expect(slow.scores.accuracy).toBeGreaterThanOrEqual(90);
  });

  it('leaves omissions and insertions out when miscue reporting is off, and syllables out below phoneme granularity', async () => {
    const heard = ['the', 'big', 'dog', 'home'];
    const result = await scorer.assess({
      referenceWords: reference('The dog ran home.'),
      recognized: timed(heard),
      options: { enableMiscue: false, granularity: 'word' },
    });
    expect(result.words.map((w) => w.word)).toEqual(['The', 'dog', 'home']);
    expect(result.words.every((w) => w.syllables.length === 0)).toBe(true);
  });
});

describe('word pace', () => {
  it('marks down a content word said far too fast, but not a reduced function word', async () => {
    const ref = reference('The elephant sat on a chair.');
    const heard = timed(['the', 'elephant', 'sat', 'on', 'a', 'chair']).map((w) =>
      w.word === 'elephant' || w.word === 'a' ? { ...w, endMs: w.startMs + 60 } : w,
    );
    const result = await scorer.assess({ referenceWords: ref, recognized: heard });
    const byWord = new Map(result.words.map((w) => [w.word, w.accuracy]));
    expect(byWord.get('elephant')).toBeLessThan(95);
    expect(byWord.get('a')).toBe(100);
    expect(byWord.get('chair')).toBe(100);
  });
});

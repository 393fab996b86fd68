import { describe, expect, it } from 'vitest';
import { confidentRun, isStalled, lastStoryWord, readerPosition, restartGrammar, shouldRefind, speechMs } from './stall-recovery';
import type { CompiledGrammar } from './types';

const SPAN = ['mine', 'is', 'called', 'rocket', 'mine', 'is', 'called', 'zoom', 'said', 'priya'];

function tone(ms: number, amplitude: number): Int16Array {
  const pcm = new Int16Array((ms * 16000) / 1000);
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(amplitude * Math.sin(i / 5));
  return pcm;
}

describe('stall recovery', () => {
  it('carries on after the last story word heard, not after a request or an unknown word', () => {
    const words = ['now', 'can|quiz', 'i|quiz', '<unk>'].map((word, i) => ({ word, startMs: i * 100, endMs: i * 100 + 90 }));
    expect(lastStoryWord(words)).toBe(0);
  });

  it('sees a stall in speech unheard for a second, or unnamed for three', () => {
    const words = ['village', 'was', '<unk>', 'um|hesitation'].map((word, i) => ({ word, startMs: i * 300, endMs: i * 300 + 280 }));
    const speaking = (from: number) => (ms: number): number => Math.max(0, from - ms);
    // Nothing at all heard for over a second while the reader speaks.
    expect(isStalled(words, 580, 1900, speaking(1900))).toBe(true);
    expect(isStalled(words, 580, 1900, () => 0)).toBe(false);
    // An unnamed word still being heard (a year not yet decoded): not yet.
    const unnamed = [...words.slice(0, 2), { word: '<unk>', startMs: 600, endMs: 2400 }];
    expect(isStalled(unnamed, 580, 2500, speaking(2500))).toBe(false);
    // Three seconds of speech with nothing named in it: the decoder has lost the reader.
    const lost = [...words.slice(0, 2), { word: '<unk>', startMs: 600, endMs: 3600 }];
    expect(isStalled(lost, 580, 3700, speaking(3700))).toBe(true);
    // A request heard in full is not a stall.
    expect(isStalled([...words, { word: 'can|quiz', startMs: 1500, endMs: 1800 }], 580, 1900, speaking(1900))).toBe(false);
  });

  it('finds the reader in a repeated phrase by the words heard before it', () => {
    expect(readerPosition(SPAN, ['rocket', 'mine', 'is', 'called'])).toBe(7);
    expect(readerPosition(SPAN, ['is', 'called', 'zoom', 'said'])).toBe(9);
    // A word found twice with nothing before it to tell them apart: the place nearer the expected entry.
    const twice = ['grandma', 'sun', 'soil', 'and', 'water', 'the', 'sun', 'came', 'out'];
    expect(readerPosition(twice, ['sun'], 1)).toBe(2);
    expect(readerPosition(twice, ['sun'], 6)).toBe(7);
    // A sound-alike stands where the word it sounds like does.
    expect(readerPosition(['grandma', 'explained', 'we', 'do', 'not'], ['white', 'unexplained'], 1)).toBe(2);
    // Extra words from a decoder that lost its way are passed over.
    expect(readerPosition(twice, ['soil', 'and', 'target', 'i'], 3)).toBe(4);
    // A lone "and" the decoder made of a year is not the "and" seven words on: the reader is at the year.
    const year = 'in the winter of 1943 margaret ellery was sixteen years old and officially employed as a'.split(' ');
    expect(readerPosition(year, ['in', 'the', 'winter', 'of', 'and', 'i'])).toBe(4);
    // An "and" the words before it place is believed.
    expect(readerPosition(year, ['sixteen', 'years', 'old', 'and'])).toBe(12);
    // But not far back: those words may be from before the span.
    expect(readerPosition(['mia', 'asked', 'the', 'wind', 'said', 'we', 'must'], ['can', 'we', 'fly', 'it', 'now'], 1)).toBeUndefined();
    // The span may begin after the last word heard: the place is then unknown.
    expect(readerPosition(SPAN, ['fly', 'it', 'now'])).toBeUndefined();
  });

  it('enters the reading branch only at the reader’s place, skipping on at a cost', () => {
    const grammar: CompiledGrammar = {
      key: 'k',
      stateCount: 20,
      startState: 0,
      finalState: 1,
      arcs: [[0, 2, 1, null]],
      pronunciations: [],
      reading: { words: SPAN, firstState: 2, resumeAt: 0 },
    };
    const restart = restartGrammar(grammar, 7);
    expect(restart?.startState).toBe(20);
    const entries = restart?.arcs.filter(([from]) => from === 20) ?? [];
    expect(entries.map(([, to]) => to)).toEqual([9, 10, 11]);
    expect(entries[0]?.[2]).toBe(1);
    expect(entries[1]?.[2]).toBeLessThan(1);
    expect(entries[2]?.[2]).toBeLessThan(entries[1]?.[2] ?? 0);
    expect(restartGrammar(grammar, SPAN.length)).toBeNull();
    // The unnamed-word loop out-bid the story words: after a restart it costs more.
    const withLoop: CompiledGrammar = { ...grammar, arcs: [...grammar.arcs, [2, 2, 0.2, 'ah|phone']] };
    const loop = restartGrammar(withLoop, 7)?.arcs.find(([, , , w]) => w === 'ah|phone');
    expect(loop?.[2]).toBeLessThan(0.2);
    // Unknown place: anywhere up to the span's expected entry, further on at a cost.
    const anywhere = restartGrammar({ ...grammar, reading: { words: SPAN, firstState: 2, resumeAt: 3 } }, undefined);
    const probabilities = anywhere?.arcs.filter(([from]) => from === 20).map(([, , p]) => p) ?? [];
    expect(probabilities.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(probabilities[4]).toBeLessThan(1);
  });

  it('counts speech, not the quiet between words', () => {
    const speech = tone(600, 6000);
    const context = tone(2000, 6000);
    expect(speechMs(speech, context)).toBeGreaterThanOrEqual(580);
    expect(speechMs(tone(600, 300), context)).toBe(0);
  });

  it('finds a lost reader only by a run of story words in story order with content words in it', () => {
    const window = 'he looked in the bath and in the box of toys his little sister ella was sitting on the stairs'.split(' ');
    const heard = (text: string) => text.split(' ').map((word, i) => ({ word, startMs: i * 300, endMs: i * 300 + 280 }));
    // Reading after the lost stretch: the place is after its last word.
    expect(confidentRun(heard('<unk> his little sister ella was'), window)).toMatchObject({ from: 1, to: 6, start: 11, position: 16 });
    // One word the decoder missed inside the run is passed over.
    expect(confidentRun(heard('<unk> his little ella was sitting'), window)?.position).toBe(17);
    // Function words alone, a broken order, or too few words: no evidence.
    expect(confidentRun(heard('in the and in the'), window)).toBeUndefined();
    expect(confidentRun(heard('sister little his ella'), window)).toBeUndefined();
    expect(confidentRun(heard('<unk> little sister <unk> sitting on'), window)).toBeUndefined();
    // Four story words (even three of them content words) can be forced out of another story's sentence.
    expect(confidentRun(heard('<unk> his little sister ella'), window)).toBeUndefined();
    // The latest run places the reader.
    expect(confidentRun(heard('looked in the bath <unk> his little sister ella was'), window)?.position).toBe(16);
  });

  it('looks for the reader after speech with no content word, or when a restart failed, not after a request', () => {
    const base = { stalled: false, matchedMs: 1000, audioEndMs: 4000, speechAfter: () => 3000, restartFailed: false, noStoryWord: false, requestHeard: false, lastLookMs: -Infinity };
    expect(shouldRefind(base)).toBe(false);
    expect(shouldRefind({ ...base, audioEndMs: 5000 })).toBe(true);
    // Pauses between sentences are no loss.
    expect(shouldRefind({ ...base, audioEndMs: 5000, speechAfter: () => 800 })).toBe(false);
    expect(shouldRefind({ ...base, audioEndMs: 5000, requestHeard: true })).toBe(false);
    expect(shouldRefind({ ...base, stalled: true, restartFailed: true })).toBe(true);
    expect(shouldRefind({ ...base, stalled: true, noStoryWord: true })).toBe(true);
    // Not again right after a look.
    expect(shouldRefind({ ...base, stalled: true, restartFailed: true, lastLookMs: 3000 })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { heardUntilMs, lastStoryWord, readerPosition, restartGrammar, speechMs } from './stall-recovery';
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

  it('does not take unnamed words for hearing the reader', () => {
    const words = ['village', 'ways', '<unk>', 'um|hesitation', '<unk>'].map((word, i) => ({ word, startMs: i * 300, endMs: i * 300 + 280 }));
    expect(heardUntilMs(words)).toBe(580);
    // Function words are words heard; so is a request.
    expect(heardUntilMs([...words, { word: 'the', startMs: 1500, endMs: 1600 }])).toBe(1600);
    expect(heardUntilMs([...words, { word: 'can|quiz', startMs: 2200, endMs: 2400 }])).toBe(2400);
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
    // One "the" places nobody: it is all over a span.
    expect(readerPosition(twice, ['grandma', 'sun', 'soil', 'the'], 3)).toBeUndefined();
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
});

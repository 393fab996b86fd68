import { describe, expect, it } from 'vitest';
import { lookAgain, type EndedTurn } from './second-looks';
import { TurnAudio } from './turn-audio';
import type { CompiledGrammar, RecognizedWord } from './types';
import { isNoisy, speechLevel, speechLevelOverNoise } from './speech-level';

const RATE = 16;

/** A deterministic rough noise at `amplitude` (a chattering room), `ms` long. */
function noise(ms: number, amplitude: number, seed = 7): Int16Array {
  const pcm = new Int16Array(ms * RATE);
  let x = seed;
  for (let i = 0; i < pcm.length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    pcm[i] = Math.round(amplitude * 1.7 * (x / 2147483648 - 0.5) * 2);
  }
  return pcm;
}

/** Speech-like sound (a tone at `amplitude`) laid over `base` from `fromMs` to `toMs`. */
function speak(base: Int16Array, fromMs: number, toMs: number, amplitude = 8000): Int16Array {
  const out = base.slice();
  for (let i = fromMs * RATE; i < Math.min(out.length, toMs * RATE); i++) out[i] = Math.max(-32768, Math.min(32767, (out[i] ?? 0) + Math.round(amplitude * Math.sin(i / 5))));
  return out;
}

function endedTurn(pcm: Int16Array, spans: string[][], grammars: string[] = []): EndedTurn {
  const audio = new TurnAudio();
  audio.reset(0);
  audio.add(pcm);
  return {
    audio,
    spans,
    known: new Set(spans.flat()),
    // Every second look hears the story word it was offered, as it would on a clean reading.
    decodeAgain: (startMs, endMs, grammar: CompiledGrammar) => {
      grammars.push(grammar.key);
      return [];
    },
  };
}

const word = (w: string, startMs: number, endMs: number): RecognizedWord => ({ word: w, startMs, endMs });

describe('the looks after a reading turn in a noisy room', () => {
  it('tells a chattering room from a quiet one by the level between the words', () => {
    const quiet = speak(new Int16Array(6000 * RATE), 500, 5000);
    const chatter = speak(noise(6000, 3000), 500, 5000);
    expect(isNoisy(quiet)).toBe(false);
    expect(speechLevelOverNoise(quiet)).toBe(speechLevel(quiet));
    expect(isNoisy(chatter)).toBe(true);
    // The room's noise passes the plain speech level; the level over the noise is above it.
    expect(speechLevel(chatter)).toBeLessThan(3000);
    expect(speechLevelOverNoise(chatter)).toBeGreaterThan(3000);
  });

  it('trims an unnamed word to the speech in it, not to the chatter in the pause around it', () => {
    // "boots <unk> but": 200 ms of an extra sound inside a 900 ms pause full of chatter.
    let pcm = speak(noise(4000, 3000), 0, 1000);
    pcm = speak(pcm, 1500, 1700);
    pcm = speak(pcm, 1900, 3500);
    const words = [word('boots', 0, 1000), word('<unk>', 1000, 1900), word('but', 1900, 3500)];
    const heard = lookAgain(endedTurn(pcm, [['boots', 'but']]), words);
    const unknown = heard.find((w) => w.word === '<unk>');
    // Trimmed at the plain speech level, the chatter kept it 700 ms or more: an extra word to the miscue rules.
    expect(unknown).toBeDefined();
    expect(unknown!.endMs - unknown!.startMs).toBeLessThanOrEqual(260);
  });

  it('does not listen for one sound changed in a noisy room, and still does in a quiet one', () => {
    const words = [word('sam', 300, 700), word('found', 700, 1200), word('boots', 1200, 1800), word('today', 1800, 2400)];
    const quietChecks: string[] = [];
    lookAgain(endedTurn(speak(new Int16Array(3000 * RATE), 300, 2400), [['sam', 'found', 'boots', 'today']], quietChecks), words);
    expect(quietChecks.filter((k) => k.startsWith('check:'))).not.toEqual([]);
    const noisyChecks: string[] = [];
    lookAgain(endedTurn(speak(noise(3000, 3000), 300, 2400), [['sam', 'found', 'boots', 'today']], noisyChecks), words);
    expect(noisyChecks.filter((k) => k.startsWith('check:'))).toEqual([]);
  });

  it('marks the first word heard after seconds of speech with no word on it as found again', () => {
    // The decoder restarted and dropped the reader's first sentence: its words are unheard, not left out.
    let pcm = noise(9000, 3000);
    // Sentences of 1.8 s with 0.7 s pauses between them, from 0.6 s on.
    for (let at = 600; at < 8500; at += 2500) pcm = speak(pcm, at, Math.min(8500, at + 1800));
    const heard = lookAgain(endedTurn(pcm, [['bed', 'and', 'behind']]), [word('bed', 6800, 7100), word('and', 7100, 7300), word('behind', 7300, 7800)]);
    expect(heard[0]?.refound).toBe(true);
    expect(heard.slice(1).some((w) => w.refound)).toBe(false);
  });

  it('leaves a reader who starts at once, and a pause between sentences, as they were', () => {
    const pcm = speak(speak(new Int16Array(5000 * RATE), 300, 1800), 2700, 4500);
    const words = [word('sam', 300, 800), word('had', 800, 1200), word('boots', 1200, 1800), word('he', 2700, 3000), word('looked', 3000, 4500)];
    const heard = lookAgain(endedTurn(pcm, [['sam', 'had', 'boots', 'he', 'looked']]), words);
    expect(heard.some((w) => w.refound)).toBe(false);
  });
});

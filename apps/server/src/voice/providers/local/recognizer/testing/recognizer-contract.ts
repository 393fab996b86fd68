/**
 * Behaviour every SpeechRecognizer must show, run against the real recogniser and the fake alike so
 * pipeline tests written against the fake hold for the real thing.
 */
import { describe, expect, it } from 'vitest';
import type { SpeechRecognizer } from '../types';

export interface RecognizerUnderTest {
  recognizer: SpeechRecognizer;
  /** 16 kHz audio in which `text` is said (the fake is told what it will hear). */
  say: (text: string) => Int16Array;
}

export function describeRecognizerContract(name: string, setUp: () => Promise<RecognizerUnderTest>): void {
  describe(`${name} (recogniser contract)`, () => {
    it('streams partial hypotheses, then a final one with the words in order on the session clock', async () => {
      const { recognizer, say } = await setUp();
      const text = 'the cat sat on the warm mat';
      const stream = await recognizer.openStream('contract');
      await stream.setGrammar(await recognizer.compileGrammar({ kind: 'reading', words: text.split(' ') }));
      const audio = say(text);
      const partials = [];
      for (let i = 0; i < audio.length; i += 1600) partials.push(await stream.write(audio.subarray(i, i + 1600), 7000 + i / 16));
      const result = await stream.end();
      expect(partials.every((p) => !p.final)).toBe(true);
      expect(partials.some((p) => p.words.length > 0 && p.words.length < 7)).toBe(true);
      expect(result.hypothesis.final).toBe(true);
      expect(result.hypothesis.words.map((w) => w.word)).toEqual(text.split(' '));
      expect(result.intent).toBeNull();
      const times = result.hypothesis.words.flatMap((w) => [w.startMs, w.endMs]);
      expect(times[0]).toBeGreaterThanOrEqual(7000);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      await stream.close();
    });

    it('starts each turn afresh and reports requests as intents', async () => {
      const { recognizer, say } = await setUp();
      const stream = await recognizer.openStream('contract-2');
      await stream.setGrammar(await recognizer.compileGrammar({ kind: 'intent', intents: { words: ['brave'], characters: [] } }));
      for (const [text, intent] of [
        ['what does brave mean', { kind: 'meaning', word: 'brave' }],
        ['quiz me', { kind: 'quiz' }],
      ] as const) {
        const audio = say(text);
        for (let i = 0; i < audio.length; i += 1600) await stream.write(audio.subarray(i, i + 1600), i / 16);
        const result = await stream.end();
        expect(result.intent).toEqual(intent);
        expect(result.text).toBe(text);
        expect(result.hypothesis.words).toEqual([]);
      }
      await stream.close();
    });

    it('declares what it can do', async () => {
      const { recognizer } = await setUp();
      expect(recognizer.capabilities).toMatchObject({ sampleRateHz: 16000, streaming: true, wordTimestamps: true, grammars: true });
      if (!recognizer.capabilities.openVocabulary) await expect(recognizer.transcribe(new Int16Array(1600), 0)).rejects.toThrow();
    });
  });
}

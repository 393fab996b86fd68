import { describe, expect, it } from 'vitest';
import { heardAsQuestion, type EndedTurn } from './second-looks';
import { TurnAudio } from './turn-audio';
import { timedWords } from './testing/timed-words';
import type { CompiledGrammar } from './types';
import { QUESTION_PASS_MAX_SPEECH_MS } from './tuning';
import { CONFIDENT_HEARING } from '../../../../language/recognized-words';

const QUESTIONS: CompiledGrammar = { key: 'questions', stateCount: 2, startState: 0, finalState: 1, arcs: [], pronunciations: [] };

/** A turn of 300 ms air, `soundS` of sound (1 s), 300 ms air; the question grammar hears `heard` over the sound. */
function turn(heard: string, soundS = 1, decoded: number[] = []): EndedTurn {
  const audio = new TurnAudio();
  audio.reset(0);
  const pcm = new Int16Array(16000 * (soundS + 0.6));
  for (let i = 4800; i < 4800 + 16000 * soundS; i++) pcm[i] = Math.round(8000 * Math.sin(i / 5));
  audio.add(pcm);
  return {
    audio,
    spans: [],
    known: new Set(),
    decodeAgain: (start, end, grammar) => {
      decoded.push(end - start);
      return grammar === QUESTIONS ? timedWords(heard, 300) : timedWords('<unk>:1000', 300);
    },
  };
}

/** The question pass with best-path scores whose difference per frame of speech gives `confidence`. */
function pass(confidence: number, heard: string, reading: string) {
  const ended = turn(heard);
  const speechFrames = 100;
  const airFrames = 60;
  const perFrame = -0.65 + Math.log(confidence / (1 - confidence));
  const scores = [perFrame * speechFrames - 6 * airFrames, 0];
  const first = { hypothesis: { words: timedWords(reading, 300), final: true }, intent: null, words: [], text: '' };
  return heardAsQuestion(ended, first, { grammar: QUESTIONS, intents: { words: [], characters: [] }, score: () => scores.shift() ?? 0 });
}

describe('the question pass after a turn judged not reading', () => {
  it('drops the reading pass\'s few words when a question was heard half sure', () => {
    // "who is biscuit", forced by the reading grammar onto "they had a biscuit" just ahead: kept as
    // reading, it moved the highlight and the question got no reply and no check.
    const heard = pass(0.45, 'who:300 is:300 biscuit:400', 'they:200 had:200 a:200 biscuit:400');
    expect(heard.text).toBe('who is biscuit');
    expect(heard.confidence).toBeCloseTo(0.45, 2);
    expect(heard.confidence).toBeLessThan(CONFIDENT_HEARING);
    expect(heard.hypothesis.words).toEqual([]);
  });

  it('keeps a short sentence read as reading when the question grammar fits it badly', () => {
    const heard = pass(0.05, 'who:300 ran:300 home:400', 'he:300 ran:300 home:400');
    expect(heard.confidence).toBeCloseTo(0.05, 2);
    expect(heard.hypothesis.words.map((w) => w.word)).toEqual(['he', 'ran', 'home']);
  });

  it('does not hear a reader\'s long turn as a question: no question takes twenty seconds', () => {
    const decoded: number[] = [];
    const long = turn('what:300 did:300 she:300 find:400', 20, decoded);
    const first = { hypothesis: { words: timedWords('the:200 gate:400', 300), final: true }, intent: null, words: [], text: 'the gate', confidence: 1 };
    const question = { grammar: QUESTIONS, intents: { words: [], characters: [] }, score: () => 0 };
    // In reading mode the decoder stream passes the limit: the reading pass stands and nothing is decoded again.
    expect(heardAsQuestion(long, first, { ...question, maxSpeechMs: QUESTION_PASS_MAX_SPEECH_MS })).toBe(first);
    expect(decoded).toEqual([]);
    // Without it (talking to the companion) the same turn is heard through, every second of it, each time.
    heardAsQuestion(long, first, question);
    expect(decoded.length).toBeGreaterThan(1);
    expect(Math.min(...decoded)).toBeGreaterThan(20_000);
  });
});

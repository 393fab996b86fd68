/**
 * The child's voice in each condition of the conversation bench: who reads and speaks a sitting's lines
 * (Flite, eSpeak NG at a child-like pitch, Flite shifted toward a child with SoX, Flite under classroom
 * noise), and how a line reaches the companion (spoken push-to-talk, or typed).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { speakReading, storyOpening, type ReadingAudio, type SpokenToken } from './reader-audio';
import { espeakSynthesizer } from './espeak-speech';
import { shiftTowardChild } from './child-voice';
import { classroomNoise, mixNoise } from './classroom-noise';
import type { ChildApp, Reply } from './child-app';
import type { ConversationCondition } from './conversation-report';
import { ESPEAK_VOICES, FLITE_VOICES, PITCH_CENTS, TEMPOS } from './bench-voices';

const NOISE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data', 'robustness', 'noise', 'classroom-chatter.txt');

const RATES = [0.9, 1.0];
const NOISE_SEED = 2026;
const NOISE_SNR_DB = 15;

const SENTENCE_END = /[.!?]["')\]]*$/;
export function sentencesOf(content: string): SpokenToken[][] {
  const sentences: SpokenToken[][] = [[]];
  for (const token of storyOpening(content, Number.POSITIVE_INFINITY)) {
    sentences.at(-1)!.push(token);
    if (SENTENCE_END.test(token.text)) sentences.push([]);
  }
  return sentences.filter((s) => s.length > 0);
}

/** The child's voice `v` in a condition (a sitting's reading and lines are all in it). */
export function voiceFor(condition: ConversationCondition, v: number): string {
  if (condition === 'espeak') {
    const e = ESPEAK_VOICES[v % ESPEAK_VOICES.length]!;
    return `${e.voice} p${e.pitch}`;
  }
  const flite = FLITE_VOICES[v % FLITE_VOICES.length]!;
  if (condition === 'shifted') return `${flite} +${PITCH_CENTS[v % PITCH_CENTS.length]!} c`;
  return flite;
}

let noiseBed: Float32Array | undefined;
/** `pace` picks the rate: a child reads and asks at a pace that varies from line to line. */
function utterance(condition: ConversationCondition, v: number, pace: number, tokens: readonly SpokenToken[]): ReadingAudio {
  const rate = RATES[pace % RATES.length]!;
  const opts = { rate, leadingSilenceMs: 300, trailingSilenceMs: 400, sentencesPerBreath: 1, breathPauseMs: 500 };
  if (condition === 'espeak') {
    const e = ESPEAK_VOICES[v % ESPEAK_VOICES.length]!;
    return speakReading(tokens, { ...opts, voice: e.voice, synthesize: espeakSynthesizer(e.pitch) });
  }
  const flite = speakReading(tokens, { ...opts, voice: FLITE_VOICES[v % FLITE_VOICES.length]! });
  if (condition === 'shifted') return shiftTowardChild(flite, { pitchCents: PITCH_CENTS[v % PITCH_CENTS.length]!, tempo: TEMPOS[v % TEMPOS.length]! });
  if (condition === 'noise15') {
    noiseBed ??= classroomNoise(NOISE_FILE, NOISE_SEED);
    return mixNoise(flite, noiseBed, NOISE_SNR_DB, NOISE_SEED + v);
  }
  return flite;
}

const wordsOf = (text: string): SpokenToken[] => text.split(/\s+/).filter(Boolean).map((t) => ({ text: t, storyIndex: null }));

/** The child says `text` in the sitting's condition: spoken (push-to-talk) or typed. */
export function say(app: ChildApp, condition: ConversationCondition, v: number, pace: number, text: string): Promise<Reply> {
  if (condition === 'typed') return app.type(text);
  return app.speak(utterance(condition, v, pace, wordsOf(text)).pcm);
}

/** The child reads story sentences aloud (typed sittings too: the child reads, then types). */
export function read(app: ChildApp, condition: ConversationCondition, v: number, pace: number, tokens: readonly SpokenToken[]): Promise<Reply> {
  return app.speak(utterance(condition === 'typed' ? 'flite' : condition, v, pace, tokens).pcm);
}

/**
 * Messages between the event loop and speech workers. Audio travels as Int16Array (transferred, not
 * copied); everything else is plain structured-clone data.
 */
import type { DecodingCost } from '../recognizer/decoding-cost';
import type { CompiledGrammar, FinalRecognition, GrammarSpec, WrittenHypothesis } from '../recognizer/types';

export type SpeechRequest =
  | { type: 'warmup' }
  | { type: 'compileGrammar'; spec: GrammarSpec }
  | { type: 'openStream'; streamId: string }
  | { type: 'setGrammar'; streamId: string; grammar: CompiledGrammar }
  | { type: 'setQuestionGrammar'; streamId: string; grammar: CompiledGrammar }
  | { type: 'write'; streamId: string; pcm: Int16Array; startMs: number }
  | { type: 'end'; streamId: string }
  | { type: 'closeStream'; streamId: string }
  | { type: 'synthesize'; text: string; voice?: string; rate?: number }
  | { type: 'measureDecoding' };

export interface SpeechResults {
  warmup: { loadMs: number; rssBytes: number };
  compileGrammar: CompiledGrammar;
  openStream: null;
  setGrammar: null;
  setQuestionGrammar: null;
  write: WrittenHypothesis;
  end: FinalRecognition;
  closeStream: null;
  synthesize: { pcm: Int16Array };
  measureDecoding: DecodingCost;
}

export type SpeechRequestType = SpeechRequest['type'];
export type RequestOf<T extends SpeechRequestType> = Extract<SpeechRequest, { type: T }>;

export type WorkerInbound = { id: number; request: SpeechRequest };
export type WorkerOutbound =
  | { id: number; ok: true; value: SpeechResults[SpeechRequestType] }
  | { id: number; ok: false; error: string };

/**
 * What a speech worker does with each request. Kept apart from the worker entry so the same code can
 * run in-process (tests, benchmarks) and inside a worker thread.
 */
import { DecoderStream } from '../recognizer/decoder-stream';
import { loadPronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { compileGrammar } from '../recognizer/reading-grammar';
import { loadSoundswallowerEngine, type EngineLogSink } from '../recognizer/soundswallower-engine';
import { synthesizePcm24k } from '../synthesizer/flite-engine';
import type { RequestOf, SpeechRequest, SpeechRequestType, SpeechResults } from './protocol';

export type SpeechHandler = <T extends SpeechRequestType>(request: RequestOf<T>) => Promise<SpeechResults[T]>;

export function createSpeechHandler(log?: EngineLogSink): SpeechHandler {
  const streams = new Map<string, DecoderStream>();
  const stream = (streamId: string): DecoderStream => {
    const found = streams.get(streamId);
    if (!found) throw new Error(`Unknown recognition stream ${streamId}`);
    return found;
  };

  const handle = async (request: SpeechRequest): Promise<SpeechResults[SpeechRequestType]> => {
    switch (request.type) {
      case 'warmup': {
        const started = performance.now();
        await loadSoundswallowerEngine(log);
        loadPronouncingDictionary();
        synthesizePcm24k('Hi.');
        return { loadMs: performance.now() - started, rssBytes: process.memoryUsage().rss };
      }
      case 'compileGrammar':
        return compileGrammar(loadPronouncingDictionary(), request.spec);
      case 'openStream': {
        const engine = await loadSoundswallowerEngine(log);
        if (!streams.has(request.streamId)) streams.set(request.streamId, new DecoderStream(engine, await engine.acquireDecoder()));
        return null;
      }
      case 'setGrammar':
        stream(request.streamId).setGrammar(request.grammar);
        return null;
      case 'setQuestionGrammar':
        stream(request.streamId).setQuestionGrammar(request.grammar);
        return null;
      case 'write':
        return stream(request.streamId).write(request.pcm, request.startMs);
      case 'end':
        return stream(request.streamId).end();
      case 'closeStream':
        streams.get(request.streamId)?.release();
        streams.delete(request.streamId);
        return null;
      case 'synthesize':
        return { pcm: synthesizePcm24k(request.text, request.voice, request.rate) };
    }
  };
  return handle as SpeechHandler;
}

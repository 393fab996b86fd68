/**
 * What a speech worker does with each request. Kept apart from the worker entry so the same code can
 * run in-process (tests, benchmarks) and inside a worker thread.
 */
import { DecoderStream } from '../recognizer/decoder-stream';
import { measureDecodingCost } from '../recognizer/decoding-cost';
import { loadPronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { compileGrammar } from '../recognizer/reading-grammar';
import { loadSoundswallowerEngine, reloadSoundswallowerEngine, type EngineLogSink } from '../recognizer/soundswallower-engine';
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
      case 'measureDecoding':
        return measureDecodingCost(await loadSoundswallowerEngine(log));
    }
  };
  /**
   * A trap inside the decoder (seen with eSpeak and pitch-shifted voices: "memory access out of bounds"
   * in process_audio, after a reader was re-found) leaves the engine's memory in an unknown state, and
   * every later call of every stream on this worker failed the same way. The engine is loaded afresh and
   * each stream gets a new decoder with the grammars it had: the turn in progress is lost, the next one is heard.
   */
  const recover = async (): Promise<void> => {
    const engine = await reloadSoundswallowerEngine(log);
    for (const [id, old] of streams) {
      const fresh = new DecoderStream(engine, await engine.acquireDecoder());
      const { grammar, question } = old.grammars();
      if (grammar) fresh.setGrammar(grammar);
      if (question) fresh.setQuestionGrammar(question);
      streams.set(id, fresh);
    }
    log?.warn('the speech decoder trapped; its engine was loaded afresh and every stream on this worker given a new decoder');
  };
  return (async (request: SpeechRequest) => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError) await recover();
      throw error;
    }
  }) as SpeechHandler;
}

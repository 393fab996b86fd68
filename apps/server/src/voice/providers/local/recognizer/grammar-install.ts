/**
 * Puts a compiled grammar into a soundswallower decoder as a finite-state graph, built through the
 * engine's native calls: words the decoder does not know yet are added with their pronunciations,
 * each arc's probability becomes a log weight scaled by the decoder's language weight.
 */
import type { Decoder } from 'soundswallower';
import type { SoundswallowerEngine } from './soundswallower-engine';
import type { CompiledGrammar } from './types';

/** `known`: words already added to this decoder (kept by the caller, added to here). */
export function installGrammar(engine: SoundswallowerEngine, decoder: Decoder, known: Set<string>, grammar: CompiledGrammar): void {
  const missing = grammar.pronunciations.filter(([word]) => !known.has(word) && decoder.lookup_word(word) === null);
  if (missing.length > 0) decoder.add_words(...missing);
  for (const [word] of grammar.pronunciations) known.add(word);
  const native = engine.native;
  const handle = (decoder as unknown as { cdecoder: number }).cdecoder;
  const logmath = native._decoder_logmath(handle);
  const languageWeight = Number(decoder.get_config('lw'));
  const name = allocateString(native, grammar.key.slice(0, 16));
  const fsg = native._fsg_model_init(name, logmath, languageWeight, grammar.stateCount);
  native._free(name);
  native._fsg_set_states(fsg, grammar.startState, grammar.finalState);
  const wordIds = new Map<string, number>();
  for (const [from, to, probability, word] of grammar.arcs) {
    const logp = Math.round(native._logmath_log(logmath, probability) * languageWeight);
    if (word === null) {
      native._fsg_model_null_trans_add(fsg, from, to, logp);
      continue;
    }
    let wordId = wordIds.get(word);
    if (wordId === undefined) {
      const cword = allocateString(native, word);
      wordId = native._fsg_model_word_add(fsg, cword);
      native._free(cword);
      wordIds.set(word, wordId);
    }
    native._fsg_model_trans_add(fsg, from, to, logp, wordId);
  }
  // The decoder owns the graph from here on and frees it when the next one replaces it.
  if (native._decoder_set_fsg(handle, fsg) < 0) throw new Error('The decoder rejected the grammar');
}

function allocateString(native: { HEAPU8: Uint8Array; _malloc(bytes: number): number }, text: string): number {
  const bytes = new TextEncoder().encode(`${text}\0`);
  const pointer = native._malloc(bytes.length);
  native.HEAPU8.set(bytes, pointer);
  return pointer;
}

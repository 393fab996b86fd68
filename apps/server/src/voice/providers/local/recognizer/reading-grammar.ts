/**
 * The reading grammar for a span of story words: each expected word may be read (weight 1), replaced
 * by a sound-alike or by an unknown word, skipped, or preceded by an extra word (a hesitation, a common
 * word, a repeat of the two words before, or an unknown word), each deviation weighted ~0.001. The
 * reader may stop anywhere, and start anywhere up to where they left off. Optionally
 * joined with the intent grammar so a question in the middle of reading is still understood.
 */
import { GrammarGraph } from './grammar-graph';
import { buildIntentGraph } from './intent-grammar';
import { compileQuestionGrammar } from './question-grammar';
import { addHesitations } from './hesitations';
import { pronounce, type PronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { findSoundAlikes } from '../../../../language/lexicon/sound-alike-search';
import { grammarKey } from './grammar-key';
import type { CompiledGrammar, GrammarSpec, IntentVocabulary } from './types';
import { addUnknownWord } from './unknown-word-loop';
import { compileRefindGrammar } from './refind-grammar';
import { spokenAlias, spokenPronunciation } from './spelled-names';
import {
  READING_INSERTION_PRIOR,
  READING_INTENT_PRIOR,
  READING_LAG_PRIOR,
  READING_SKIP_PRIOR,
  READING_SUBSTITUTION_PRIOR,
  READING_UNKNOWN_PHONE_PRIOR,
  READING_UNKNOWN_WORD_PRIOR,
} from './tuning';

export interface ReadingGrammarWeights {
  substitution: number;
  skip: number;
  insertion: number;
  /** Entering the phone loop that stands for a word nobody expected (0 leaves it out). */
  unknownWord: number;
  /** Each further phone of such a word. */
  unknownPhone: number;
  /** Prior of the intent branch against the reading branch (1). */
  intent: number;
  /** Starting each word past the expected place when the grammar arrives mid-turn (GrammarSpec.lagWords). */
  lag: number;
}

export const DEFAULT_READING_WEIGHTS: ReadingGrammarWeights = {
  substitution: READING_SUBSTITUTION_PRIOR,
  skip: READING_SKIP_PRIOR,
  insertion: READING_INSERTION_PRIOR,
  unknownWord: READING_UNKNOWN_WORD_PRIOR,
  unknownPhone: READING_UNKNOWN_PHONE_PRIOR,
  intent: READING_INTENT_PRIOR,
  lag: READING_LAG_PRIOR,
};

/** Real words a reader commonly slips in (insertions the tracker should see). */
export const INSERTION_WORDS = ['a', 'the', 'and', 'i'] as const;
/** Story words as the decoder will hear them: lower-case, only those that can be pronounced. */
export function speakableWords(dictionary: PronouncingDictionary, words: readonly string[]): string[] {
  return words.map((w) => w.toLowerCase()).filter((w) => w.length > 0 && pronounce(dictionary, w) !== undefined);
}

function buildReadingGraph(
  dictionary: PronouncingDictionary,
  storyWords: readonly string[],
  entry: { resumeAt: number; lagWords: number },
  weights: ReadingGrammarWeights,
): { graph: GrammarGraph; start: number; final: number; words: string[]; resumeState: number } {
  const graph = new GrammarGraph();
  const words = speakableWords(dictionary, storyWords);
  const resumeState = speakableWords(dictionary, storyWords.slice(0, Math.max(0, entry.resumeAt))).length;
  const states = graph.addStates(words.length + 1);
  const final = words.length;
  const define = (word: string): void => {
    const phones = pronounce(dictionary, word);
    if (phones && !dictionary.lookup(word)) graph.definePronunciation(word, phones);
  };
  words.forEach((word, i) => {
    define(word);
    graph.addWord(i, i + 1, 1, word);
    const spoken = spokenPronunciation(dictionary, word);
    if (spoken) {
      graph.definePronunciation(spokenAlias(word), spoken);
      graph.addWord(i, i + 1, 1, spokenAlias(word));
    }
    const phones = pronounce(dictionary, word) ?? [];
    for (const alike of findSoundAlikes(dictionary, word, phones)) graph.addWord(i, i + 1, weights.substitution, alike);
    const extras = new Set<string>([...INSERTION_WORDS, ...words.slice(Math.max(0, i - 2), i)]);
    for (const extra of extras) graph.addWord(i, i, weights.insertion, extra);
    addHesitations(graph, dictionary, i, weights.insertion);
    if (weights.unknownWord > 0) {
      addUnknownWord(graph, i, [i + 1, i], weights); // read as something else, or something extra before it
    }
    for (let j = i + 1; j < final; j++) graph.addEpsilon(i, j, weights.skip ** (j - i));
    // Stopping part-way is normal (a pause mid-sentence ends the turn): no penalty.
    if (i > 0) graph.addEpsilon(i, final, 1);
    // Starting anywhere up to where the reader left off is normal too (see GrammarSpec.resumeAt).
    if (i > 0 && i <= resumeState) graph.addEpsilon(0, i, 1);
    else if (i > resumeState && i <= resumeState + entry.lagWords) graph.addEpsilon(0, i, weights.lag ** (i - resumeState));
  });
  if (states.length === 1) {
    // Nothing speakable: accept hesitations only, so the decoder still has a grammar.
    addHesitations(graph, dictionary, 0, weights.insertion);
  }
  return { graph, start: 0, final, words, resumeState };
}

/** Compiles a grammar spec into the decoder's finite-state form. */
export function compileGrammar(
  dictionary: PronouncingDictionary,
  spec: GrammarSpec,
  weights: ReadingGrammarWeights = DEFAULT_READING_WEIGHTS,
): CompiledGrammar {
  const key = grammarKey(spec);
  if (spec.kind === 'question') {
    const questions = compileQuestionGrammar(dictionary, spec.questions, spec.intents, key);
    // The answers awaited alone, without the requests (the whole grammar has those): in a grammar that
    // small, free speech was forced onto a request and heard sure ("i like pizza" → "i want to stop", 1.00).
    const answers = spec.answers && compileQuestionGrammar(dictionary, spec.answers, spec.intents, `${key}-answers`, { requests: false });
    return answers ? { ...questions, alternatives: [answers] } : questions;
  }
  if (spec.kind === 'intent') {
    const { graph, start, final } = buildIntentGraph(dictionary, spec.intents);
    return { ...graph.compile(key, start, final), intents: spec.intents };
  }
  const entry = { resumeAt: spec.resumeAt ?? 0, lagWords: spec.lagWords ?? 0 };
  const reading = buildReadingGraph(dictionary, spec.words, entry, weights);
  const refindGrammar = spec.window ? compileRefindGrammar(dictionary, spec.window, key) : undefined;
  const refind = refindGrammar ? { refind: refindGrammar } : {};
  if (!spec.intents) return { ...reading.graph.compile(key, reading.start, reading.final), reading: { words: reading.words, firstState: 0, resumeAt: reading.resumeState }, ...refind };
  const joined = joinIntents(dictionary, reading, spec.intents, weights, key);
  return { ...joined.compiled, intents: spec.intents, reading: { words: reading.words, firstState: joined.readingOffset, resumeAt: reading.resumeState }, ...refind };
}

function joinIntents(
  dictionary: PronouncingDictionary,
  reading: { graph: GrammarGraph; start: number; final: number },
  intents: IntentVocabulary,
  weights: ReadingGrammarWeights,
  key: string,
): { compiled: CompiledGrammar; readingOffset: number } {
  const combined = new GrammarGraph();
  const [start, final] = combined.addStates(2) as [number, number];
  const readingOffset = combined.embed(reading.graph);
  const intent = buildIntentGraph(dictionary, intents);
  const intentOffset = combined.embed(intent.graph);
  combined.addEpsilon(start, reading.start + readingOffset, 1);
  combined.addEpsilon(reading.final + readingOffset, final, 1);
  combined.addEpsilon(start, intent.start + intentOffset, weights.intent);
  combined.addEpsilon(intent.final + intentOffset, final, 1);
  return { compiled: combined.compile(key, start, final), readingOffset };
}

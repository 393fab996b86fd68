/**
 * The question pass's grammars (issue 25). A turn that was not reading is decoded again, after it
 * ended, against a small grammar of what a child says about the story (phrase patterns built on the
 * story side, plus the request grammar), and once more against a free loop of phones. The loop fits any
 * speech about as well as speech can be fitted, so how close the question path's score comes to it,
 * per frame of speech, says how well the audio fits the question heard: that is the hearing's confidence.
 * Kept apart from the reading grammar on purpose: a question branch inside every reading span cost
 * reading-tracking accuracy and time at the end of every turn.
 */
import { GrammarGraph } from './grammar-graph';
import { buildIntentGraph } from './intent-grammar';
import { addHesitations } from './hesitations';
import { addUnknownWord, FREE_PHONES } from './unknown-word-loop';
import { PHONE_TAG, tagWord } from './word-tags';
import { pronounce, type PronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { ANY_WORD, type PhrasePattern, type QuestionVocabulary } from '../../../../language/question-patterns';
import type { CompiledGrammar, IntentVocabulary, RecognizedWord } from './types';
import { ANY_WORD_MAX_PHONES, QUESTION_AIR_ALLOWANCE, QUESTION_CONFIDENCE_CENTER, QUESTION_CONFIDENCE_SCALE, QUESTION_MAX_UNEXPLAINED_MS } from './tuning';

/**
 * Adds one pattern from `start` to `final`; alternatives with a word the decoder cannot say are left out.
 * Every arc weighs 1, so a path's score is how the audio fits it, whatever the size of its slots: what
 * the confidence compares with the phone loop (which weighs its phones 1 too).
 */
function addPattern(graph: GrammarGraph, dictionary: PronouncingDictionary, pattern: PhrasePattern, start: number, final: number): void {
  const speakable = pattern.map((slot) => slot.filter((alt) => alt === ANY_WORD || words(alt).every((w) => pronounce(dictionary, w) !== undefined)));
  if (speakable.some((slot) => slot.length === 0)) return;
  const entry = graph.addState();
  graph.addEpsilon(start, entry, 1);
  let from = entry;
  speakable.forEach((slot, i) => {
    const to = i === speakable.length - 1 ? final : graph.addState();
    for (const alternative of new Set(slot)) {
      if (alternative === ANY_WORD) {
        addAnyWord(graph, from, to);
        continue;
      }
      const chain = words(alternative);
      if (chain.length === 0) {
        graph.addEpsilon(from, to, 1);
        continue;
      }
      let state = from;
      chain.forEach((word, j) => {
        const next = j === chain.length - 1 ? to : graph.addState();
        const phones = pronounce(dictionary, word);
        if (phones && !dictionary.lookup(word)) graph.definePronunciation(word, phones);
        graph.addWord(state, next, 1, word);
        state = next;
      });
    }
    from = to;
  });
}

/**
 * Any one word: two to ANY_WORD_MAX_PHONES free phones, weighed as the phone loop the confidence is
 * measured against weighs them, so it neither helps nor hurts a path. Bounded: an open loop there took
 * a whole lost reading for a street's name ("… i live on <unk> lane").
 */
function addAnyWord(graph: GrammarGraph, from: number, to: number): void {
  let state = from;
  for (let i = 0; i < ANY_WORD_MAX_PHONES; i++) {
    const next = i === ANY_WORD_MAX_PHONES - 1 ? to : graph.addState();
    for (const phone of FREE_PHONES) {
      const word = tagWord(phone.toLowerCase(), PHONE_TAG);
      graph.definePronunciation(word, [phone]);
      graph.addWord(state, next, 1, word);
    }
    if (i >= 1 && next !== to) graph.addEpsilon(next, to, 1);
    state = next;
  }
}

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter((w) => w.length > 0);
}

/**
 * The question grammar: the patterns (untagged words) and the request grammar (tagged words, so the
 * request is read back with parseIntent), with hesitations allowed before either.
 */
export function compileQuestionGrammar(
  dictionary: PronouncingDictionary,
  questions: QuestionVocabulary,
  intents: IntentVocabulary,
  key: string,
  options: { requests?: boolean } = {},
): CompiledGrammar {
  const graph = new GrammarGraph();
  const [start, final] = graph.addStates(2) as [number, number];
  addHesitations(graph, dictionary, start, 0.01);
  for (const pattern of questions.patterns) addPattern(graph, dictionary, pattern, start, final);
  if (options.requests !== false) {
    const intent = buildIntentGraph(dictionary, intents, true);
    const offset = graph.embed(intent.graph);
    graph.addEpsilon(start, intent.start + offset, 1);
    graph.addEpsilon(intent.final + offset, final, 1);
  }
  return { ...graph.compile(key, start, final), intents };
}

let phoneLoop: CompiledGrammar | undefined;

/** Any run of phones: the yardstick a question path's score is measured against. */
export function phoneLoopGrammar(): CompiledGrammar {
  if (phoneLoop) return phoneLoop;
  const graph = new GrammarGraph();
  const [start, final, middle] = graph.addStates(3) as [number, number, number];
  addUnknownWord(graph, start, middle, { unknownWord: 1, unknownPhone: 1 });
  graph.addEpsilon(middle, final, 1);
  graph.addEpsilon(middle, start, 1);
  phoneLoop = graph.compile('question-phone-loop', start, final);
  return phoneLoop;
}

/** Whether the question's words cover the turn's speech, `span` (session time), up to QUESTION_MAX_UNEXPLAINED_MS at either end. */
export function explainsSpeech(words: readonly RecognizedWord[], span: { startMs: number; endMs: number }): boolean {
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return false;
  return first.startMs - span.startMs <= QUESTION_MAX_UNEXPLAINED_MS && span.endMs - last.endMs <= QUESTION_MAX_UNEXPLAINED_MS;
}

/**
 * The confidence of a question heard (0..1) from the two best-path scores of the same audio (the
 * decoder's log units), `windowFrames` 10 ms frames decoded, of which `speechFrames` lie between the
 * first word's start and the last word's end: the closer the question path comes to the free phone loop
 * per frame of speech, the surer the hearing. The air around the words is allowed for first: the loop
 * fits it better than the grammar's silence does, which alone made short answers ("nora") look unsure.
 */
export function questionConfidence(questionScore: number, loopScore: number, speechFrames: number, windowFrames: number): number {
  if (speechFrames <= 0) return 0;
  const air = Math.max(0, windowFrames - speechFrames);
  const perFrame = (questionScore - loopScore + QUESTION_AIR_ALLOWANCE * air) / speechFrames;
  return 1 / (1 + Math.exp(-(perFrame - QUESTION_CONFIDENCE_CENTER) / QUESTION_CONFIDENCE_SCALE));
}

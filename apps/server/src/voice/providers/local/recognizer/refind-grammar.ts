/**
 * The grammar that looks for a reader the decoder lost (stall-recovery.ts): the story words of a window
 * of sentences around the last place, entered only at a sentence or line start or at that place, after
 * anything unknown (the speech since the last word heard is the reading the decoder missed). Kept cheap,
 * since every reading span carries one: no sound-alikes, no hesitations, short skips only. Its reading
 * branch is laid out like the reading grammar's, so a restart can carry on in it from the place found.
 */
import { GrammarGraph } from './grammar-graph';
import { pronounce, type PronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { addUnknownWord } from './unknown-word-loop';
import type { CompiledGrammar, RefindWindow } from './types';
import {
  READING_SKIP_PRIOR,
  READING_UNKNOWN_PHONE_PRIOR,
  READING_UNKNOWN_WORD_PRIOR,
  REFIND_MAX_SKIPPED_WORDS,
  REFIND_UNKNOWN_PHONE_RATIO,
  RESTART_UNKNOWN_PHONE_RATIO,
} from './tuning';

/** The window's speakable words, with their sentence starts and the place mapped onto them. */
function speakableWindow(dictionary: PronouncingDictionary, window: RefindWindow): { words: string[]; entries: Set<number>; at: number } {
  const words: string[] = [];
  const entries = new Set<number>();
  const starts = new Set([...window.starts, window.at]);
  let at = 0;
  window.words.forEach((raw, i) => {
    const word = raw.toLowerCase();
    // A start on an unspeakable word moves to the next speakable one.
    if (starts.has(i)) entries.add(words.length);
    if (i === window.at) at = words.length;
    if (word.length > 0 && pronounce(dictionary, word) !== undefined) words.push(word);
  });
  entries.delete(words.length);
  return { words, entries, at };
}

export function compileRefindGrammar(dictionary: PronouncingDictionary, window: RefindWindow, key: string): CompiledGrammar | undefined {
  const { words, entries, at } = speakableWindow(dictionary, window);
  if (words.length === 0 || entries.size === 0) return undefined;
  const graph = new GrammarGraph();
  graph.addStates(words.length + 1);
  const [start, leadIn, tail, final] = graph.addStates(4) as [number, number, number, number];
  // The decoder had lost to the unknown-word loop: in the text it costs more here than after a
  // restart (a wrong run is caught by the run's length and the tracker's jump check).
  const unknown = { unknownWord: READING_UNKNOWN_WORD_PRIOR, unknownPhone: READING_UNKNOWN_PHONE_PRIOR * REFIND_UNKNOWN_PHONE_RATIO };
  // What the reader said before reaching a sentence start is expected here: entering the loop is free,
  // and its phones cost what they do after a restart.
  addUnknownWord(graph, start, leadIn, { unknownWord: 1, unknownPhone: READING_UNKNOWN_PHONE_PRIOR * RESTART_UNKNOWN_PHONE_RATIO });
  for (const entry of entries) {
    graph.addEpsilon(start, entry, 1);
    graph.addEpsilon(leadIn, entry, 1);
  }
  // Speech that is no reading at all stays unknown.
  graph.addEpsilon(leadIn, final, 1);
  words.forEach((word, i) => {
    const phones = pronounce(dictionary, word);
    if (phones && !dictionary.lookup(word)) graph.definePronunciation(word, phones);
    graph.addWord(i, i + 1, 1, word);
    addUnknownWord(graph, i, i + 1, unknown);
    for (let j = i + 2; j <= Math.min(words.length, i + 1 + REFIND_MAX_SKIPPED_WORDS); j++) graph.addEpsilon(i, j, READING_SKIP_PRIOR ** (j - i - 1));
    if (i > 0) graph.addEpsilon(i, tail, 1);
  });
  graph.addEpsilon(words.length, tail, 1);
  // The reader may be lost again after the run: what follows it is unknown.
  addUnknownWord(graph, tail, final, unknown);
  graph.addEpsilon(tail, final, 1);
  return { ...graph.compile(`${key}#refind`, start, final), reading: { words, firstState: 0, resumeAt: at, entryStates: [start, leadIn] } };
}

/**
 * The re-find grammar with the reader's last place in it as one more entry: the speech since the last
 * word heard carries on from there before it reaches a sentence start.
 */
export function withEntryAt(grammar: CompiledGrammar, position: number | undefined): CompiledGrammar {
  const reading = grammar.reading;
  if (!reading?.entryStates || position === undefined || position >= reading.words.length) return grammar;
  const entries = reading.entryStates.map((state): [number, number, number, null] => [state, reading.firstState + position, 1, null]);
  return { ...grammar, key: `${grammar.key}@${position}`, arcs: [...grammar.arcs, ...entries] };
}

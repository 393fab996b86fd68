/**
 * The child's requests as a grammar ("what does WORD mean", "can I talk to NAME", "quiz me", …) and
 * the parser that turns the words of a matched turn back into a ChildIntent. Words on this branch
 * carry a tag (`what|meaning`, `brave|meaning.slot`) so a combined reading + intent grammar still
 * tells which branch the decoder took, and which words filled the slot.
 */
import { GrammarGraph } from './grammar-graph';
import { pronounce, type PronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { addHesitations } from './hesitations';
import { tagOf, tagWord, untag } from './word-tags';
import type { ChildIntent, IntentVocabulary } from './types';

type IntentKind = ChildIntent['kind'];

/** `$` marks the slot: a story word for meaning/pronounce, a character name for talk_to. */
export const INTENT_PHRASES: Record<IntentKind, readonly string[]> = {
  meaning: ['what does $ mean', 'what does the word $ mean', 'what is $', 'what is the meaning of $', "what's $"],
  pronounce: ['how do you say $', 'how do i say $', 'how do you pronounce $', 'how do i pronounce $'],
  read_again: ['read it again', 'can you read it again', 'read that again', 'read again'],
  help: ['help', 'help me', 'i need help', 'can you help me'],
  quiz: ['quiz me', 'can you quiz me', 'give me a quiz', 'can i have a quiz', 'i want a quiz', 'can we do a quiz', 'ask me a question', 'ask me questions', 'test me'],
  talk_to: ['talk to $', 'can i talk to $', 'i want to talk to $', 'let me talk to $', 'can i speak to $', 'can i talk with $'],
  repeat: ['repeat', 'repeat that', 'say that again', 'what did you say'],
  stop: ['stop', 'stop reading', 'i want to stop', 'please stop'],
  yes: ['yes', 'yeah', 'yes please', 'okay'],
  no: ['no', 'nope', 'no thanks', 'no thank you'],
};

const SLOT_SUFFIX = '.slot';
const INTENT_KINDS = new Set<string>(Object.keys(INTENT_PHRASES));

export function tagIntentWord(word: string, kind: IntentKind, slot = false): string {
  return tagWord(word, slot ? `${kind}${SLOT_SUFFIX}` : kind);
}

/** The intent kind a decoded word belongs to, or undefined for reading words and hesitations. */
export function intentKindOf(word: string): IntentKind | undefined {
  const kind = tagOf(word)?.replace(SLOT_SUFFIX, '');
  return kind !== undefined && INTENT_KINDS.has(kind) ? (kind as IntentKind) : undefined;
}

export function isIntentWord(word: string): boolean {
  return intentKindOf(word) !== undefined;
}

/**
 * Builds the intent branch. Phrases of one kind share one slot state set, so the story vocabulary
 * appears once per kind rather than once per phrase.
 */
export function buildIntentGraph(
  dictionary: PronouncingDictionary,
  vocabulary: IntentVocabulary,
  /** Every arc weighs 1: paths then differ only in how the audio fits them (the question pass's confidence). */
  uniform = false,
): { graph: GrammarGraph; start: number; final: number } {
  const graph = new GrammarGraph();
  const [start, final] = graph.addStates(2) as [number, number];
  addHesitations(graph, dictionary, start, 0.01);
  const wordSlot = [...new Set(vocabulary.words.map((w) => w.toLowerCase()))].filter((w) => pronounce(dictionary, w));
  const characterSlot = vocabulary.characters
    .map((name) => name.toLowerCase().split(/\s+/).filter((w) => w.length > 0))
    .filter((parts) => parts.length > 0 && parts.every((w) => pronounce(dictionary, w)));

  const addTagged = (from: number, to: number, p: number, word: string, kind: IntentKind, slot: boolean): void => {
    const tagged = tagIntentWord(word, kind, slot);
    const phones = pronounce(dictionary, word);
    if (!phones) return;
    graph.definePronunciation(tagged, phones);
    graph.addWord(from, to, p, tagged);
  };
  const chain = (from: number, words: readonly string[], kind: IntentKind, slot: boolean): number => {
    let state = from;
    for (const word of words) {
      const next = graph.addState();
      addTagged(state, next, 1, word, kind, slot);
      state = next;
    }
    return state;
  };

  for (const [kind, phrases] of Object.entries(INTENT_PHRASES) as Array<[IntentKind, readonly string[]]>) {
    const slotWords = kind === 'talk_to' ? characterSlot : kind === 'meaning' || kind === 'pronounce' ? wordSlot.map((w) => [w]) : [];
    const hasSlot = phrases.some((p) => p.includes('$'));
    if (hasSlot && slotWords.length === 0) continue;
    const [slotIn, slotOut] = hasSlot ? (graph.addStates(2) as [number, number]) : [-1, -1];
    if (hasSlot) {
      for (const words of slotWords) {
        const end = chain(slotIn, words.slice(0, -1), kind, true);
        addTagged(end, slotOut, uniform ? 1 : 1 / slotWords.length, words.at(-1) ?? '', kind, true);
      }
    }
    const suffixesDone = new Set<string>();
    for (const phrase of phrases) {
      const [before, after] = phrase.split('$').map((part) => part.trim().split(/\s+/).filter((w) => w.length > 0));
      const p = uniform ? 1 : 1 / phrases.length;
      const entry = graph.addState();
      graph.addEpsilon(start, entry, p);
      const prefixEnd = chain(entry, before ?? [], kind, false);
      if (!phrase.includes('$')) {
        graph.addEpsilon(prefixEnd, final, 1);
        continue;
      }
      graph.addEpsilon(prefixEnd, slotIn, 1);
      // Suffixes ("mean") hang off the shared slot: any phrase of the kind may end with them.
      const suffix = (after ?? []).join(' ');
      if (suffixesDone.has(suffix)) continue;
      suffixesDone.add(suffix);
      graph.addEpsilon(chain(slotOut, after ?? [], kind, false), final, 1);
    }
  }
  return { graph, start, final };
}

/** The request a matched turn expresses, from the decoder's tagged words; null if none matched. */
export function parseIntent(taggedWords: readonly string[], vocabulary: IntentVocabulary): ChildIntent | null {
  const tagged = taggedWords.filter(isIntentWord);
  const first = tagged[0];
  if (first === undefined) return null;
  const kind = intentKindOf(first);
  const slot = tagged.filter((w) => tagOf(w)?.endsWith(SLOT_SUFFIX)).map(untag).join(' ');
  switch (kind) {
    case 'meaning':
    case 'pronounce':
      return slot ? { kind, word: slot } : null;
    case 'talk_to': {
      const character = vocabulary.characters.find((name) => name.toLowerCase().split(/\s+/).join(' ') === slot);
      return character ? { kind, character } : null;
    }
    case 'read_again':
    case 'help':
    case 'quiz':
    case 'repeat':
    case 'stop':
    case 'yes':
    case 'no':
      return { kind };
    case undefined:
      return null;
  }
}

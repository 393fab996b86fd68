/**
 * The question pass's grammar as the decoder gets it: the story's shapes and the requests in one graph
 * (requests tagged so they are read back as intents), and a confidence that rises with the fit.
 */
import { describe, expect, it } from 'vitest';
import { loadPronouncingDictionary } from '../../apps/server/src/language/lexicon/pronouncing-dictionary';
import { CONFIDENT_HEARING } from '../../apps/server/src/language/recognized-words';
import { analyzeStory } from '../../apps/server/src/companion/analysis/analyze-story';
import { questionVocabulary } from '../../apps/server/src/companion/analysis/question-shapes';
import { KITE_STORY } from '../../apps/server/src/companion/testing/stories';
import { compileQuestionGrammar, questionConfidence } from '../../apps/server/src/voice/providers/local/recognizer/question-grammar';
import { parseIntent } from '../../apps/server/src/voice/providers/local/recognizer/intent-grammar';
import type { CompiledGrammar } from '../../apps/server/src/voice/providers/local/recognizer/types';
import { untag } from '../../apps/server/src/voice/providers/local/recognizer/word-tags';

const analysis = analyzeStory(KITE_STORY);
const intents = { words: ['enormous', 'furious', 'spool'], characters: ['Mia', 'Leo'] };
const grammar = compileQuestionGrammar(loadPronouncingDictionary(), questionVocabulary(KITE_STORY, analysis), intents, 'kite-questions');

/** The decoder's words along a path that says `line`, or null when the grammar cannot say it. */
function path(g: CompiledGrammar, line: string): string[] | null {
  let at = new Map<number, string[]>([[g.startState, []]]);
  const close = (states: Map<number, string[]>): Map<number, string[]> => {
    for (const [from, to, , word] of g.arcs) if (word === null && states.has(from) && !states.has(to)) states.set(to, states.get(from) ?? []);
    return states;
  };
  at = close(at);
  for (const spoken of line.split(' ')) {
    const next = new Map<number, string[]>();
    for (const [from, to, , word] of g.arcs) {
      if (word !== null && untag(word) === spoken && at.has(from) && !next.has(to)) next.set(to, [...(at.get(from) ?? []), word]);
    }
    at = close(next);
  }
  return at.get(g.finalState) ?? null;
}

describe('question grammar', () => {
  it('says the story questions and the safety lines, and not what the story does not hold', () => {
    expect(path(grammar, 'who is leo')).not.toBeNull();
    expect(path(grammar, 'why did leo grab the spool')).not.toBeNull();
    expect(path(grammar, 'i want to hurt myself')).not.toBeNull();
    expect(path(grammar, 'do you like pizza')).toBeNull();
  });

  it('asks what each of the story\'s hard words means, read back as a meaning request', () => {
    const hard = analysis.hard_words.map((h) => h.word.toLowerCase());
    const withHard = compileQuestionGrammar(loadPronouncingDictionary(), questionVocabulary(KITE_STORY, analysis), { words: hard, characters: [] }, 'hard');
    expect(hard.length).toBeGreaterThan(0);
    for (const word of hard) expect(parseIntent(path(withHard, `what does ${word} mean`) ?? [], { words: hard, characters: [] }), word).toEqual({ kind: 'meaning', word });
  });

  it('reads a request back as the intent it is', () => {
    const words = path(grammar, 'what does enormous mean');
    expect(words).not.toBeNull();
    expect(parseIntent(words ?? [], intents)).toEqual({ kind: 'meaning', word: 'enormous' });
    expect(parseIntent(path(grammar, 'can i talk to leo') ?? [], intents)).toEqual({ kind: 'talk_to', character: 'Leo' });
  });

  it('weighs every arc alike, so a path scores only how the audio fits it', () => {
    expect(new Set(grammar.arcs.filter(([, , , word]) => word !== null && !word.endsWith('|hesitation')).map(([, , p]) => p))).toEqual(new Set([1]));
  });

  it('is sure of a question that fits as well as free phones do, and not of one forced onto a shape', () => {
    const frames = 150;
    expect(questionConfidence(-5000, -5100, frames, frames)).toBeGreaterThanOrEqual(CONFIDENT_HEARING);
    expect(questionConfidence(-5000, -4000, frames, frames)).toBeLessThan(0.05);
    expect(questionConfidence(-5000, -4000, 0, 60)).toBe(0);
  });

  it('allows for the air around a short answer, which the phone loop fits better than silence', () => {
    // "nora": 40 frames of speech in a 100-frame window; the loop gained 300 in the air around it.
    expect(questionConfidence(-3300, -3000, 40, 100)).toBeGreaterThanOrEqual(CONFIDENT_HEARING);
    expect(questionConfidence(-3300, -3000, 40, 40)).toBeLessThan(0.05);
  });
});

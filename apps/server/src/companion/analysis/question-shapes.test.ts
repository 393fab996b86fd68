/**
 * The story's question shapes (issue 25): what the recogniser's question pass can hear is built from the
 * story's own characters, things, actions and hard words, in the shapes children ask, plus the safety
 * screen's lines — and nothing the story does not support.
 */
import { describe, expect, it } from 'vitest';
import type { PhrasePattern } from '../../language/question-patterns';
import { analyzeStory } from './analyze-story';
import { answerShapes, ingForm, questionPatterns, quizAnswers } from './question-shapes';
import { KITE_STORY } from '../testing/stories';

/** Whether `line` is one of the sentences `pattern` stands for (slot by slot, alternatives of any length). */
function fits(pattern: PhrasePattern, line: string): boolean {
  const words = line.split(' ');
  let at = new Set([0]);
  for (const slot of pattern) {
    const next = new Set<number>();
    for (const i of at) {
      for (const alternative of slot) {
        const alt = alternative.split(' ').filter((w) => w.length > 0);
        if (alt.every((w, j) => words[i + j] === w)) next.add(i + alt.length);
      }
    }
    at = next;
  }
  return at.has(words.length);
}

const analysis = analyzeStory(KITE_STORY);
const patterns = questionPatterns(KITE_STORY, analysis);
const heard = (line: string): boolean => patterns.some((p) => fits(p, line));

describe('question shapes of a story', () => {
  it('asks about the story\'s characters, things, places and actions as children do', () => {
    for (const line of [
      'who is leo',
      'who is mia',
      'where did mia go',
      'why did leo grab the spool',
      'what did leo find in the shed',
      'where is the kite',
      'why was mia furious',
      'how many hands',
      'when did the string snap',
      'what happened to the kite',
      // What someone was in the middle of doing, the story's verbs in their "-ing" form.
      'what was leo grabbing',
      'what was mia carrying',
      'what is mia doing',
      'who did leo see',
    ]) {
      expect(heard(line), line).toBe(true);
    }
  });

  it('holds the requests and feelings a reader says', () => {
    for (const line of ['what happens next', 'what do you think happens next', "i don't get it", 'can you read it to me', "i'm confused", 'leo', 'two']) {
      expect(heard(line), line).toBe(true);
    }
  });

  it('holds the lines the safety screen looks for, so they can be heard', () => {
    for (const line of ['a boy at school hits me every day', 'i want to hurt myself', 'i want to die', 'they are mean to me', 'nobody likes me']) {
      expect(heard(line), line).toBe(true);
    }
  });

  it('holds what a child asks a character in roleplay, as "you"', () => {
    for (const line of ['what did you find', 'where do you live', 'why were you furious', 'are you happy', 'who is your friend']) {
      expect(heard(line), line).toBe(true);
    }
    // After "did" a verb takes its plain form; the past form is not offered there.
    expect(heard('where did you lived')).toBe(false);
  });

  it('holds the story\'s quiz answers as a child says them back, while an answer is awaited, not the dictionary glosses', () => {
    const answers = answerShapes(KITE_STORY, analysis);
    for (const line of ['over the river', 'the river', 'because she had made the kite', 'it was the spool', 'it was leo', 'leo']) {
      expect(answers.some((p) => fits(p, line)), line).toBe(true);
    }
    expect(quizAnswers(analysis)).not.toContain('flexible materials');
    // Not in the whole question grammar: there Flite's "who is ruby" fitted "it is ruby", surely.
    expect(heard('it was leo')).toBe(false);
  });

  it('holds titled names whole, pronouns, compounds and the longer shapes children use (fourteenth session)', () => {
    // Written for this test. Before, "mr" alone was a name and "mr dunn" could not be said at all.
    const story = {
      id: 'kites', title: 'The Kite Contest',
      content: 'On Sunday the park held a kite contest. Mr Dunn, the park keeper, brought a ladder. Tia felt sad because the string snapped. ' +
        'Auntie Bea gave Tia a blue ribbon. The hands could not move, so Auntie Bea helped Tia build a new kite.',
    };
    const shapes = questionPatterns(story, analyzeStory(story));
    const says = (line: string): boolean => shapes.some((p) => fits(p, line));
    for (const line of [
      'who is mr dunn', 'where did they go', 'why did she feel sad', 'when was the kite contest', 'who gave tia a ribbon', 'who gave tia the ribbon',
      'why could the hands not move', 'what was the kite made of', 'what did mr dunn bring', 'what did tia build', 'who helped tia build the kite',
      'what did mr dunn bring back',
      // Fifteenth session: an everyday verb the story does not use, "how old", a question ending on "from", "with" or "like".
      'when did the contest start', 'how old was tia', 'where did the kite come from', 'who did tia go with', 'what was the kite shaped like',
    ]) {
      expect(says(line), line).toBe(true);
    }
    expect(says('who is mr')).toBe(false);
    // A preposition always has its object; a describing word follows only a verb that takes one.
    expect(says('what did tia build at')).toBe(false);
    expect(says('where did tia build sad')).toBe(false);
  });

  it('holds no words the story does not give it', () => {
    expect(heard('who is harry potter')).toBe(false);
    expect(heard('do you like pizza')).toBe(false);
    expect(heard('where did the dragon go')).toBe(false);
  });
});

describe('the -ing form of a story verb', () => {
  it('follows English spelling and offers no word the dictionary lacks', () => {
    expect(['eat', 'run', 'make', 'lie', 'see', 'hop', 'hope', 'sit', 'visit', 'play'].map(ingForm)).toEqual(
      ['eating', 'running', 'making', 'lying', 'seeing', 'hopping', 'hoping', 'sitting', 'visiting', 'playing'],
    );
    expect(ingForm('zorbed')).toBeNull();
  });
});

/**
 * Quiz questions drawn from the story text: who did something, what they did it to, where and why,
 * who said a line, and what a hard word means. Every answer is words the story itself contains.
 */
import { contentWords } from '../../language/text';
import { parseClause, splitSoClause, type Clause } from './clause';
import type { HardWord, QuizOpportunity, QuizQuestionType, RoleplayOpportunity } from './types';

const MAX_QUESTIONS = 16;
const MAX_PER_TYPE = 5;
const ANIMATE_NOUN =
  /\b(?:pigs?|wolf|wolves|fox|bear|dog|cat|mouse|mice|bird|hen|duck|rabbit|frog|owl|lion|tiger|horse|cow|goat|sheep|boy|girl|man|woman|child|children|king|queen|prince|princess|giant|dragon|witch|wizard|farmer|teacher|captain|sailor|keeper|mother|father|mom|dad|grandma|grandpa|brother|sister|friend|baby|people|crew|knight|monster|troll|elf|fairy)$/i;

/** "Who" for people, animals and names; "What" for things ("What snapped?"). */
function isAnimate(subject: string): boolean {
  return /^\p{Lu}/u.test(subject) || ANIMATE_NOUN.test(subject);
}

const OBJECT_START = /^(?:a|an|the|her|his|their|its|some|two|three|many)\s/i;
const PHRASAL_VERBS = /^(?:switch|turn|put|try|take|pick|give|hold|carry|keep|log|shut|sign|set|hand|look)$/;
/** Longer questions are hard to hold in mind when heard, not read. */
const MAX_QUESTION_WORDS = 14;

function keywordsOf(text: string): string[] {
  return [...new Set(contentWords(text))];
}

function phrase(...parts: (string | null)[]): string {
  return parts.filter((p): p is string => p !== null && p.length > 0).join(' ');
}

/** Quiz opportunities of a story, in story order within each type, at most 16. */
export function buildQuiz(
  sentences: string[],
  sentenceEndWordIndex: readonly number[],
  characters: RoleplayOpportunity[],
  hardWords: HardWord[],
): QuizOpportunity[] {
  const found: Omit<QuizOpportunity, 'id'>[] = [];
  const add = (type: QuizQuestionType, question: string, answer: string, source: string, index: number): void => {
    const keywords = keywordsOf(answer);
    if (keywords.length === 0 || found.some((q) => q.question === question)) return;
    found.push({
      type, question, answer, keywords, source_sentence: source, sentence_index: index,
      word_index: sentenceEndWordIndex[index] ?? 0,
    });
  };

  sentences.forEach((sentence, index) => {
    const clause = parseClause(sentence);
    if (clause) addClauseQuestions(clause, sentence, index, add);
    const so = splitSoClause(sentence);
    const effect = so ? parseClause(`${so.effect}.`) : null;
    if (so && effect) {
      add('why', `Why ${effect.auxiliary} ${effect.subject} ${phrase(effect.verbBase, effect.object)}?`, so.cause, sentence, index);
    }
  });

  for (const character of characters) {
    const line = character.lines.find((l) => l.split(/\s+/).length >= 3 && l.split(/\s+/).length <= 12);
    if (!line) continue;
    const index = sentences.findIndex((s) => s.includes(line.replace(/[.]$/, '')));
    add('who', `Who said, "${line}"`, character.character, sentences[index] ?? line, Math.max(index, 0));
  }

  for (const hard of hardWords) {
    if (!hard.meaning) continue;
    const index = sentences.findIndex((s) => s.toLowerCase().includes(hard.word));
    add('vocabulary', `What does "${hard.word}" mean?`, hard.meaning, sentences[index] ?? '', Math.max(index, 0));
  }

  const perType = new Map<QuizQuestionType, number>();
  return found
    .filter((q) => {
      const count = perType.get(q.type) ?? 0;
      perType.set(q.type, count + 1);
      return count < MAX_PER_TYPE;
    })
    .slice(0, MAX_QUESTIONS)
    .map((q, i) => ({ id: `q${i + 1}`, ...q }));
}

function addClauseQuestions(
  clause: Clause,
  sentence: string,
  index: number,
  add: (type: QuizQuestionType, question: string, answer: string, source: string, index: number) => void,
): void {
  const { subject, verb, verbBase, reason, auxiliary } = clause;
  // "huffed and puffed and blew the house down" reads well after "Who" but not after "Where did".
  const object = /^and\b/i.test(clause.object) ? '' : (clause.object.split(/\s+and\s+/)[0] ?? '');
  // "switched on a torch" is a phrasal verb, not a place.
  const phrasal = object === '' && PHRASAL_VERBS.test(verbBase) && /^(?:on|off|up|over|down)\s/i.test(clause.setting ?? '');
  const setting = phrasal ? null : clause.setting;

  const asked = `${isAnimate(subject) ? 'Who' : 'What'} ${phrase(verb, clause.object, clause.setting)}?`;
  if (asked.split(/\s+/).length <= MAX_QUESTION_WORDS) add(isAnimate(subject) ? 'who' : 'what', asked, subject, sentence, index);
  const thing = object.split(/\s+(?=(?:from|down|up|into|onto|over|under|through|across|at|in|on|to|with|for|near|behind|beside)\s)/)[0] ?? '';
  const adverbial = /\b(?:way|time|times|day|days|night|morning|week|moment|minute|home|back|while)$/i.test(thing);
  if (OBJECT_START.test(`${thing} `) && !adverbial && thing.split(/\s+/).length >= 2 && thing.split(/\s+/).length <= 6) {
    add('what', `What ${auxiliary} ${subject} ${verbBase}?`, thing, sentence, index);
  }
  if (setting && !/^(?:him|her|them|it|me|us)$/i.test(object)) add('where', `Where ${auxiliary} ${subject} ${phrase(verbBase, object)}?`, setting, sentence, index);
  if (reason) add('why', `Why ${auxiliary} ${subject} ${phrase(verbBase, object, setting)}?`, reason, sentence, index);
}

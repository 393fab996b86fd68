/**
 * Quiz questions drawn from the story text: who did something, what they did it to, where and why,
 * who said a line, and what a hard word means. Every answer is words the story itself contains.
 */
import { contentWords } from '../../language/text';
import type { NlpSentence } from '../../language/nlp';
import { parseClause, splitSoClause, type Clause } from './clause';
import { joinTokens } from './phrases';
import type { HardWord, QuizOpportunity, QuizQuestionType, RoleplayOpportunity } from './types';

const MAX_QUESTIONS = 16;
const MAX_PER_TYPE = 5;
/** Longer questions are hard to hold in mind when heard, not read. */
const MAX_QUESTION_WORDS = 14;
const ADVERBIAL_OBJECT = /\b(?:way|time|times|day|days|night|morning|week|moment|minute|home|back|while)$/i;

function keywordsOf(text: string): string[] {
  return [...new Set(contentWords(text))];
}

function phrase(...parts: (string | null)[]): string {
  return parts.filter((p): p is string => p !== null && p.length > 0).join(' ');
}

type Add = (type: QuizQuestionType, question: string, answer: string, source: string, index: number) => void;

/** Quiz opportunities of a story, in story order within each type, at most 16. */
export function buildQuiz(
  sentences: readonly NlpSentence[],
  sentenceEndWordIndex: readonly number[],
  characters: RoleplayOpportunity[],
  hardWords: HardWord[],
): QuizOpportunity[] {
  const found: Omit<QuizOpportunity, 'id'>[] = [];
  const add: Add = (type, question, answer, source, index) => {
    const keywords = keywordsOf(answer);
    if (keywords.length === 0 || question.split(/\s+/).length > MAX_QUESTION_WORDS || found.some((q) => q.question === question)) return;
    found.push({
      type, question, answer, keywords, source_sentence: source, sentence_index: index,
      word_index: sentenceEndWordIndex[index] ?? 0,
    });
  };

  const names = characters.map((c) => c.character);
  let lastNamed: string | null = null;
  sentences.forEach((sentence, index) => {
    const clause = parseClause(sentence, lastNamed);
    if (clause) addClauseQuestions(clause, sentence.text, index, add);
    const so = splitSoClause(sentence);
    const effect = so ? parseClause(so.effect, lastNamed) : null;
    if (so && effect?.auxiliary) {
      const cause = joinTokens(so.cause).replace(/^(?:One day|Then|Soon|But|And|So),?\s+/i, '');
      add('why', `Why ${effect.auxiliary} ${effect.subject} ${phrase(effect.verbLemma, effect.object)}?`, `because ${cause.charAt(0).toLowerCase()}${cause.slice(1)}`, sentence.text, index);
    }
    // "he"/"she" is read as a character only right after a sentence naming exactly one.
    const here = names.filter((n) => sentence.text.includes(n.split(' ')[0] ?? n));
    lastNamed = here.length === 1 ? (here[0] ?? null) : null;
  });

  for (const character of characters) {
    const line = character.lines.find((l) => l.split(/\s+/).length >= 3 && l.split(/\s+/).length <= 12);
    if (!line) continue;
    const index = sentences.findIndex((s) => s.text.includes(line.replace(/[.]$/, '')));
    // The line without its closing stop, so the question ends with its own question mark.
    const quoted = /[?]$/.test(line) ? `"${line}"` : `"${line.replace(/[.!,]+$/, '')}"?`;
    add('who', `Who said ${quoted}`, character.character, sentences[index]?.text ?? line, Math.max(index, 0));
  }

  for (const hard of hardWords) {
    if (!hard.meaning) continue;
    const index = sentences.findIndex((s) => s.text.toLowerCase().includes(hard.word));
    add('vocabulary', `What does "${hard.word}" mean?`, hard.meaning, sentences[index]?.text ?? '', Math.max(index, 0));
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

function addClauseQuestions(clause: Clause, sentence: string, index: number, add: Add): void {
  const { subject, auxiliary, verbLemma, object } = clause;
  add(clause.animate ? 'who' : 'what', `${clause.animate ? 'Who' : 'What'} ${clause.predicate}?`, subject, sentence, index);
  if (!auxiliary) return;
  const thing = object && !ADVERBIAL_OBJECT.test(object) && object.split(/\s+/).length <= 6 ? object : null;
  // "Who did Ravi help?" for a person, never "What did Ravi help?".
  if (thing && clause.objectAnimate) add('who', `Who ${auxiliary} ${subject} ${verbLemma}?`, thing, sentence, index);
  else if (thing) add('what', `What ${auxiliary} ${subject} ${verbLemma}?`, thing, sentence, index);
  const acted = object ?? clause.pronounObject;
  if (clause.place) add('where', `Where ${auxiliary} ${subject} ${phrase(verbLemma, acted, clause.beforePlace)}?`, clause.place, sentence, index);
  if (clause.reason) add('why', `Why ${auxiliary} ${subject} ${phrase(verbLemma, acted, clause.place ? phrase(clause.beforePlace, clause.place) : null)}?`, clause.reason, sentence, index);
}

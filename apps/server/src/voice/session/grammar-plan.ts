/**
 * What the recogniser listens for next: the reading grammar over the next story words (plus the
 * child's requests) while a story is read aloud, the request grammar alone otherwise; and, for a turn
 * that was not reading, the story's question shapes (a grammar of its own, heard after the turn).
 */
import type { GrammarSpec, IntentVocabulary, QuestionVocabulary } from '../providers/local/recognizer/types';
import type { CompanionSessionState, StoryContext } from '../../companion/session/state';
import { CHECK_ANSWER_VOCABULARY } from '../../language/check-answers';
import { answerVocabulary as storyAnswers, characterQuestionVocabulary as characterQuestions, questionVocabulary as storyQuestions, STORYLESS_QUESTIONS } from '../../companion/analysis/question-shapes';
import { titledNames } from '../../companion/analysis/characters';
import type { ReadingFollow } from './reading-follow';

const questionsByStory = new WeakMap<StoryContext, QuestionVocabulary>();

/** The story's question shapes, built once per story context (wink-nlp's parse is cached, the patterns here). */
export function questionVocabulary(story: StoryContext | null): QuestionVocabulary {
  if (!story) return STORYLESS_QUESTIONS;
  const cached = questionsByStory.get(story);
  if (cached) return cached;
  const built = storyQuestions(story.story, story.analysis);
  questionsByStory.set(story, built);
  return built;
}

const MAX_VOCABULARY_WORDS = 150;

export function intentVocabulary(story: StoryContext | null): IntentVocabulary {
  if (!story) return { words: [], characters: [] };
  const hard = story.analysis.hard_words.map((h) => h.word.toLowerCase());
  const seen = new Set<string>(hard);
  for (const token of story.story.content.toLowerCase().match(/[a-z][a-z']{3,}/g) ?? []) {
    if (seen.size >= MAX_VOCABULARY_WORDS) break;
    seen.add(token);
  }
  return { words: [...seen], characters: withTitles(story.analysis.roleplay_opportunities.map((c) => c.character), story.story.content) };
}

/**
 * Characters as the story names them, titles too: the analysis calls him "Vale", the child says "can I
 * talk to Mr Vale" (heard as "can i talk to sam" when the grammar had only "vale").
 */
function withTitles(characters: readonly string[], content: string): string[] {
  return [...new Set(characters.flatMap((name) => [name, ...titledNames(name, content)]))];
}

/** What the child may say besides reading: requests, questions about the story, and what is awaited. */
export interface Listening {
  intents: IntentVocabulary;
  questions: QuestionVocabulary;
  answers?: QuestionVocabulary;
}

/**
 * What the companion waits for after its reply: the answer to its quiz question, a question to the
 * character talking, yes or no to its check of what it heard.
 */
export interface Awaited {
  answer: boolean;
  characterQuestion: boolean;
  confirmation: boolean;
}

export const NOTHING_AWAITED: Awaited = { answer: false, characterQuestion: false, confirmation: false };

/** What the companion waits for once it has replied from `state`. */
export function awaitedAfter(state: CompanionSessionState): Awaited {
  return {
    answer: state.dialogue.quiz.current !== null,
    characterQuestion: state.persona.active_persona === 'role_ranger' && state.dialogue.roleplay.character !== null,
    confirmation: (state.pendingCheck ?? null) !== null,
  };
}

export function sameAwaited(a: Awaited, b: Awaited): boolean {
  return a.answer === b.answer && a.characterQuestion === b.characterQuestion && a.confirmation === b.confirmation;
}

const awaitedByStory = new WeakMap<StoryContext, Map<string, QuestionVocabulary>>();

/**
 * The story's vocabularies; with something awaited, its shapes too, as the question pass's grammar of its
 * own (the answers to a quiz question, the questions a child asks a character in roleplay, yes or no to
 * a check).
 */
export function listeningFor(story: StoryContext | null, awaited: Awaited): Listening {
  const listening = { intents: intentVocabulary(story), questions: questionVocabulary(story) };
  if (!awaited.answer && !awaited.characterQuestion && !awaited.confirmation) return listening;
  // A one-word "yes" in the whole question grammar was heard right at 0.00 (Flite rms) and the check
  // asked again: in a grammar of its own it is found as a quiz answer is.
  if (!story) return awaited.confirmation ? { ...listening, answers: CHECK_ANSWER_VOCABULARY } : listening;
  const key = `${awaited.answer}-${awaited.characterQuestion}-${awaited.confirmation}`;
  const cache = awaitedByStory.get(story) ?? new Map<string, QuestionVocabulary>();
  awaitedByStory.set(story, cache);
  let answers = cache.get(key);
  if (!answers) {
    answers = {
      patterns: [
        ...(awaited.answer ? storyAnswers(story.story, story.analysis).patterns : []),
        ...(awaited.characterQuestion ? characterQuestions(story.story, story.analysis).patterns : []),
        ...(awaited.confirmation ? CHECK_ANSWER_VOCABULARY.patterns : []),
      ],
    };
    cache.set(key, answers);
  }
  return { ...listening, answers };
}

/** The grammar for the span ahead of a reader mid-turn, when the current span is nearly used up. */
export function grammarAhead(reading: ReadingFollow, listening: Listening): GrammarSpec | null {
  const ahead = reading.nextWordsAhead();
  return ahead && ahead.words.length > 0 ? { kind: 'reading', ...ahead, ...listening } : null;
}

export function grammarFor(reading: ReadingFollow | null, listening: Listening): GrammarSpec {
  if (reading) {
    const expected = reading.expectedWords();
    if (expected.words.length > 0) return { kind: 'reading', ...expected, ...listening };
  }
  return { kind: 'intent', ...listening };
}

/**
 * A quiz round run by QuizCritter: ask a question from the story analysis, check the spoken answer,
 * keep score, and produce the quiz result record the teacher's Quiz Results tab lists.
 */
import type { AgeBand } from '../age-band';
import type { QuizOpportunity, QuizQuestionType, StoryAnalysis } from '../analysis/types';
import { isAnswerCorrect } from './answer-check';
import { fitToBand } from '../../language/limit';

/** Questions in one round. */
export const QUIZ_ROUND_LENGTH = 3;

export interface QuizState {
  askedIds: string[];
  current: { id: string; askedAtMs: number } | null;
  correct: number;
  answered: number;
  /** Questions asked in the round in progress. */
  roundAsked: number;
}

/** Teacher-side section 3, Quiz result; `responseTime` is in seconds, as the Quiz Results tab shows it. */
export interface QuizResultRecord {
  questionText: string;
  correctAnswer: string;
  studentAnswer: string;
  isCorrect: boolean;
  responseTime: number;
}

export function createQuizState(): QuizState {
  return { askedIds: [], current: null, correct: 0, answered: 0, roundAsked: 0 };
}

const TYPES_BY_BAND: Record<AgeBand, readonly QuizQuestionType[]> = {
  '6-8': ['who', 'what', 'where'],
  '9-11': ['who', 'what', 'where', 'why'],
  '12-14': ['why', 'what', 'where', 'vocabulary', 'who'],
  '15-18': ['why', 'vocabulary', 'what', 'where', 'who'],
};

/** Next unasked question suited to the band, the least-asked kind first; null when none is left. */
export function nextQuestion(state: QuizState, analysis: StoryAnalysis, band: AgeBand): QuizOpportunity | null {
  const allowed = TYPES_BY_BAND[band];
  const fresh = analysis.quiz_opportunities.filter((q) => !state.askedIds.includes(q.id));
  const pool = fresh.filter((q) => allowed.includes(q.type));
  const candidates = pool.length > 0 ? pool : fresh;
  const askedOfType = (type: QuizQuestionType): number =>
    analysis.quiz_opportunities.filter((q) => q.type === type && state.askedIds.includes(q.id)).length;
  const ranked = [...candidates].sort(
    (a, b) => askedOfType(a.type) - askedOfType(b.type) || allowed.indexOf(a.type) - allowed.indexOf(b.type),
  );
  return ranked[0] ?? null;
}

export interface QuizStep {
  state: QuizState;
  reply: string;
  result: QuizResultRecord | null;
  finished: boolean;
}

const OPENERS: Record<AgeBand, string> = {
  '6-8': 'Quiz time!',
  '9-11': "Quiz time! Here's a question.",
  '12-14': 'Quick question about the story.',
  '15-18': 'A question on the story.',
};

/** Starts a round with its first question. */
export function startQuiz(state: QuizState, analysis: StoryAnalysis, band: AgeBand, nowMs: number): QuizStep {
  const question = nextQuestion(state, analysis, band);
  if (!question) {
    return { state, reply: fitToBand("I don't have any questions about this story yet. Let's keep reading!", band), result: null, finished: true };
  }
  const next = ask({ ...state, roundAsked: 0 }, question, nowMs);
  return { state: next, reply: fitToBand(`${OPENERS[band]} ${question.question}`, band), result: null, finished: false };
}

function ask(state: QuizState, question: QuizOpportunity, nowMs: number): QuizState {
  return {
    ...state,
    askedIds: [...state.askedIds, question.id],
    current: { id: question.id, askedAtMs: nowMs },
    roundAsked: state.roundAsked + 1,
  };
}

/** Checks the child's answer to the current question, then asks the next one or ends the round. */
export function answerQuiz(state: QuizState, analysis: StoryAnalysis, band: AgeBand, spoken: string, nowMs: number): QuizStep {
  const current = state.current;
  const question = current ? analysis.quiz_opportunities.find((q) => q.id === current.id) : undefined;
  if (!current || !question) return startQuiz(state, analysis, band, nowMs);
  const isCorrect = isAnswerCorrect(spoken, question.keywords);
  const result: QuizResultRecord = {
    questionText: question.question,
    correctAnswer: question.answer,
    studentAnswer: spoken,
    isCorrect,
    responseTime: Math.max(0, Math.round((nowMs - current.askedAtMs) / 100) / 10),
  };
  const scored: QuizState = {
    ...state,
    current: null,
    correct: state.correct + (isCorrect ? 1 : 0),
    answered: state.answered + 1,
  };
  const feedback = isCorrect ? rightFeedback(band) : wrongFeedback(band, question.answer);
  const following = scored.roundAsked < QUIZ_ROUND_LENGTH ? nextQuestion(scored, analysis, band) : null;
  if (!following) {
    const score = band === '6-8' ? `You got ${scored.correct} right!` : `Score: ${scored.correct} out of ${scored.answered}.`;
    return { state: scored, reply: fitToBand(`${feedback} ${score} Back to reading!`, band), result, finished: true };
  }
  return { state: ask(scored, following, nowMs), reply: fitToBand(`${feedback} Next: ${following.question}`, band), result, finished: false };
}

function rightFeedback(band: AgeBand): string {
  return band === '6-8' ? 'Yes! You got it!' : band === '9-11' ? "That's right!" : 'Correct.';
}

function wrongFeedback(band: AgeBand, answer: string): string {
  const short = shortPhrase(answer, band === '6-8' ? 6 : 10);
  return band === '6-8' ? `Good try! It was ${short}.` : `Not quite. The answer is ${short}.`;
}

/** The first words of an answer, ending on a content word ("the wolf huffed and puffed"). */
function shortPhrase(answer: string, maxWords: number): string {
  const words = answer.replace(/[.!?]+$/, '').split(/\s+/).slice(0, maxWords);
  while (words.length > 1 && /^(?:and|or|but|the|a|an|of|to|with|in|on|at|for|because|so|her|his|their)$/i.test(words.at(-1) ?? '')) {
    words.pop();
  }
  const phrase = words.join(' ');
  // "The wolf huffed" reads mid-sentence as "the wolf huffed"; names keep their capital.
  return /^(?:The|A|An|It|They|He|She|Because|Since)\b/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

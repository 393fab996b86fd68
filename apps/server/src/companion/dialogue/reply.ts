/**
 * The offline companion brain: one reply per child turn, composed from the recognised intent, the
 * persona decision of the turn and the story analysis, with no model and no network. Every reply passes
 * the band's word limit last. Quiz answers and roleplay turns also yield the records the teacher sees.
 */
import type { AgeBand } from '../age-band';
import type { StoryAnalysis } from '../analysis/types';
import type { PersonaType } from '../personas/catalog';
import type { PersonaDecision } from '../personas/policy';
import { maxWordsFor } from '../age-band';
import { countSpokenWords } from '../../language/text';
import { contentLemmas, isContentToken, parseTokens } from '../../language/nlp';
import { BREAK, recognizeIntent, type Intent } from '../../language/intents';
import { fitToBand } from '../../language/limit';
import { answerQuiz, createQuizState, startQuiz, type QuizResultRecord, type QuizState } from './quiz-session';
import { isAnswerCorrect } from './answer-check';
import { continueRoleplay, createRoleplayState, startRoleplay, type RoleplayLogRecord, type RoleplayState } from './roleplay';
import { meaningReply, pronounceReply, repeatReply, sentenceAtWord } from './word-help';
import { explainSentence, nextHint, storyAnswerReply } from '../answers/answer-reply';
import { aboutMe, backToStory, encouragement, milestonePraise, steerToStory } from './wording';

const ABOUT_ME = /\b(?:what(?:'s| is) your name|who are you|are you (?:a |an )?(?:robot|person|human|computer|real|ai)|how old are you)\b/i;

export interface DialogueState {
  quiz: QuizState;
  roleplay: RoleplayState;
  /** Replies given so far: rotates the encouragement wording. */
  turn: number;
}

export function createDialogueState(): DialogueState {
  return { quiz: createQuizState(), roleplay: createRoleplayState(), turn: 0 };
}

export interface ReplyInput {
  band: AgeBand;
  message: string;
  analysis: StoryAnalysis | null;
  /** The active persona after this turn's decision. */
  persona: PersonaType;
  decision: PersonaDecision | null;
  /** The sentence the child is reading (for "read it again"). */
  currentSentence: string | null;
  /** The story word index the child has reached, when known ("what happens next", "I don't get it"). */
  currentWordIndex?: number | null;
  /** The story text: a model's context, and the sense a word has in the story. */
  storyContent?: string | null;
  nowMs: number;
}

export interface ReplyOutput {
  state: DialogueState;
  reply: string;
  intent: Intent;
  quizResult: QuizResultRecord | null;
  roleplayLog: RoleplayLogRecord | null;
  /** A quiz round or roleplay ended with this reply: the persona should return to the gentle teacher. */
  activityFinished: boolean;
}

export function offlineReply(state: DialogueState, input: ReplyInput): ReplyOutput {
  const intent = recognizeIntent(input.message);
  const draft = compose(state, input, intent);
  return { ...draft, state: { ...draft.state, turn: state.turn + 1 }, reply: fitToBand(draft.reply, input.band), intent };
}

type Draft = Omit<ReplyOutput, 'intent'>;

function plain(state: DialogueState, reply: string): Draft {
  return { state, reply, quizResult: null, roleplayLog: null, activityFinished: false };
}

const QUIZ_PAUSES: ReadonlySet<Intent['kind']> = new Set(['explain', 'repeat', 'next', 'help']);

function compose(state: DialogueState, input: ReplyInput, intent: Intent): Draft {
  const { band, analysis, decision } = input;
  const title = analysis?.story_title ?? null;
  if (intent.kind === 'injection') return plain(state, backToStory(band, title));
  if (decision && (decision.intervened || decision.switched)) {
    const started = startPersona(state, input, decision);
    if (started) return started;
  }
  if (intent.kind === 'meaning' && analysis?.roleplay_opportunities.some((c) => c.character.toLowerCase().split(' ').includes(intent.word))) {
    // "what is grandpa joe" asks who a character is, not what a word means.
    return plain(state, storyAnswerReply(band, { wh: 'who', text: `who is ${intent.word}` }, analysis));
  }
  if (intent.kind === 'meaning') return plain(state, meaningReply(band, intent.word, input.storyContent ?? null));
  if (intent.kind === 'pronounce') return plain(state, pronounceReply(band, intent.word));
  // "This is too hard" or "read that again" while a quiz question waits is a request, not a wrong answer:
  // it is answered, and the question still waits.
  const waiting = input.persona === 'quiz_critter' && analysis && state.quiz.current ? waitingQuestion(state.quiz, analysis) : null;
  if (waiting && analysis && intent.kind !== 'stop' && !QUIZ_PAUSES.has(intent.kind) && !asksInstead(input.message, intent, waiting.keywords)) {
    const step = answerQuiz(state.quiz, analysis, band, input.message, input.nowMs);
    return { state: { ...state, quiz: step.state }, reply: step.reply, quizResult: step.result, roleplayLog: null, activityFinished: step.finished };
  }
  if (waiting && intent.kind !== 'stop') {
    // Answered, then the question that still waits, when both fit the band's length.
    const draft = compose({ ...state, quiz: { ...state.quiz, current: null } }, { ...input, persona: 'gentle_teacher' }, intent);
    const withQuestion = `${draft.reply} Back to my question: ${waiting.question}`;
    const reply = countSpokenWords(withQuestion) <= maxWordsFor(band) ? withQuestion : draft.reply;
    return { ...draft, state: { ...draft.state, quiz: state.quiz }, reply };
  }
  if (input.persona === 'role_ranger' && analysis && state.roleplay.character && intent.kind !== 'stop' && intent.kind !== 'repeat') {
    const step = continueRoleplay(state.roleplay, analysis, band, input.message);
    return { state: { ...state, roleplay: step.state }, reply: step.reply, quizResult: null, roleplayLog: step.log, activityFinished: false };
  }
  switch (intent.kind) {
    case 'repeat':
      return plain(state, repeatReply(band, currentSentence(input)));
    case 'question':
      // "what is your name" asks the companion (a character in roleplay answers it above, as themselves).
      if (ABOUT_ME.test(input.message)) return plain(state, aboutMe(band, title));
      return plain(state, analysis ? storyAnswerReply(band, intent, analysis) : noStoryYet(band));
    case 'next':
      return plain(state, analysis ? nextHint(band, analysis, input.currentWordIndex ?? null) : noStoryYet(band));
    case 'explain':
      return plain(state, explainSentence(band, justReadSentence(input) ?? currentSentence(input), analysis));
    case 'quiz':
      return plain(state, analysis?.persona_readiness.quiz_critter.ready
        ? "Let's read a bit more first, then we can play!"
        : "I don't have quiz questions for this story. Let's keep reading!");
    case 'roleplay':
      return plain(state, analysis?.persona_readiness.role_ranger.ready
        ? `You can talk to ${analysis.roleplay_opportunities.map((c) => c.character).slice(0, 3).join(' or ')} later. Let's read on!`
        : "This story has no characters to talk to. Let's keep reading!");
    case 'stop':
      // "I want to stop" while only reading is a child who needs a break, not one leaving a game.
      if (state.quiz.current === null && state.roleplay.character === null && BREAK.test(input.message.trim())) {
        return plain(state, band === '6-8' ? "That's okay! You can stop here. The story will wait for you." : 'Sure, take a break. You can come back to the story any time.');
      }
      return plain(state, band === '6-8' ? "Okay! Let's read!" : "Sure, let's get back to reading.");
    case 'help':
      return plain(state, helpReply(band));
    case 'greeting':
      return plain(state, band === '6-8' ? 'Hi friend! Ready to read?' : 'Hi! Ready when you are.');
    case 'other':
      if (ABOUT_ME.test(input.message)) return plain(state, aboutMe(band, title));
      return plain(state, storyEcho(input) ?? (offStory(input) ? steerToStory(band, title) : encouragement(band, state.turn)));
  }
}

function waitingQuestion(quiz: QuizState, analysis: StoryAnalysis): { question: string; keywords: readonly string[] } | null {
  const current = quiz.current;
  return current ? (analysis.quiz_opportunities.find((q) => q.id === current.id) ?? null) : null;
}

/**
 * While a quiz question waits, a question of the child's own ("who is Biscuit?", "do you have a pet?") is
 * answered, not marked wrong; an answer put as a question ("is it the goat?") still counts as an answer.
 */
function asksInstead(message: string, intent: Intent, keywords: readonly string[]): boolean {
  const asking = intent.kind === 'question' || intent.kind === 'greeting' || /^(?:do|did|are|can|could|have|will|would)\s+you\b/i.test(message.trim());
  return asking && !isAnswerCorrect(message, keywords);
}

function startPersona(state: DialogueState, input: ReplyInput, decision: PersonaDecision): Draft | null {
  const { band, analysis } = input;
  switch (decision.persona) {
    case 'quiz_critter': {
      if (!analysis) return null;
      const praise = decision.milestone !== null ? `${milestonePraise(band, decision.milestone)} ` : '';
      const step = startQuiz(state.quiz, analysis, band, input.nowMs);
      // Praise first when it fits; the question itself must never be cut by the word limit.
      const withPraise = `${praise}${step.reply}`;
      const reply = countSpokenWords(withPraise) <= maxWordsFor(band) ? withPraise : step.reply;
      return { state: { ...state, quiz: step.state }, reply, quizResult: null, roleplayLog: null, activityFinished: step.finished };
    }
    case 'role_ranger': {
      const character = decision.character ?? analysis?.roleplay_opportunities[0]?.character;
      if (!analysis || !character) return null;
      // Asked again for the same character: carry on in character rather than greet again.
      if (state.roleplay.character === character) {
        const step = continueRoleplay(state.roleplay, analysis, band, input.message);
        return { state: { ...state, roleplay: step.state }, reply: step.reply, quizResult: null, roleplayLog: step.log, activityFinished: false };
      }
      const step = startRoleplay(analysis, band, character, state.roleplay);
      return { state: { ...state, roleplay: step.state }, reply: step.reply, quizResult: null, roleplayLog: step.log, activityFinished: false };
    }
    case 'pronunciation_coach':
      return decision.word ? plain(state, pronounceReply(band, decision.word)) : null;
    case 'gentle_teacher':
      if (decision.milestone !== null) return plain(state, milestonePraise(band, decision.milestone));
      if (decision.reason === 'child_stopped' || decision.reason === 'activity_finished') {
        return plain({ ...state, roleplay: createRoleplayState(), quiz: { ...state.quiz, current: null } }, band === '6-8' ? "Okay! Back to the story. Let's read!" : "Sure. Let's get back to the story.");
      }
      return null;
  }
}

function noStoryYet(band: AgeBand): string {
  return band === '6-8' ? "Let's pick a story first! Then ask me about it." : 'Pick a story first, then ask me anything about it.';
}

/** The sentence the child is on: as the caller knows it, or found from their place in the story. */
function currentSentence(input: ReplyInput): string | null {
  if (input.currentSentence) return input.currentSentence;
  const index = input.currentWordIndex;
  if (index === undefined || index === null || !input.analysis) return null;
  return sentenceAtWord(input.analysis.sentences.join(' '), index);
}

/**
 * "I don't get it" is about the one sentence just read: the caller's current sentence is the reading
 * grammar's span (several sentences), too long to explain within a 6–8 reply.
 */
function justReadSentence(input: ReplyInput): string | null {
  const index = input.currentWordIndex;
  if (index === undefined || index === null || !input.analysis) return null;
  return sentenceAtWord(input.analysis.sentences.join(' '), Math.max(0, index - 1));
}

function helpReply(band: AgeBand): string {
  return band === '6-8'
    ? 'Read the words out loud. Ask me "what does it mean" or "how do you say it"!'
    : 'Keep reading aloud. You can ask what a word means, how to say it, or to hear a sentence again.';
}

/**
 * Chatter with a noun the story never uses and none it does ("do you like pizza"): steered back to the
 * story by name instead of praised as if it were reading. Short lines ("ok", "yes") are left alone.
 */
function offStory(input: ReplyInput): boolean {
  if (!input.analysis) return false;
  const nouns = parseTokens(input.message).filter((t) => isContentToken(t) && (t.pos === 'NOUN' || t.pos === 'PROPN')).map((t) => t.lemma);
  if (nouns.length === 0) return false;
  const story = new Set(input.analysis.sentences.flatMap((s) => contentLemmas(s)));
  return nouns.every((n) => !story.has(n));
}

/** For another question about the story ("did Mia fly the kite?"), the sentence sharing the most lemmas with it. */
function storyEcho(input: ReplyInput): string | null {
  const asked = new Set(contentLemmas(input.message));
  if (!input.analysis || asked.size === 0 || !/\?\s*$|^(?:did|does|do|is|was|were|are|can|could)\b/i.test(input.message.trim())) return null;
  let best: string | null = null;
  let bestScore = 0;
  for (const sentence of input.analysis.sentences) {
    const score = contentLemmas(sentence).filter((l) => asked.has(l)).length;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best ? `The story says: ${best}` : null;
}

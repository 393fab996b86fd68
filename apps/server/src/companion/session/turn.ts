/**
 * One companion turn, in order: safety screen (an unsafe message gets a kind redirect and nothing
 * else), persona policy, topic monitor (a drifting child is steered back with a story question), then
 * the brain's reply. Returns the new state and everything the caller stores or broadcasts: the reply,
 * safety findings, topic response and drift transition, persona switch events, the intervention record,
 * quiz results and roleplay logs. Pure apart from the brain call; no database, no sockets.
 */
import type { BrainInput, CompanionBrain } from '../brain';
import type { Hearing } from '../../language/recognized-words';
import { fitToBand } from '../../language/limit';
import type { QuizResultRecord } from '../dialogue/quiz-session';
import type { RoleplayLogRecord } from '../dialogue/roleplay';
import { interventionRecord, switchEvent, type InterventionRecord, type PersonaSwitchEvent } from '../personas/events';
import { choosePersona } from '../personas/policy';
import { monitorTopic, type MonitorResult, type MonitorTopicResponse } from '../../guardrails/drift/monitor';
import { safetyRedirect } from '../../guardrails/safety/redirect';
import { mergeFindings, type ModelSafetyScreen } from '../../guardrails/safety/model-screen';
import { isUnclearHearing, screenHeardMessage, screenOverheardSpeech } from '../../guardrails/safety/unclear-speech';
import type { SafetyContext, SafetyFinding } from '../../guardrails/safety/types';
import { RECENT_TURNS_KEPT, type CompanionSessionState, type StoryContext } from './state';
import { askAgain, checkQuestion, CONFIRMED_HEARING, USABLE_GUESS, yesOrNo } from './clarify';
import { isNotFound } from '../answers/answer-reply';
import { backToStoryFromGuess } from '../dialogue/wording';
import { overheardLineKind } from '../../language/overheard-lines';

export interface ChildTurnInput {
  /** What the child said; empty for a reading-progress-only turn. */
  message: string;
  readingProgressPercent?: number;
  miscuedWords?: readonly string[];
  /** The story word index the child is at (for "read it again" and story questions). */
  currentWordIndex?: number;
  /** The sentence the child is reading, if the caller knows it. */
  currentSentence?: string | null;
  /** How the message was heard; absent means typed text (certain). */
  hearing?: Hearing;
  nowMs: number;
}

export interface ChildTurnResult {
  state: CompanionSessionState;
  /** What to say, within the band's word limit; empty when there is nothing to say. */
  reply: string;
  safetyFindings: SafetyFinding[];
  topic: MonitorTopicResponse | null;
  driftTransition: MonitorResult['transition'];
  personaEvents: PersonaSwitchEvent[];
  intervention: InterventionRecord | null;
  quizResult: QuizResultRecord | null;
  roleplayLog: RoleplayLogRecord | null;
}

const ACKNOWLEDGE = { '6-8': 'That sounds fun!', '9-11': 'Cool!', '12-14': 'Interesting.', '15-18': 'Fair enough.' } as const;

export interface CompanionTurnOptions {
  /** The LLM's second opinion on safety, when an LLM is configured (added to the rules' findings). */
  modelScreen?: ModelSafetyScreen;
}

function screenContext(story: StoryContext | null): SafetyContext {
  return { storyText: story?.story.content, characterNames: story?.analysis.roleplay_opportunities.map((c) => c.character) };
}

/**
 * The safety screen of a child's message: the rules and classifier (guardrails/safety/screen.ts) with
 * the story's words and characters as context, plus the model's second opinion when one is configured.
 * Every path a child's words take into the transcript goes through this one function.
 */
export async function screenChildMessage(
  message: string,
  story: StoryContext | null,
  modelScreen?: ModelSafetyScreen,
  hearing?: Hearing,
): Promise<SafetyFinding[]> {
  const context = screenContext(story);
  // Below the confidence line the screen looks harder (and marks what it finds as unclear audio).
  const ruleFindings = screenHeardMessage(message, context, hearing);
  const modelFindings = modelScreen && message.length > 0 ? await modelScreen(message, story?.story.title ?? null) : [];
  const unclear = isUnclearHearing(hearing);
  return mergeFindings(ruleFindings, unclear ? modelFindings.map((f) => ({ ...f, unclearAudio: true })) : modelFindings);
}

export async function companionTurn(
  state: CompanionSessionState,
  input: ChildTurnInput,
  story: StoryContext | null,
  brain: CompanionBrain,
  options: CompanionTurnOptions = {},
): Promise<ChildTurnResult> {
  const empty: Omit<ChildTurnResult, 'state' | 'reply'> = {
    safetyFindings: [], topic: null, driftTransition: null, personaEvents: [], intervention: null, quizResult: null, roleplayLog: null,
  };
  // A check is answered once: whatever the child says next settles it.
  const pending = state.pendingCheck ?? null;
  if (pending) state = { ...state, pendingCheck: null };
  let message = input.message.trim();
  let hearing = input.hearing;
  const answer = pending ? yesOrNo(message) : null;
  // The reply to a check is expected, so a doubtful "yes" or "no" still counts (a usable guess at least).
  const answerHeard = hearing === undefined || hearing.confidence >= USABLE_GUESS;
  if (answer === 'yes' && answerHeard && pending) {
    // Answered as the question the child confirmed, as sure as typed.
    message = pending.message;
    hearing = CONFIRMED_HEARING;
  } else if (answer === 'no' && answerHeard) {
    const reply = askAgain(state.band);
    return { ...empty, state: remember(state, message, reply, hearing), reply };
  }
  // A sound forced onto the nearest shape is no words at all: nothing to screen, nothing to check. The
  // open-vocabulary decoder's words for it are screened for safety only (a missed alert costs most).
  const overheard = hearing && hearing.confidence < USABLE_GUESS && hearing.overheard ? message : '';
  if (hearing && hearing.confidence < USABLE_GUESS) message = '';
  input = { ...input, message, ...(hearing ? { hearing } : {}) };
  const screened = overheard
    ? screenOverheardSpeech(overheard, screenContext(story))
    : await screenChildMessage(message, story, options.modelScreen, hearing);
  // Debian's words for the same audio do not bear the alert out: the teacher is told it may be misheard.
  const doubted = hearing?.secondOpinion !== undefined && screened.length > 0 && screenOverheardSpeech(hearing.secondOpinion, screenContext(story)).length === 0;
  const findings = doubted ? screened.map((f) => ({ ...f, unclearAudio: true })) : screened;
  if (findings.length > 0) {
    const reply = safetyRedirect(state.band, findings) ?? '';
    return { ...empty, state: remember(state, message, reply, hearing), reply, safetyFindings: findings };
  }
  // The open-vocabulary words are acted on in two shapes only, whose replies do no harm if wrong.
  const overheardKind = overheard ? overheardLineKind(overheard, story?.story.content ?? null) : null;
  if (overheardKind === 'chatter') {
    const reply = backToStoryFromGuess(state.band, story?.story.title ?? null);
    return { ...empty, state: remember(state, message, reply, hearing), reply };
  }
  if (overheardKind === 'explain') {
    // Help with the sentence, as for "I don't get it" typed; the hearing stays doubtful (no drift counted).
    message = overheard;
    input = { ...input, message };
  }
  if (isUnclearHearing(hearing) && overheardKind === null) {
    // Never an answer to what it did not hear: check the guess with the child, or ask again.
    const guess = message.length > 0 && (hearing?.confidence ?? 0) >= USABLE_GUESS ? message : null;
    const names = story?.analysis.roleplay_opportunities.map((c) => c.character) ?? [];
    const reply = guess ? checkQuestion(state.band, guess, names) : askAgain(state.band);
    // The topic monitor still hears it (a doubtful line counts for no drift there) so its answer is complete.
    const topic = story && message.length > 0
      ? monitorTopic(state.drift, {
          band: state.band, userMessage: message, recentTurns: state.recentTurns.map((t) => t.content),
          profile: story.profile, analysis: story.analysis, readWordIndex: input.currentWordIndex, ...(hearing ? { hearing } : {}),
        })
      : null;
    const next = { ...remember(state, message, reply, hearing), drift: topic?.state ?? state.drift, pendingCheck: guess ? { message: guess } : null };
    return { ...empty, state: next, reply, topic: topic?.response ?? null };
  }

  const analysis = story?.analysis ?? null;
  const step = choosePersona(state.persona, {
    childMessage: message,
    readingProgressPercent: input.readingProgressPercent,
    miscuedWords: input.miscuedWords,
    readiness: analysis?.persona_readiness ?? null,
    characters: analysis?.roleplay_opportunities.map((c) => c.character) ?? [],
  });
  let persona = step.state;
  const events: PersonaSwitchEvent[] = [];
  const switched = switchEvent(persona, step.decision);
  if (switched) events.push(switched);

  const monitored = story && message.length > 0
    ? monitorTopic(state.drift, {
        band: state.band, userMessage: message, recentTurns: state.recentTurns.map((t) => t.content),
        profile: story.profile, analysis, readWordIndex: input.currentWordIndex,
        ...(input.hearing ? { hearing: input.hearing } : {}),
      })
    : null;
  const quiet = !step.decision.intervened && !step.decision.switched;
  const inActivity = persona.active_persona === 'quiz_critter' || persona.active_persona === 'role_ranger';
  const redirect = monitored?.response.redirect_needed === true && quiet && !inActivity && monitored.response.story_question;

  let reply: string;
  let dialogue = state.dialogue;
  let quizResult: QuizResultRecord | null = null;
  let roleplayLog: RoleplayLogRecord | null = null;
  let checked: { message: string } | null = null;
  if (redirect) {
    reply = fitToBand(`${ACKNOWLEDGE[state.band]} ${monitored.response.story_question ?? ''}`, state.band);
  } else if (message.length === 0 && quiet) {
    reply = ''; // a progress event with nothing to say
  } else {
    const brainInput: BrainInput = {
      band: state.band, message, analysis, persona: persona.active_persona, decision: step.decision,
      currentSentence: input.currentSentence ?? null, currentWordIndex: input.currentWordIndex ?? null, nowMs: input.nowMs,
      recentTurns: state.recentTurns, storyContent: story?.story.content ?? null,
    };
    const out = await brain.reply(state.dialogue, brainInput);
    reply = out.reply;
    // A spoken question the story cannot answer was more likely misheard than asked: check it ("Did you
    // ask …?") rather than say "I can't find that" to a question the child never asked.
    if (spokenGuess(input.hearing) && isNotFound(reply)) {
      const names = analysis?.roleplay_opportunities.map((c) => c.character) ?? [];
      reply = checkQuestion(state.band, message, names);
      checked = { message };
    }
    dialogue = out.state;
    quizResult = out.quizResult;
    roleplayLog = out.roleplayLog;
    if (out.activityFinished) {
      const back = choosePersona(persona, { activityFinished: true });
      persona = back.state;
      const event = switchEvent(persona, back.decision);
      if (event) events.push(event);
    }
  }

  const intervention = interventionRecord(step.state, step.decision, {
    storyTitle: story?.story.title ?? null, userMessage: message, assistantResponse: reply,
  });
  const next: CompanionSessionState = {
    ...remember(state, message, reply, input.hearing), persona, dialogue, drift: monitored?.state ?? state.drift, ...(checked ? { pendingCheck: checked } : {}),
  };
  return {
    state: next, reply, safetyFindings: [], topic: monitored?.response ?? null, driftTransition: monitored?.transition ?? null,
    personaEvents: events, intervention, quizResult, roleplayLog,
  };
}

/** Heard by the recogniser and not yet confirmed by the child ("yes" to a check is as sure as typed). */
function spokenGuess(hearing: Hearing | undefined): boolean {
  return hearing !== undefined && hearing.source === 'speech' && hearing !== CONFIRMED_HEARING;
}

function remember(state: CompanionSessionState, message: string, reply: string, hearing?: Hearing): CompanionSessionState {
  const turns = [...state.recentTurns];
  if (message.length > 0) turns.push({ role: 'user', content: message });
  if (reply.length > 0) turns.push({ role: 'assistant', content: reply });
  const unclear = message.length > 0 && hearing && isUnclearHearing(hearing)
    ? [...(state.unclearHearings ?? []), { message, hearing }].slice(-RECENT_TURNS_KEPT)
    : state.unclearHearings;
  return { ...state, recentTurns: turns.slice(-RECENT_TURNS_KEPT), ...(unclear ? { unclearHearings: unclear } : {}) };
}

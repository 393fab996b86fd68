/**
 * Which persona speaks this turn, and whether stepping in counts against the intervention budget.
 * Pure: takes the stored state and the turn's facts, returns the next state and the decision.
 *
 * Order: the child stopping an activity, the child's explicit request (quiz, talk to a character), a
 * word misread twice (pronunciation coach), then a reading milestone (25/50/75/100 %). Persona changes
 * the companion starts spend one intervention; going back to the gentle teacher is free. With the
 * budget spent the companion stays quiet and keeps the current persona.
 */
import type { PersonaReadiness } from '../analysis/types';
import { isFunctionWord } from '../../language/function-words';
import { matchCharacter, recognizeIntent } from '../../language/intents';
import type { PersonaType } from './catalog';
import { MILESTONES, remainingInterventions, type Milestone, type PersonaState } from './state';

/** Misreadings of one word that call the pronunciation coach. */
export const MISCUES_BEFORE_COACH = 2;

export type TriggerReason =
  | 'milestone_reached'
  | 'repeated_miscue'
  | 'quiz_requested'
  | 'roleplay_requested'
  | 'activity_finished'
  | 'reading_resumed'
  | 'child_stopped';

export interface PersonaTurn {
  /** What the child said this turn, if anything. */
  childMessage?: string;
  /** Reading progress after this turn, 0–100. */
  readingProgressPercent?: number;
  /** Normalised words the child misread this turn. */
  miscuedWords?: readonly string[];
  /** From the story analysis; null when no story or analysis yet. */
  readiness?: PersonaReadiness | null;
  /** Character names the roleplay persona can play. */
  characters?: readonly string[];
  /** The active quiz or roleplay reached its end this turn. */
  activityFinished?: boolean;
}

export interface PersonaDecision {
  persona: PersonaType;
  reason: TriggerReason | null;
  milestone: Milestone | null;
  /** This turn used one intervention from the budget. */
  intervened: boolean;
  switched: boolean;
  /** A trigger fired but the budget was spent, so nothing happened. */
  blockedByBudget: boolean;
  /** The word the pronunciation coach should help with. */
  word: string | null;
  /** The character the roleplay persona should play. */
  character: string | null;
}

interface Wish {
  persona: PersonaType;
  reason: TriggerReason;
  costs: boolean;
  milestone?: Milestone;
  word?: string;
  character?: string;
}

const CHILD_QUESTIONS = new Set(['meaning', 'pronounce', 'repeat', 'help']);

export function choosePersona(state: PersonaState, turn: PersonaTurn): { state: PersonaState; decision: PersonaDecision } {
  const progress = clampPercent(turn.readingProgressPercent ?? state.lastProgressPercent);
  const next: PersonaState = {
    ...state,
    miscueCounts: { ...state.miscueCounts },
    milestonesReached: [...state.milestonesReached],
    coachedWords: [...state.coachedWords],
    lastProgressPercent: progress,
  };
  for (const word of turn.miscuedWords ?? []) next.miscueCounts[word] = (next.miscueCounts[word] ?? 0) + 1;
  const crossed = MILESTONES.filter((m) => progress >= m && !state.milestonesReached.includes(m));
  next.milestonesReached.push(...crossed);

  const wish = wishFor(state, turn, next, crossed, progress);
  const none: PersonaDecision = {
    persona: state.active_persona, reason: null, milestone: null, intervened: false, switched: false,
    blockedByBudget: false, word: null, character: null,
  };
  if (!wish) return { state: next, decision: none };
  if (wish.costs && remainingInterventions(state) <= 0) {
    return { state: next, decision: { ...none, blockedByBudget: true } };
  }
  const switched = wish.persona !== state.active_persona;
  next.active_persona = wish.persona;
  if (switched) next.persona_switch_count += 1;
  if (wish.costs) next.intervention_count += 1;
  if (wish.word) next.coachedWords.push(wish.word);
  return {
    state: next,
    decision: {
      persona: wish.persona, reason: wish.reason, milestone: wish.milestone ?? null, intervened: wish.costs,
      switched, blockedByBudget: false, word: wish.word ?? null, character: wish.character ?? null,
    },
  };
}

function wishFor(
  state: PersonaState,
  turn: PersonaTurn,
  next: PersonaState,
  crossed: Milestone[],
  progress: number,
): Wish | null {
  const active = state.active_persona;
  const intent = recognizeIntent(turn.childMessage ?? '');
  const inActivity = active === 'quiz_critter' || active === 'role_ranger';
  if (inActivity && (intent.kind === 'stop' || turn.activityFinished === true)) {
    return { persona: 'gentle_teacher', reason: intent.kind === 'stop' ? 'child_stopped' : 'activity_finished', costs: false };
  }
  if (intent.kind === 'quiz' && active !== 'quiz_critter' && turn.readiness?.quiz_critter.ready === true) {
    return { persona: 'quiz_critter', reason: 'quiz_requested', costs: true };
  }
  if (intent.kind === 'roleplay' && turn.readiness?.role_ranger.ready === true) {
    const characters = turn.characters ?? [];
    const character = intent.character ? matchCharacter(intent.character, characters) : characters[0] ?? null;
    if (character) return { persona: 'role_ranger', reason: 'roleplay_requested', costs: true, character };
  }
  if (active === 'pronunciation_coach' && progress > state.lastProgressPercent) {
    return { persona: 'gentle_teacher', reason: 'reading_resumed', costs: false };
  }
  if (inActivity) return null; // a quiz or roleplay in progress is not interrupted by reading events
  // A child who asks about a word, or asks to hear a part again, gets that answer now; coaching and
  // milestone praise wait for a turn of reading, or the child's question would go unanswered.
  if (CHILD_QUESTIONS.has(intent.kind)) return null;
  // Recognisers swap short function words far more often than readers misread them: never coached.
  const word = (turn.miscuedWords ?? []).find(
    (w) => (next.miscueCounts[w] ?? 0) >= MISCUES_BEFORE_COACH && !state.coachedWords.includes(w) && !isFunctionWord(w.toLowerCase()),
  );
  if (word) return { persona: 'pronunciation_coach', reason: 'repeated_miscue', costs: true, word };
  const milestone = crossed.at(-1);
  if (milestone !== undefined) {
    return { persona: personaForMilestone(milestone, turn.readiness ?? null), reason: 'milestone_reached', costs: true, milestone };
  }
  return null;
}

/** Halfway and the end invite a quiz, three quarters a chat with a character, the rest praise. */
function personaForMilestone(milestone: Milestone, readiness: PersonaReadiness | null): PersonaType {
  if ((milestone === 50 || milestone === 100) && readiness?.quiz_critter.ready) return 'quiz_critter';
  if (milestone === 75 && readiness?.role_ranger.ready) return 'role_ranger';
  return 'gentle_teacher';
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

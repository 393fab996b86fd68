/**
 * Everything the companion remembers about one conversation, as one plain JSON-serialisable object:
 * persona budget, quiz and roleplay progress, topic drift and the last few turns. Store it per
 * conversation; pass it back on the next turn.
 */
import type { AgeBand } from '../age-band';
import type { StoryAnalysis, StoryInput } from '../analysis/types';
import type { ChatTurn } from '../brain';
import type { Hearing } from '../../language/recognized-words';
import { createDialogueState, type DialogueState } from '../dialogue/reply';
import { createPersonaState, DEFAULT_MAX_INTERVENTIONS, type PersonaState } from '../personas/state';
import { buildStoryProfile, type StoryProfile } from '../../guardrails/drift/story-profile';
import { createDriftState, type DriftState } from '../../guardrails/drift/monitor';

/** Turns kept for context (LLM prompt, drift similarity). */
export const RECENT_TURNS_KEPT = 8;

export interface CompanionSessionState {
  conversation_id: string;
  band: AgeBand;
  storyId: string | null;
  persona: PersonaState;
  dialogue: DialogueState;
  drift: DriftState;
  recentTurns: ChatTurn[];
  /**
   * The child's recent lines heard below the confidence line, so a later call about one of them (the
   * child app's topic monitoring) treats it as the doubtful hearing it was. Absent in older stored states.
   */
  unclearHearings?: { message: string; hearing: Hearing }[];
  /** The guess the companion last checked with the child ("Did you ask …?"), awaiting yes or no. */
  pendingCheck?: { message: string } | null;
}

/** A chosen story with what the companion derives from it; build once per story and cache it. */
export interface StoryContext {
  story: StoryInput;
  analysis: StoryAnalysis;
  profile: StoryProfile;
}

export function storyContext(story: StoryInput, analysis: StoryAnalysis): StoryContext {
  return { story, analysis, profile: buildStoryProfile(story, analysis) };
}

export function createCompanionSession(
  conversationId: string,
  band: AgeBand,
  maxInterventions: number = DEFAULT_MAX_INTERVENTIONS,
): CompanionSessionState {
  return {
    conversation_id: conversationId,
    band,
    storyId: null,
    persona: createPersonaState(conversationId, maxInterventions),
    dialogue: createDialogueState(),
    drift: createDriftState(),
    recentTurns: [],
    unclearHearings: [],
    pendingCheck: null,
  };
}

/**
 * A new story (or none): milestones, misread words, quiz, roleplay and drift start again; the
 * intervention budget belongs to the conversation and carries on.
 */
export function selectStory(state: CompanionSessionState, storyId: string | null): CompanionSessionState {
  return {
    ...state,
    storyId,
    persona: {
      ...state.persona,
      active_persona: 'gentle_teacher',
      milestonesReached: [],
      miscueCounts: {},
      coachedWords: [],
      lastProgressPercent: 0,
    },
    dialogue: createDialogueState(),
    drift: createDriftState(),
    recentTurns: [],
    unclearHearings: [],
    pendingCheck: null,
  };
}

/**
 * Topic monitoring with hysteresis. Each child turn is on-topic, off-topic or neutral ("ok", an empty
 * or unreadable message). Off-topic turns add 1 to the drift score (capped at 4); an on-topic turn
 * takes 3 off. Drift is detected at 2 — so one stray remark never flips it, two in a row do — and
 * clears as soon as an on-topic turn brings the score under 2. State is a plain object to store.
 */
import type { AgeProfileKey as AgeBand } from '@shared';
import type { StoryAnalysis } from './story-analysis';
import { recognizeIntent } from '../../language/intents';
import { CONFIDENT_HEARING, type Hearing } from '../../language/recognized-words';
import { scoreTurn, type TurnScores } from './scores';
import { storyQuestion } from './story-question';
import type { StoryProfile } from './story-profile';

export const DRIFT_DETECT_SCORE = 2;
const DRIFT_SCORE_CAP = 4;
const ON_TOPIC_RELIEF = 3;
/** Share of the child's content words the story must know for a turn to count as on-topic. */
export const RELEVANCE_ON_TOPIC = 0.3;

export type TurnTopic = 'on' | 'off' | 'neutral';

export interface DriftState {
  driftScore: number;
  driftActive: boolean;
  turns: number;
}

export interface DriftScores {
  contentSimilarity: number;
  storyRelevance: number;
  driftScore: number;
}

export interface MonitorTopicResponse {
  is_on_topic: boolean;
  topic_drift_detected: boolean;
  redirect_needed: boolean;
  reinforcement_instruction: string | null;
  story_question: string | null;
  drift_scores: DriftScores;
}

export interface MonitorInput {
  band: AgeBand;
  userMessage: string;
  assistantResponse?: string;
  /** Earlier messages of the conversation, oldest first. */
  recentTurns?: readonly string[];
  profile: StoryProfile;
  analysis: StoryAnalysis | null;
  /** Words read so far: story questions only ask about what the child has read. */
  readWordIndex?: number;
  /** How the message was heard; absent means typed (certain). */
  hearing?: Hearing;
}

export interface MonitorResult {
  state: DriftState;
  response: MonitorTopicResponse;
  topic: TurnTopic;
  /** The UI-state event to send: topic_drift_detected / topic_drift_cleared, or null for no change. */
  transition: 'topic_drift_detected' | 'topic_drift_cleared' | null;
}

export function createDriftState(): DriftState {
  return { driftScore: 0, driftActive: false, turns: 0 };
}

// "I don't understand" and "what happens next" are about the story, whatever words they use.
const READING_HELP = new Set(['meaning', 'pronounce', 'repeat', 'quiz', 'roleplay', 'stop', 'help', 'explain', 'next']);

/** Classifies one child message against the story. */
export function classifyTurn(message: string, scores: TurnScores): TurnTopic {
  const text = message.trim();
  if (text.length === 0 || !/[a-z]/i.test(text)) return 'neutral';
  const intent = recognizeIntent(text);
  if (intent.kind === 'injection') return 'off';
  if (READING_HELP.has(intent.kind)) return 'on';
  if (scores.mentionsCharacter || scores.storyRelevance >= RELEVANCE_ON_TOPIC) return 'on';
  if (scores.contentWordCount === 0) return 'neutral';
  return 'off';
}

export function monitorTopic(state: DriftState, input: MonitorInput): MonitorResult {
  const scores = scoreTurn(input.userMessage, input.recentTurns ?? [], input.profile);
  // A doubtful hearing is no evidence of drift: a misheard story question reads as off-topic words.
  if (input.hearing && input.hearing.confidence < CONFIDENT_HEARING) return uncounted(state, input, scores);
  const topic = classifyTurn(input.userMessage, scores);
  let driftScore = state.driftScore;
  if (topic === 'off') driftScore = Math.min(DRIFT_SCORE_CAP, driftScore + 1);
  if (topic === 'on') driftScore = Math.max(0, driftScore - ON_TOPIC_RELIEF);
  let driftActive = state.driftActive;
  let transition: MonitorResult['transition'] = null;
  if (!driftActive && driftScore >= DRIFT_DETECT_SCORE) {
    driftActive = true;
    transition = 'topic_drift_detected';
  } else if (driftActive && topic === 'on' && driftScore < DRIFT_DETECT_SCORE) {
    driftActive = false;
    transition = 'topic_drift_cleared';
  }
  const next: DriftState = { driftScore, driftActive, turns: state.turns + 1 };
  const redirect = driftActive && topic === 'off';
  const question = driftActive ? storyQuestion(input.band, input.profile.title, input.analysis, next.turns, input.readWordIndex) : null;
  return {
    state: next,
    topic,
    transition,
    response: {
      is_on_topic: topic !== 'off',
      topic_drift_detected: driftActive,
      redirect_needed: redirect,
      reinforcement_instruction: redirect && question ? reinforcement(input.band, input.profile.title, question) : null,
      story_question: question,
      drift_scores: { contentSimilarity: scores.contentSimilarity, storyRelevance: scores.storyRelevance, driftScore },
    },
  };
}

/** The turn leaves the drift state as it was; the response says only what was already true. */
function uncounted(state: DriftState, input: MonitorInput, scores: TurnScores): MonitorResult {
  const question = state.driftActive ? storyQuestion(input.band, input.profile.title, input.analysis, state.turns, input.readWordIndex) : null;
  return {
    state,
    topic: 'neutral',
    transition: null,
    response: {
      is_on_topic: true,
      topic_drift_detected: state.driftActive,
      redirect_needed: false,
      reinforcement_instruction: null,
      story_question: question,
      drift_scores: { contentSimilarity: scores.contentSimilarity, storyRelevance: scores.storyRelevance, driftScore: state.driftScore },
    },
  };
}

const STYLE: Record<AgeBand, string> = {
  '6-8': 'Use very simple words and one short, cheerful sentence before the question.',
  '9-11': 'Be friendly and brief, one sentence before the question.',
  '12-14': 'Be relaxed and respectful; do not lecture.',
  '15-18': 'Be direct and respectful, as with a young adult.',
};

/** The instruction added to the voice session when the child has drifted. */
function reinforcement(band: AgeBand, title: string, question: string): string {
  return (
    `The child has drifted away from the story "${title}". Acknowledge what they said kindly in a few words, ` +
    `then steer back to the story by asking: "${question}" ${STYLE[band]}`
  );
}

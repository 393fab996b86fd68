/** Guardrails' public surface: topic drift against the story, and safety screening of child messages. */
export {
  classifyTurn, createDriftState, DRIFT_DETECT_SCORE, monitorTopic, RELEVANCE_ON_TOPIC,
  type DriftScores, type DriftState, type MonitorInput, type MonitorResult, type MonitorTopicResponse, type TurnTopic,
} from './drift/monitor';
export { scoreTurn, type TurnScores } from './drift/scores';
export { buildStoryProfile, type StoryProfile } from './drift/story-profile';
export { storyQuestion } from './drift/story-question';
export { createModelSafetyScreen, mergeFindings, type ModelSafetyScreen } from './safety/model-screen';
export { safetyRedirect } from './safety/redirect';
export { screenMessage } from './safety/screen';
export { mostSevere, SAFETY_ALERT_TYPES, type SafetyAlertType, type SafetyContext, type SafetyFinding, type SafetySeverity } from './safety/types';

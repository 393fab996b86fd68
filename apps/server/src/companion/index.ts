/**
 * The companion brain's public surface: story analysis, personas and their budget, offline dialogue,
 * the LLM adapter, and one-turn orchestration over a storable session state. No database, no HTTP.
 */
export { AGE_BANDS, ageBandFor, maxWordsFor, systemPromptFor, type AgeBand } from './age-band';
export { analyzeStory, toAnalysisResponse, MIN_QUIZ_QUESTIONS, MIN_ROLEPLAY_CHARACTERS } from './analysis/analyze-story';
export type {
  HardWord, PersonaReadiness, QuizOpportunity, QuizQuestionType, RoleplayOpportunity, StoryAnalysis, StoryAnalysisResponse, StoryInput,
} from './analysis/types';
export { offlineBrain, type BrainInput, type ChatTurn, type CompanionBrain } from './brain';
export { recognizeIntent, matchCharacter, type Intent } from '../language/intents';
export { fitToBand, limitWords } from '../language/limit';
export { createDialogueState, offlineReply, type DialogueState, type ReplyInput, type ReplyOutput } from './dialogue/reply';
export { QUIZ_ROUND_LENGTH, type QuizResultRecord, type QuizState } from './dialogue/quiz-session';
export { emotionScore, type RoleplayLogRecord, type RoleplayState } from './dialogue/roleplay';
export { meaningReply, pronounceReply, repeatReply, sentenceAtWord } from './dialogue/word-help';
export { backToStory, encouragement, milestonePraise, storyAnnouncement, welcomeAnnouncement, welcomeBack } from './dialogue/wording';
export { ChatCompletionError, createChatClient, DEFAULT_LLM_TIMEOUT_MS, type ChatClient, type ChatClientOptions, type ChatMessage } from '../llm/chat-client';
export { createLlmBrain, type LlmBrainOptions } from './llm/llm-brain';
export { buildMessages, SAFETY_RULES, type PromptInput } from './llm/prompt';
export { PERSONAS, PERSONA_TYPES, personaName, type Persona, type PersonaType } from './personas/catalog';
export { interventionRecord, switchEvent, type InterventionRecord, type PersonaSwitchEvent } from './personas/events';
export { choosePersona, MISCUES_BEFORE_COACH, type PersonaDecision, type PersonaTurn, type TriggerReason } from './personas/policy';
export {
  createPersonaState, DEFAULT_MAX_INTERVENTIONS, isBudgetWarning, MILESTONES, milestoneName, personaStatus, remainingInterventions,
  type Milestone, type MilestoneName, type PersonaState, type PersonaStatus,
} from './personas/state';
export { createCompanionSession, RECENT_TURNS_KEPT, selectStory, storyContext, type CompanionSessionState, type StoryContext } from './session/state';
export { companionTurn, type ChildTurnInput, type ChildTurnResult, type CompanionTurnOptions } from './session/turn';

/**
 * The companion for live conversations: loads a conversation's companion state, takes one child turn
 * (companion/session/turn.ts), and makes its consequences real — the state, interventions, quiz results,
 * roleplay turns and safety alerts are stored for teachers, and drift changes are pushed to the child's
 * screen through the UI-state service. Turns of one conversation run one at a time.
 */
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Repositories } from '../db/repositories';
import type { UiStateService } from '../ui-state/ui-state-service';
import { ageBandFor } from '../companion/age-band';
import { offlineBrain, type CompanionBrain } from '../companion/brain';
import { createChatClient } from '../llm/chat-client';
import { createLlmBrain } from '../companion/llm/llm-brain';
import { createModelSafetyScreen } from '../guardrails/safety/model-screen';
import { companionTurn, screenChildMessage, type ChildTurnInput, type ChildTurnResult } from '../companion/session/turn';
import type { SafetyFinding } from '../guardrails/safety/types';
import { createCompanionSession, selectStory, type CompanionSessionState } from '../companion/session/state';
import { systemPromptForAge } from '../story-context/system-prompt';
import { companionStoryContext } from './story-analysis';

function isCompanionState(value: unknown, conversationId: string): value is CompanionSessionState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<CompanionSessionState>;
  return state.conversation_id === conversationId && typeof state.persona === 'object' && typeof state.dialogue === 'object';
}

export class CompanionRuntime {
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(
    private readonly deps: { config: AppConfig; repos: Repositories; uiState: UiStateService; logger: Logger },
  ) {}

  get brainKind(): 'offline' | 'llm' {
    return this.deps.config.llm ? 'llm' : 'offline';
  }

  private chatClient() {
    const llm = this.deps.config.llm;
    return llm ? createChatClient({ baseUrl: llm.baseUrl, model: llm.model, ...(llm.apiKey ? { apiKey: llm.apiKey } : {}) }) : null;
  }

  private async brainFor(age: number): Promise<CompanionBrain> {
    const client = this.chatClient();
    if (!client) return offlineBrain;
    const prompt = await systemPromptForAge(this.deps.repos, age);
    return createLlmBrain({ client, logger: this.deps.logger, systemPromptFor: () => prompt });
  }

  /** Runs `work` after every earlier piece of work for the same conversation has finished. */
  serialize<T>(conversationId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(conversationId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.locks.set(conversationId, next);
    void next.finally(() => {
      if (this.locks.get(conversationId) === next) this.locks.delete(conversationId);
    }).catch(() => undefined);
    return next;
  }

  async loadState(conversationId: string, age: number, storyId: string | null): Promise<CompanionSessionState> {
    const stored = await this.deps.repos.personas.getState(conversationId);
    let state = stored && isCompanionState(stored.state, conversationId)
      ? stored.state
      : createCompanionSession(conversationId, ageBandFor(age));
    if (state.storyId !== storyId) state = selectStory(state, storyId);
    return state;
  }

  async saveState(state: CompanionSessionState): Promise<void> {
    await this.deps.repos.personas.saveState(state.conversation_id, state);
  }

  /** One child turn with all its consequences stored. */
  async turn(opts: { conversationId: string; age: number; storyId: string | null; input: ChildTurnInput }): Promise<ChildTurnResult> {
    return this.serialize(opts.conversationId, async () => {
      const { repos } = this.deps;
      const state = await this.loadState(opts.conversationId, opts.age, opts.storyId);
      const story = opts.storyId ? await companionStoryContext(repos, opts.storyId) : null;
      const modelScreen = this.modelScreen();
      const result = await companionTurn(state, opts.input, story, await this.brainFor(opts.age), modelScreen ? { modelScreen } : {});
      await this.saveState(result.state);
      await this.record(opts.conversationId, result, story?.story.title ?? null, opts.input.message);
      return result;
    });
  }

  /** With a model configured it also screens each message for safety, adding to the rules' findings. */
  private modelScreen() {
    const client = this.chatClient();
    return client ? createModelSafetyScreen(client, this.deps.logger) : undefined;
  }

  /**
   * A child's line stored without a companion turn (the message log call, POST
   * /api/ui-state/voicelive-message): the same safety screen as a turn, and the same alerts for the
   * teacher. Nothing is answered: the child's socket is where the companion replies.
   */
  async screenLoggedMessage(opts: { conversationId: string; storyId: string | null; message: string }): Promise<SafetyFinding[]> {
    return this.serialize(opts.conversationId, async () => {
      const story = opts.storyId ? await companionStoryContext(this.deps.repos, opts.storyId) : null;
      const findings = await screenChildMessage(opts.message.trim(), story, this.modelScreen());
      await this.raiseAlerts(opts.conversationId, findings, opts.message.trim());
      return findings;
    });
  }

  private async record(
    conversationId: string,
    result: ChildTurnResult,
    storyTitle: string | null,
    childMessage: string,
  ): Promise<void> {
    const { repos, uiState } = this.deps;
    if (result.intervention) {
      const { metadata, ...rest } = result.intervention;
      await repos.personas.addIntervention({ conversation_id: conversationId, ...rest, metadata });
    }
    if (result.quizResult) {
      const q = result.quizResult;
      await repos.quiz.add({
        conversation_id: conversationId,
        question_text: q.questionText,
        correct_answer: q.correctAnswer,
        student_answer: q.studentAnswer,
        is_correct: q.isCorrect ? 1 : 0,
        response_time_seconds: q.responseTime,
      });
      await repos.conversations.update(conversationId, { agent_type: 'quizcritter' });
    }
    if (result.roleplayLog) {
      const r = result.roleplayLog;
      await repos.roleplay.add({ conversation_id: conversationId, character: r.character, dialogue: r.dialogue, emotion_score: r.emotionScore });
      await repos.conversations.update(conversationId, { agent_type: 'roleranger' });
    }
    await this.raiseAlerts(conversationId, result.safetyFindings, childMessage);
    if (result.driftTransition === 'topic_drift_detected' && result.topic) {
      const scores = result.topic.drift_scores;
      await uiState.driftDetected(conversationId, scores, result.topic.reinforcement_instruction ?? '', storyTitle);
    } else if (result.driftTransition === 'topic_drift_cleared') {
      await uiState.driftCleared(conversationId);
    }
  }

  private async raiseAlerts(conversationId: string, findings: readonly SafetyFinding[], childMessage: string): Promise<void> {
    if (findings.length === 0) return;
    const { safetyAlerts } = this.deps.repos;
    // The alert points at the child's line rather than quoting it, so the line goes when the transcript does.
    const messageId = await safetyAlerts.findRaisingMessageId(conversationId, childMessage);
    for (const finding of findings) {
      await safetyAlerts.create({
        conversation_id: conversationId,
        message_id: messageId,
        alert_type: finding.alertType,
        severity: finding.severity,
        description: finding.description,
        unclear_audio: finding.unclearAudio === true ? 1 : 0,
      });
    }
  }
}

/**
 * The LLM companion brain: the offline brain decides what happens (persona, quiz scoring, records),
 * and the model words the free-form replies. Quiz questions and answers, pronunciation help and
 * milestone praise stay offline so records match what was said. Any failure — timeout, HTTP error,
 * empty answer, an unsafe reply — falls back to the offline reply. Prompt-injection attempts never reach
 * the model. Every reply passes the band's word limit.
 */
import type { Logger } from 'pino';
import type { BrainInput, CompanionBrain } from '../brain';
import { fitToBand } from '../../language/limit';
import { offlineReply, type ReplyOutput } from '../dialogue/reply';
import { emotionScore } from '../dialogue/roleplay';
import { screenMessage } from '../../guardrails/safety/screen';
import type { ChatClient } from '../../llm/chat-client';
import { buildMessages } from './prompt';

export interface LlmBrainOptions {
  client: ChatClient;
  logger?: Logger;
  /** Replaces the band's default system prompt (a teacher's customised prompt). */
  systemPromptFor?: (input: BrainInput) => string | undefined;
}

/** Intents whose reply is free conversation the model may word; the rest are structured and offline. */
const FREE_INTENTS = new Set(['other', 'help', 'greeting', 'meaning', 'question', 'next', 'explain']);

function wantsModel(input: BrainInput, offline: ReplyOutput): boolean {
  if (offline.intent.kind === 'injection' || offline.quizResult !== null || offline.activityFinished) return false;
  if (input.decision?.intervened || input.decision?.switched) return false;
  if (input.persona === 'role_ranger') return offline.roleplayLog !== null;
  return (input.persona === 'gentle_teacher' || input.persona === 'pronunciation_coach') && FREE_INTENTS.has(offline.intent.kind);
}

export function createLlmBrain(options: LlmBrainOptions): CompanionBrain {
  return {
    kind: 'llm',
    async reply(state, input) {
      const offline = offlineReply(state, input);
      if (!wantsModel(input, offline)) return offline;
      try {
        const raw = await options.client.complete(
          buildMessages({
            band: input.band,
            persona: input.persona,
            storyTitle: input.analysis?.story_title ?? null,
            storyContent: input.storyContent,
            analysis: input.analysis,
            character: offline.state.roleplay.character,
            recentTurns: input.recentTurns,
            userMessage: input.message,
            offlineDraft: offline.reply,
            systemPrompt: options.systemPromptFor?.(input),
          }),
        );
        const reply = fitToBand(raw.replace(/[*_#`]+/g, '').replace(/\s+/g, ' '), input.band);
        if (reply.length === 0 || screenMessage(reply).length > 0) {
          options.logger?.warn({ band: input.band }, 'LLM reply failed the safety screen; using the offline reply');
          return offline;
        }
        const roleplayLog = offline.roleplayLog ? { ...offline.roleplayLog, dialogue: reply, emotionScore: emotionScore(reply) } : null;
        return { ...offline, reply, roleplayLog };
      } catch (error) {
        options.logger?.warn({ err: error }, 'LLM reply failed; using the offline reply');
        return offline;
      }
    },
  };
}

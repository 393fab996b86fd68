/**
 * The companion brain interface: one reply per child turn. The offline brain composes replies from the
 * story analysis; the LLM brain wraps it (same interface) and falls back to it on any failure.
 */
import { offlineReply, type DialogueState, type ReplyInput, type ReplyOutput } from './dialogue/reply';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface BrainInput extends ReplyInput {
  /** Earlier turns of the conversation, oldest first (the brain uses the last few). */
  recentTurns: readonly ChatTurn[];
  storyContent: string | null;
}

export interface CompanionBrain {
  readonly kind: 'offline' | 'llm';
  reply(state: DialogueState, input: BrainInput): Promise<ReplyOutput>;
}

export const offlineBrain: CompanionBrain = {
  kind: 'offline',
  reply: (state, input) => Promise.resolve(offlineReply(state, input)),
};

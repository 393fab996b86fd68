/**
 * Topic monitoring of each exchange while a story is open (POST /api/story-context/monitor-topic). When
 * the backend says a redirect is needed, its reinforcement instruction is added to the conversation.
 */
import { useCallback } from 'react';
import { monitorTopic } from '../api/story-context';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';

export function useTopicRedirect(
  client: RealtimeClient,
  conversationId: string,
  age: number,
  storyId: string | null,
): (userMessage: string, assistantResponse: string) => void {
  return useCallback(
    (userMessage: string, assistantResponse: string) => {
      if (!storyId) return;
      void monitorTopic({ conversationId, storyId, userAge: age, userMessage, assistantResponse }, appLogger).then((result) => {
        if (!result.redirect_needed || !result.reinforcement_instruction) return;
        client.send({
          type: 'conversation.item.create',
          item: { type: 'message', role: 'system', content: [{ type: 'input_text', text: result.reinforcement_instruction }] },
        });
      });
    },
    [client, conversationId, age, storyId],
  );
}

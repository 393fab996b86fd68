/**
 * The conversation as the child sees and hears it: messages from the voice socket's transcripts, the
 * conversation state machine, playback of the assistant's voice (cleared when a new response starts),
 * and each of the child's messages logged to the backend (the server logs the companion's own lines).
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { logVoiceMessage } from '../api/story-context';
import { useLatest } from '../app/useLatest';
import { appLogger } from '../log/logger';
import { AudioPlayer } from '../voice/audio-player';
import { conversationReducer, type ConversationState } from '../voice/conversation-state';
import type { RealtimeClient } from '../voice/realtime-client';
import type { RealtimeServerEvent } from '../voice/realtime-protocol';
import {
  addUserTranscript,
  appendAssistantDelta,
  completeAssistantMessage,
  type ChatMessage,
} from './messages';

export interface ConversationOptions {
  client: RealtimeClient;
  conversationId: string;
  age: number;
  storyId: string | null;
  /** A child message and the assistant's answer to it, for topic monitoring. */
  onExchange?: (userMessage: string, assistantResponse: string) => void;
}

export interface Conversation {
  messages: ChatMessage[];
  state: ConversationState;
  errorMessage: string | null;
  clearMessages: () => void;
  dismissError: () => void;
}

export function useConversation({ client, conversationId, age, storyId, onExchange }: ConversationOptions): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [state, dispatch] = useReducer(conversationReducer, 'idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const latest = useLatest({ conversationId, age, storyId, onExchange });

  useEffect(() => {
    const player = new AudioPlayer(appLogger);
    let lastUser = '';
    const logChildMessage = (messageId: string, messageContent: string) => {
      const { conversationId: id, age: userAge, storyId: story } = latest.current;
      if (messageContent.trim().length === 0 || !id || !userAge) return;
      void logVoiceMessage({ conversationId: id, userAge, storyId: story, messageType: 'user', messageContent, messageId }, appLogger);
    };
    const handle = (event: RealtimeServerEvent) => {
      dispatch({ type: 'server_event', eventType: event.type });
      const now = Date.now();
      const userAge = latest.current.age;
      if (event.type === 'response.created') {
        player.clear();
      } else if (event.type === 'response.audio.delta') {
        player.enqueueBase64(event.delta);
      } else if (event.type === 'response.audio_transcript.delta') {
        const id = event.item_id ?? event.response_id ?? 'assistant';
        setMessages((list) => appendAssistantDelta(list, id, event.delta, now, userAge));
      } else if (event.type === 'response.audio_transcript.done') {
        const id = event.item_id ?? event.response_id ?? 'assistant';
        setMessages((list) => completeAssistantMessage(list, id, event.transcript, now, userAge));
        if (lastUser && event.transcript.trim()) latest.current.onExchange?.(lastUser, event.transcript);
      } else if (event.type === 'conversation.item.input_audio_transcription.completed') {
        if (event.transcript.trim().length === 0) return;
        lastUser = event.transcript.trim();
        setMessages((list) => addUserTranscript(list, event.item_id, event.transcript, now, userAge));
        logChildMessage(event.item_id, event.transcript);
      } else if (event.type === 'error') {
        setErrorMessage(event.error.message.trim() || 'An error occurred');
      }
    };
    const off = client.onEvent(handle);
    return () => {
      off();
      void player.close();
    };
  }, [client, latest]);

  const clearMessages = useCallback(() => setMessages([]), []);
  const dismissError = useCallback(() => setErrorMessage(null), []);
  return { messages, state, errorMessage, clearMessages, dismissError };
}

/**
 * The conversation as the child sees and hears it: messages from the voice socket's transcripts, the
 * conversation state machine, playback of the assistant's voice (cleared when a new response starts),
 * and each of the child's messages logged to the backend (the server logs the companion's own lines).
 * A typed question goes over the voice socket as a user item and is answered like a spoken one; the
 * server stores it (as typed) before acknowledging it, and the acknowledgement shows it in the list.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { logVoiceMessage } from '../api/story-context';
import { useLatest } from '../app/useLatest';
import { appLogger } from '../log/logger';
import { AudioPlayer } from '../voice/audio-player';
import { conversationReducer, type ConversationState } from '../voice/conversation-state';
import type { RealtimeClient } from '../voice/realtime-client';
import type { RealtimeServerEvent } from '../voice/realtime-protocol';
import { nextAskedAgainRun, offersTypedQuestion } from './typed-question';
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
  /** The panel offers a text box (from age 9, or after the companion asked again twice in a row). */
  typingOffered: boolean;
  /** Sends a typed question and asks for the reply; false when the socket is not open. */
  sendTyped: (text: string) => boolean;
}

export function useConversation({ client, conversationId, age, storyId, onExchange }: ConversationOptions): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [state, dispatch] = useReducer(conversationReducer, 'idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // The longest run of "asked again" replies so far: once the box is offered it stays.
  const [askedAgainRun, setAskedAgainRun] = useState(0);
  const latest = useLatest({ conversationId, age, storyId, onExchange });

  useEffect(() => {
    const player = new AudioPlayer(appLogger);
    let lastUser = '';
    let run = 0;
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
        if (event.transcript.trim()) {
          run = nextAskedAgainRun(run, event.transcript);
          const reached = run;
          setAskedAgainRun((longest) => Math.max(longest, reached));
        }
      } else if (event.type === 'conversation.item.created' && event.item.role === 'user') {
        // A typed question, stored by the server (as typed) before this acknowledgement.
        const text = event.item.content.map((c) => c.text).join(' ').trim();
        if (text.length === 0) return;
        lastUser = text;
        setMessages((list) => addUserTranscript(list, event.item.id, text, now, userAge));
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
  const sendTyped = useCallback(
    (text: string) => {
      const sent = client.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] } });
      if (sent) client.send({ type: 'response.create' });
      return sent;
    },
    [client],
  );
  const typingOffered = offersTypedQuestion(age, askedAgainRun);
  return { messages, state, errorMessage, clearMessages, dismissError, typingOffered, sendTyped };
}

/**
 * Voice events that may move the child's screen, told to the server (POST
 * /api/ui-state/voicelive/ui-event): the companion starting an answer (response.created, sent once the
 * answer has something to hear or read; the server opens the conversation panel) and a story being
 * chosen (which invites the child to speak). The server applies the effect and
 * pushes it over the UI-state socket; the answer names the effect so it can be applied here when that
 * socket is down.
 */
import { useEffect } from 'react';
import { errorMessage } from '../api/http';
import { reportVoiceUiEvent, type VoiceUiEffect } from '../api/ui-state';
import { useLatest } from '../app/useLatest';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';
import { AudibleResponseWatcher } from './audible-response';

export type UiEffectHandler = (effect: VoiceUiEffect) => void;

export function sendVoiceUiEvent(
  conversationId: string,
  eventType: string,
  triggerReason: string,
  data: Record<string, unknown>,
  onEffect: UiEffectHandler,
): void {
  reportVoiceUiEvent(conversationId, eventType, triggerReason, data)
    .then((effect) => {
      appLogger.debug('UI event applied', { eventType, effect });
      onEffect(effect);
    })
    .catch((error: unknown) => appLogger.debug('UI event not reported', { eventType, error: errorMessage(error) }));
}

/** Reports each audible response.created of the voice socket. */
export function useVoiceUiEvents(client: RealtimeClient, conversationId: string, onEffect: UiEffectHandler): void {
  const latestOnEffect = useLatest(onEffect);
  useEffect(() => {
    const watcher = new AudibleResponseWatcher();
    return client.onEvent((event) => {
      const responseId = watcher.next(event);
      if (responseId === null) return;
      sendVoiceUiEvent(conversationId, 'response.created', 'assistant_response_started', { response_id: responseId }, (effect) =>
        latestOnEffect.current(effect),
      );
    });
  }, [client, conversationId, latestOnEffect]);
}

/**
 * While a pronunciation assessment runs, each utterance the server heard end
 * (input_audio_buffer.speech_stopped) is assessed against the story (POST
 * /api/pronunciation/speech_stopped); when the coach steps in, its word becomes a gentle practice hint.
 */
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/http';
import { assessSpeechStopped, coachWordFrom } from '../api/pronunciation';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';

export interface CoachInputs {
  client: RealtimeClient;
  conversationId: string;
  /** The latest assessment's session id; its coach word stays shown after it stops. */
  sessionId: string | null;
  active: boolean;
  referenceText: string;
  age: number;
}

export function usePronunciationCoach({ client, conversationId, sessionId, active, referenceText, age }: CoachInputs): string | null {
  const [coached, setCoached] = useState<{ sessionId: string; word: string } | null>(null);

  useEffect(() => {
    if (!sessionId || !active) return;
    let current = true;
    const off = client.onEvent((event) => {
      if (event.type !== 'input_audio_buffer.speech_stopped' || !event.item_id) return;
      assessSpeechStopped({ conversationId, sessionId, itemId: event.item_id, referenceText, userAge: age })
        .then((answer) => {
          const word = coachWordFrom(answer);
          if (current && word) setCoached({ sessionId, word });
          if (!answer.assessed) appLogger.debug('Utterance not assessed', { reason: answer.reason });
        })
        .catch((error: unknown) => appLogger.debug('Speech-stopped assessment failed', { error: errorMessage(error) }));
    });
    return () => {
      current = false;
      off();
    };
  }, [client, conversationId, sessionId, active, referenceText, age]);

  // A new assessment starts without the previous one's word.
  return coached && coached.sessionId === sessionId ? coached.word : null;
}

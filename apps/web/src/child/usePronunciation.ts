/**
 * Pronunciation assessment while the child reads. Auto-start when the toggle is on, the microphone is
 * recording, a story is chosen, reading mode is on and no assessment runs; auto-stop when the microphone
 * stops, the toggle goes off or the story is cleared. The session aggregate is polled every 3 s meanwhile;
 * each heard utterance may bring a coach word; after the stop the final accuracy comes from the results.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSESSMENT_POLL_INTERVAL_MS } from '@shared/constants/timings';
import type { Story } from '@shared/schemas/stories';
import { errorMessage } from '../api/http';
import type { PronunciationAggregate } from '@shared/schemas/pronunciation';
import { getFinalAccuracy, getSessionAggregate, startAssessment, stopAssessment } from '../api/pronunciation';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';
import { usePronunciationCoach } from './usePronunciationCoach';

export interface PronunciationView {
  enabled: boolean;
  active: boolean;
  aggregate: PronunciationAggregate | null;
  lastError: string | null;
  /** Accuracy of the stopped assessment from its results; null while running or when there are none. */
  finalAccuracy: number | null;
  /** The latest word the pronunciation coach suggested practising. */
  coachWord: string | null;
  setEnabled: (enabled: boolean) => void;
}

interface Inputs {
  client: RealtimeClient;
  conversationId: string;
  age: number;
  story: Story | null;
  readingMode: boolean;
  recording: boolean;
}

const aggregateKey = (sessionId: string | null) => ['child', 'pronunciation-aggregate', sessionId] as const;

export function usePronunciation({ client, conversationId, age, story, readingMode, recording }: Inputs): PronunciationView {
  const [enabled, setEnabled] = useState(true);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [active, setActive] = useState(false);
  const queryClient = useQueryClient();
  const [lastError, setLastError] = useState<string | null>(null);
  const [finalAccuracy, setFinalAccuracy] = useState<number | null>(null);
  const busy = useRef(false);
  const referenceText = useRef('');
  const counter = useRef(0);

  // Polled every 3 s while the assessment runs; after the stop the last answer stays in the cache.
  const polled = useQuery({
    queryKey: aggregateKey(sessionId),
    queryFn: () => (sessionId === null ? null : getSessionAggregate(sessionId)),
    enabled: active && sessionId !== null,
    refetchInterval: ASSESSMENT_POLL_INTERVAL_MS,
    // Until the first utterance is scored the server has no aggregate; the next poll asks again.
    retry: false,
  });
  useEffect(() => {
    if (polled.error) appLogger.debug('Aggregate not ready', { error: errorMessage(polled.error) });
  }, [polled.error]);
  const aggregate: PronunciationAggregate | null = polled.data ?? null;

  const stop = useCallback(async (id: string) => {
    busy.current = true;
    try {
      await stopAssessment({ conversationId, sessionId: id }, referenceText.current);
      const [final, latest] = await Promise.all([
        getFinalAccuracy(id).catch((error: unknown) => {
          appLogger.debug('No final results', { error: errorMessage(error) });
          return null;
        }),
        getSessionAggregate(id).catch(() => null),
      ]);
      setFinalAccuracy(final);
      queryClient.setQueryData(aggregateKey(id), latest);
    } catch (error) {
      appLogger.warn('Failed to complete pronunciation assessment', { error: errorMessage(error) });
      setLastError('Failed to complete pronunciation assessment');
    } finally {
      setActive(false);
      busy.current = false;
    }
  }, [conversationId, queryClient]);

  useEffect(() => {
    if (busy.current) return;
    const shouldRun = enabled && recording && story !== null && readingMode;
    if (shouldRun && !active) {
      counter.current += 1;
      const id = `${conversationId}_pron_${counter.current}`;
      referenceText.current = story.content;
      busy.current = true;
      setSessionId(id);
      setFinalAccuracy(null);
      startAssessment({ conversationId, sessionId: id }, age)
        .then(() => {
          setActive(true);
          setLastError(null);
        })
        .catch((error: unknown) => {
          appLogger.warn('Failed to start pronunciation assessment', { error: errorMessage(error) });
          setLastError('Failed to start pronunciation assessment');
        })
        .finally(() => {
          busy.current = false;
        });
    } else if (active && sessionId && (!enabled || !recording || story === null)) {
      void stop(sessionId);
    }
  }, [enabled, recording, story, readingMode, active, sessionId, conversationId, age, stop]);

  const coachWord = usePronunciationCoach({
    client,
    conversationId,
    sessionId,
    active,
    referenceText: story?.content ?? '',
    age,
  });

  return { enabled, active, aggregate, lastError, finalAccuracy, coachWord, setEnabled };
}

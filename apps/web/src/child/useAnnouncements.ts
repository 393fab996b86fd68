/**
 * Announcements (welcome, story) run as one assistant response with voice activity detection off. When
 * that response is done the backend is told (POST /api/voicelive/announcement/complete/{id}) so it turns
 * detection back on, then the caller's follow-up runs.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { completeAnnouncement } from '../api/voicelive';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';

export interface Announcements {
  /** Call before starting an announcement; `onComplete` runs after the backend was told it finished. */
  expectCompletion: (onComplete?: () => void) => void;
  /**
   * Before a direct introduction: turn detection goes off so the child's noise cannot cut the greeting,
   * and comes back (as `restore` builds it) when that response is done.
   */
  muteTurnsForIntroduction: (restore: () => void) => void;
  cancel: () => void;
}

export function useAnnouncements(client: RealtimeClient, conversationId: string): Announcements {
  const pending = useRef<{ onComplete?: () => void; notifyBackend: boolean } | null>(null);

  useEffect(
    () =>
      client.onEvent((event) => {
        if (event.type !== 'response.done' || !pending.current) return;
        const { onComplete, notifyBackend } = pending.current;
        pending.current = null;
        if (!notifyBackend) {
          onComplete?.();
          return;
        }
        completeAnnouncement(conversationId)
          .catch((error: unknown) => appLogger.warn('Failed to complete announcement', { error: String(error) }))
          .finally(() => onComplete?.());
      }),
    [client, conversationId],
  );

  const expectCompletion = useCallback((onComplete?: () => void) => {
    pending.current = onComplete ? { onComplete, notifyBackend: true } : { notifyBackend: true };
  }, []);
  const muteTurnsForIntroduction = useCallback(
    (restore: () => void) => {
      client.send({ type: 'session.update', session: { turn_detection: null } });
      pending.current = { onComplete: restore, notifyBackend: false };
    },
    [client],
  );
  const cancel = useCallback(() => {
    pending.current = null;
  }, []);
  return useMemo(() => ({ expectCompletion, muteTurnsForIntroduction, cancel }), [expectCompletion, muteTurnsForIntroduction, cancel]);
}

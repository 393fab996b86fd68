/**
 * Announcements (welcome, story) run as one assistant response with voice activity detection off. When
 * that response is done the backend is told (POST /api/voicelive/announcement/complete/{id}) so it turns
 * detection back on, then the caller's follow-up runs. Overlapping announcements queue (announcement-queue.ts).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { completeAnnouncement } from '../api/voicelive';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';
import { AnnouncementQueue, type AnnouncementTicket } from './announcement-queue';

export type { AnnouncementTicket } from './announcement-queue';

export interface Announcements {
  /** Call before starting an announcement; `onComplete` runs after the backend was told it finished. */
  expectCompletion: (onComplete?: () => void) => AnnouncementTicket;
  /**
   * The announcement of `ticket` failed and a direct introduction replaces it: turn detection goes off so
   * the child's noise cannot cut the greeting, and comes back (as `restore` builds it) when it is done.
   */
  muteTurnsForIntroduction: (ticket: AnnouncementTicket, restore: () => void) => void;
  /** Forget every announcement still waiting (the child left the story). */
  cancelAll: () => void;
}

export function useAnnouncements(client: RealtimeClient, conversationId: string): Announcements {
  const queue = useRef(new AnnouncementQueue());

  useEffect(
    () =>
      client.onEvent((event) => {
        if (event.type !== 'response.done') return;
        const done = queue.current.responseDone();
        if (!done) return;
        if (!done.notifyBackend) {
          done.onComplete?.();
          return;
        }
        completeAnnouncement(conversationId)
          .catch((error: unknown) => appLogger.warn('Failed to complete announcement', { error: String(error) }))
          .finally(() => done.onComplete?.());
      }),
    [client, conversationId],
  );

  const expectCompletion = useCallback((onComplete?: () => void) => queue.current.expect(onComplete), []);
  const muteTurnsForIntroduction = useCallback(
    (ticket: AnnouncementTicket, restore: () => void) => {
      client.send({ type: 'session.update', session: { turn_detection: null } });
      ticket.fallBackToIntroduction(restore);
    },
    [client],
  );
  const cancelAll = useCallback(() => queue.current.clear(), []);
  return useMemo(() => ({ expectCompletion, muteTurnsForIntroduction, cancelAll }), [expectCompletion, muteTurnsForIntroduction, cancelAll]);
}

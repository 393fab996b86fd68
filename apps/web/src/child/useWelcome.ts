/**
 * The welcome announcement, 1.5 s after the first connection: POST /api/voicelive/announcement/welcome,
 * falling back to POST /api/config/trigger-introduction when it fails. Runs once per conversation.
 */
import { useEffect, useRef } from 'react';
import { WELCOME_START_DELAY_MS } from '@shared/constants/timings';
import { startWelcomeAnnouncement, triggerIntroduction } from '../api/voicelive';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';
import { turnDetectionFor } from './turn-mode';
import type { Announcements } from './useAnnouncements';

export function useWelcome(
  client: RealtimeClient,
  conversationId: string,
  age: number,
  connected: boolean,
  announcements: Announcements,
): void {
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!connected || done.current === conversationId) return;
    const timer = setTimeout(() => {
      done.current = conversationId;
      const ticket = announcements.expectCompletion();
      startWelcomeAnnouncement(conversationId, age).catch(async (error: unknown) => {
        appLogger.warn('Welcome announcement failed', { error: String(error) });
        const restore = () =>
          client.send({ type: 'session.update', session: { turn_detection: turnDetectionFor(false, age) } });
        announcements.muteTurnsForIntroduction(ticket, restore);
        try {
          await triggerIntroduction(conversationId, age);
        } catch (fallbackError) {
          appLogger.error('Introduction fallback failed', { error: String(fallbackError) });
          ticket.cancel();
          restore();
        }
      });
    }, WELCOME_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, conversationId, age, connected, announcements]);
}

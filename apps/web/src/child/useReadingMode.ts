/**
 * Reading mode on the voice session: on, the long-silence turn detection and the backend's reading-mode
 * instructions (GET /api/stories/age/{age}/reading-config) are applied; off, child-friendly turn
 * detection returns. Before the first story the session keeps the turn detection of its session config,
 * which the voice client sends on each connection.
 */
import { useEffect, useRef } from 'react';
import { getReadingConfig } from '../api/voicelive';
import { errorMessage } from '../api/http';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';
import { turnDetectionFor } from './turn-mode';

export function useReadingMode(client: RealtimeClient, age: number, readingMode: boolean, connected: boolean): void {
  const hasRead = useRef(false);
  useEffect(() => {
    if (!connected) return;
    if (readingMode) hasRead.current = true;
    if (!hasRead.current) return;
    client.send({ type: 'session.update', session: { turn_detection: turnDetectionFor(readingMode, age) } });
    if (!readingMode) return;
    let cancelled = false;
    getReadingConfig(age)
      .then((instructions) => {
        if (cancelled || instructions.trim().length === 0) return;
        // Appended as a system item so the session keeps its age-profile instructions.
        client.send({
          type: 'conversation.item.create',
          item: { type: 'message', role: 'system', content: [{ type: 'input_text', text: instructions }] },
        });
      })
      .catch((error: unknown) => appLogger.warn('Reading config unavailable', { error: errorMessage(error) }));
    return () => {
      cancelled = true;
    };
  }, [client, age, readingMode, connected]);
}

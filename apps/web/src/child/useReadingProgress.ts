/**
 * Live reading progress: `reading_progress` events of this conversation go into the shared progress
 * holder, which every reading view reads. When a story opens (or the screen reopens on one) the holder is
 * seeded from GET reading/progress and reading/next-word until the first live event arrives.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { getNextWord, getReadingProgress } from '../api/voicelive';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';
import { readingProgressStore, snapshotFromRest, type ReadingSnapshot } from '../reading/progress-store';

export function useReadingProgress(
  client: RealtimeClient,
  conversationId: string,
  storyId: string | null,
): ReadingSnapshot | null {
  useEffect(() => {
    if (!storyId) return;
    let cancelled = false;
    void Promise.all([getReadingProgress(conversationId, appLogger), getNextWord(conversationId, appLogger)]).then(
      ([progress, next]) => {
        if (cancelled || !progress || !next || readingProgressStore.get() !== null) return;
        readingProgressStore.set(snapshotFromRest(progress, next));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [conversationId, storyId]);

  useEffect(
    () =>
      client.onEvent((event) => {
        if (event.type !== 'reading_progress' || event.conversation_id !== conversationId) return;
        readingProgressStore.set({ progress: event.progress, next_word: event.next_word, context: event.context });
      }),
    [client, conversationId],
  );
  return useSyncExternalStore(readingProgressStore.subscribe, readingProgressStore.get);
}

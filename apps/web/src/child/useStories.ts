/** The story list for the child's age (asked for only once the age is known). */
import { useEffect, useState } from 'react';
import type { StorySummary } from '@shared/schemas/stories';
import { listStories } from '../api/stories';
import { appLogger } from '../log/logger';

export type StoriesView =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; stories: StorySummary[] };

export function useStories(age: number | null): StoriesView {
  const [view, setView] = useState<StoriesView>({ status: 'loading' });

  useEffect(() => {
    if (age === null) return;
    let cancelled = false;
    listStories(age)
      .then((stories) => {
        if (!cancelled) setView({ status: 'loaded', stories });
      })
      .catch((error: unknown) => {
        appLogger.error('Failed to load stories', { error: String(error) });
        if (!cancelled) setView({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [age]);

  return view;
}

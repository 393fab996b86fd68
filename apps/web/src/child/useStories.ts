/** The story list for the child's age (asked for only once the age is known). */
import { useQuery } from '@tanstack/react-query';
import type { StorySummary } from '@shared/schemas/stories';
import { listStories } from '../api/stories';

export type StoriesView =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; stories: StorySummary[] };

export const storiesKey = (age: number | null) => ['child', 'stories', age] as const;

export function useStories(age: number | null): StoriesView {
  const stories = useQuery({
    queryKey: storiesKey(age),
    queryFn: () => (age === null ? Promise.resolve([]) : listStories(age)),
    enabled: age !== null,
    // listStories already retries a failed call; the child sees "Try again" after that.
    retry: false,
    meta: { failureLog: 'Failed to load stories' },
  });
  if (stories.isError) return { status: 'error' };
  if (stories.isSuccess) return { status: 'loaded', stories: stories.data };
  return { status: 'loading' };
}

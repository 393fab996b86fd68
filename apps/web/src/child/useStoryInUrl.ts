/**
 * Keeps the chosen story in the URL (`/read?band=…&story=<id>`): choosing or leaving a story moves the
 * address, and the address decides the story — so a reload reopens it once the band's stories load,
 * and Back leaves it. An id that is not in the band's list is dropped from the address.
 */
import { useCallback, useEffect } from 'react';
import type { Story, StorySummary } from '@shared/schemas/stories';
import { useChildPlace } from '../places/useChildPlace';
import { useStories } from './useStories';
import type { StorySelection } from './useStorySelection';

export function useStoryInUrl(age: number, story: Story | null, selection: StorySelection): StorySelection {
  const [place, go] = useChildPlace();
  const stories = useStories(age);
  const { select, deselect } = selection;
  const wanted = place.storyId;
  const shown = story?.id ?? null;

  useEffect(() => {
    if (wanted === shown) return;
    if (wanted === null) {
      deselect();
      return;
    }
    if (stories.status !== 'loaded') return;
    const found = stories.stories.find((candidate) => candidate.id === wanted);
    if (found) select(found);
    else go({ ...place, storyId: null }, { replace: true });
  }, [wanted, shown, stories, select, deselect, go, place]);

  const choose = useCallback((chosen: StorySummary) => go({ ...place, storyId: chosen.id }), [go, place]);
  const leave = useCallback(() => go({ ...place, storyId: null }), [go, place]);
  return { ...selection, select: choose, deselect: leave };
}

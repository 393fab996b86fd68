/**
 * Story list, story and analysis calls. Stories are asked for only once an age is known (spec section 5);
 * the list carries cards only, so a story is fetched whole by id when the child chooses it.
 */
import {
  StoriesResponseSchema,
  StoryAnalysisSchema,
  StorySchema,
  type Story,
  type StoryAnalysis,
  type StorySummary,
} from '@shared/schemas/stories';
import type { Logger } from '../log/logger';
import { apiPath, errorMessage, requestJson } from './http';

export async function listStories(age: number): Promise<StorySummary[]> {
  const answer = await requestJson(apiPath('stories/', { age }), { schema: StoriesResponseSchema });
  return answer.stories;
}

/** The chosen story with its full text. */
export function getStory(storyId: string): Promise<Story> {
  return requestJson(apiPath(`stories/${encodeURIComponent(storyId)}`), { schema: StorySchema });
}

const analysisCache = new Map<string, StoryAnalysis>();

/** Cached per story id unless a refresh is forced; null (logged) on failure. */
export async function analyzeStory(storyId: string, logger: Logger, forceRefresh = false): Promise<StoryAnalysis | null> {
  const cached = analysisCache.get(storyId);
  if (cached && !forceRefresh) return cached;
  try {
    const analysis = await requestJson(
      apiPath(`stories/${encodeURIComponent(storyId)}/analyze`, { force_refresh: forceRefresh }),
      { method: 'POST', body: {}, schema: StoryAnalysisSchema },
    );
    analysisCache.set(storyId, analysis);
    return analysis;
  } catch (error) {
    logger.error('Failed to analyze story', { storyId, error: errorMessage(error) });
    return null;
  }
}

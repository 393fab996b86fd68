/**
 * Story analysis, computed once per story and cached in the database (POST /stories/{id}/analyze
 * answers from the cache unless force_refresh), plus the companion's derived story context, kept in
 * memory per process since it is a pure function of the story. A long story is analysed in a worker
 * thread (analyze-off-loop.ts).
 */
import type { Repositories } from '../db/repositories';
import { analyzeStoryOffLoop } from '../companion/analysis/analyze-off-loop';
import type { StoryAnalysis } from '../companion/analysis/types';
import { storyContext, type StoryContext } from '../companion/session/state';

export interface StoryRef {
  id: string;
  title: string;
  content: string;
}

function looksLikeAnalysis(value: unknown, story: StoryRef): value is StoryAnalysis {
  return typeof value === 'object' && value !== null && (value as StoryAnalysis).story_id === story.id;
}

export async function getStoryAnalysis(
  repos: Repositories,
  story: StoryRef,
  forceRefresh = false,
): Promise<{ analysis: StoryAnalysis; cached: boolean }> {
  if (!forceRefresh) {
    const stored = await repos.storyAnalyses.get(story.id);
    if (stored && looksLikeAnalysis(stored.analysis, story)) return { analysis: stored.analysis, cached: true };
  }
  const analysis = await analyzeStoryOffLoop({ id: story.id, title: story.title, content: story.content });
  await repos.storyAnalyses.save(story.id, analysis);
  return { analysis, cached: false };
}

const CONTEXT_CACHE_SIZE = 64;
const contexts = new Map<string, StoryContext>();

/** The companion's view of a story (analysis and topic profile); null when the story is gone. */
export async function companionStoryContext(repos: Repositories, storyId: string): Promise<StoryContext | null> {
  const story = await repos.stories.get(storyId);
  if (!story) return null;
  const key = `${story.id}:${story.updated_at}`;
  const cached = contexts.get(key);
  if (cached) return cached;
  const { analysis } = await getStoryAnalysis(repos, story);
  const context = storyContext({ id: story.id, title: story.title, content: story.content }, analysis);
  contexts.set(key, context);
  if (contexts.size > CONTEXT_CACHE_SIZE) {
    const oldest = contexts.keys().next().value;
    if (oldest !== undefined) contexts.delete(oldest);
  }
  return context;
}

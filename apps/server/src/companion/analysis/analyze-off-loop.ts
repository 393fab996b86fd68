/**
 * Story analysis without stalling the server: a long story (a 10,000-word chapter takes seconds) is
 * analysed in a worker thread, a short one inline, where a thread would cost more than the analysis.
 * Concurrent requests for the same story share one run, so repeated forced refreshes cannot pile up
 * threads.
 */
import { runWorkerJob, type WorkerJobLimits } from '../../common/worker-job';
import { analyzeStory } from './analyze-story';
import type { StoryAnalysis, StoryInput } from './types';

const ANALYSIS_WORKER = new URL('./analysis-worker.ts', import.meta.url);

/** Every seed story is shorter (the longest is about 4,700 characters, analysed in tens of ms). */
export const ANALYSE_INLINE_MAX_CHARS = 5_000;

const ANALYSIS_LIMITS: WorkerJobLimits = { timeoutMs: 60_000, maxHeapMb: 512 };

const running = new Map<string, Promise<StoryAnalysis>>();

export function analyzeStoryOffLoop(story: StoryInput): Promise<StoryAnalysis> {
  if (story.content.length <= ANALYSE_INLINE_MAX_CHARS) return Promise.resolve(analyzeStory(story));
  const key = `${story.id}\u0000${story.content.length}\u0000${story.title}`;
  const existing = running.get(key);
  if (existing) return existing;
  const job = { id: story.id, title: story.title, content: story.content };
  const run = runWorkerJob<StoryAnalysis>(ANALYSIS_WORKER, job, ANALYSIS_LIMITS).finally(() => running.delete(key));
  running.set(key, run);
  return run;
}

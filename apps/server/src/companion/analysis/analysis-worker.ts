/** Entry point of the analysis worker thread: analyses one story given in workerData. */
import { serveWorkerJob } from '../../common/worker-job';
import { analyzeStory } from './analyze-story';
import type { StoryInput } from './types';

serveWorkerJob((story: StoryInput) => Promise.resolve(analyzeStory(story)));

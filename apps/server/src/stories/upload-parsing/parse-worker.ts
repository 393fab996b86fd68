/** Entry point of the parse worker thread: reads one uploaded story file given in workerData. */
import { serveWorkerJob } from '../../common/worker-job';
import { readStoryFile } from './read-story-file';

serveWorkerJob(readStoryFile);

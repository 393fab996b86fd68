/**
 * Runs one CPU-heavy job (reading an uploaded file, analysing a long story) in its own worker thread with
 * a heap ceiling and a deadline, so the event loop keeps answering while it runs and a job that loops or
 * allocates without end costs one terminated thread instead of the server. At most WORKER_JOBS_AT_ONCE
 * run together (p-limit); the others wait their turn, and their deadline starts when they start.
 *
 * The server runs TypeScript through tsx, and Node 20 does not apply `--import tsx` given in a worker's
 * execArgv, so a .ts entry is started from a tiny eval'd script that loads it with tsx's `tsImport`.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import pLimit from 'p-limit';

export interface WorkerJobLimits {
  timeoutMs: number;
  maxHeapMb: number;
}

/** What a job that failed inside its worker said; `code` and `detail` survive the thread boundary. */
export interface WorkerFailure {
  message: string;
  code?: string;
  detail?: string;
}

type WorkerReply = { ok: true; value: unknown } | { ok: false; failure: WorkerFailure };

export type WorkerJobFailureReason = 'timeout' | 'out-of-memory' | 'failed';

export class WorkerJobError extends Error {
  constructor(
    readonly reason: WorkerJobFailureReason,
    message: string,
    readonly failure?: WorkerFailure,
  ) {
    super(message);
    this.name = 'WorkerJobError';
  }
}

// Two cores is the smallest machine a school runs this on: one job at a time there leaves a core to the server.
const WORKER_JOBS_AT_ONCE = 2;
const limit = pLimit(WORKER_JOBS_AT_ONCE);

function startWorker(entryTs: URL, data: unknown, limits: WorkerJobLimits): Worker {
  const options = {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    stdout: true,
    stderr: true,
  };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(entryTs.href.replace(/\.ts$/, '.js')), options);
  // Resolved here, where node_modules is known; an eval'd script has no location to resolve from.
  const tsxApiUrl = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsxApiUrl)}).then((tsx) => tsx.tsImport(${JSON.stringify(entryTs.href)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(boot, { ...options, eval: true });
  // Parsers print warnings to the console; the server logs through pino, so their output is dropped.
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

function isReply(value: unknown): value is WorkerReply {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

function runNow<T>(entryTs: URL, data: unknown, limits: WorkerJobLimits): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker(entryTs, data, limits);
    let settled = false;
    const finish = (action: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      finish(() => reject(new WorkerJobError('timeout', `Worker job took longer than ${limits.timeoutMs} ms`)));
    }, limits.timeoutMs);
    worker.on('message', (message: unknown) => {
      if (!isReply(message)) return;
      finish(() => {
        if (message.ok) resolve(message.value as T);
        else reject(new WorkerJobError('failed', message.failure.message, message.failure));
      });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      finish(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(new WorkerJobError('out-of-memory', error.message));
        else reject(error);
      });
    });
    worker.on('exit', (exitCode) => {
      finish(() => reject(new Error(`Worker ${entryTs.pathname} exited with code ${exitCode} before answering`)));
    });
  });
}

/**
 * Resolves with the job's answer. Rejects with WorkerJobError when the job failed, passed its deadline or
 * hit its heap ceiling; any other failure (the worker could not start) is a server fault, rethrown as is.
 */
export function runWorkerJob<T>(entryTs: URL, data: unknown, limits: WorkerJobLimits): Promise<T> {
  return limit(() => runNow<T>(entryTs, data, limits));
}

function toFailure(error: unknown): WorkerFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  return {
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof detail === 'string' ? { detail } : {}),
  };
}

/** For a worker entry: runs the handler on workerData and posts its answer or failure back. */
export function serveWorkerJob<J, T>(handler: (job: J) => Promise<T>): void {
  const reply = (message: WorkerReply): void => parentPort?.postMessage(message);
  handler(workerData as J).then(
    (value) => reply({ ok: true, value }),
    (error: unknown) => reply({ ok: false, failure: toFailure(error) }),
  );
}

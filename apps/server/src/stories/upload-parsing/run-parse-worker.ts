/**
 * Runs text extraction in a worker thread with a heap ceiling and a deadline. Document parsers are
 * large and handle hostile input; in a worker, a file that loops or allocates without end costs one
 * terminated thread instead of the server.
 *
 * The server runs TypeScript through tsx, and Node 20 does not apply `--import tsx` given in a
 * worker's execArgv, so a .ts worker is started from a tiny eval'd script that loads it with tsx's
 * `tsImport`.
 */
import { Worker } from 'node:worker_threads';
import type { BinaryUploadKind } from './extract-text';
import { UploadRejected } from './upload-rejected';

export interface ParseJob {
  kind: BinaryUploadKind;
  bytes: Uint8Array;
}

export type ParseOutcome = { ok: true; text: string } | { ok: false; message: string };

export interface WorkerLimits {
  timeoutMs: number;
  maxHeapMb: number;
}

function startWorker(job: ParseJob, limits: WorkerLimits): Worker {
  const options = {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    stdout: true,
    stderr: true,
  };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./parse-worker.js', import.meta.url), options);
  const workerUrl = new URL('./parse-worker.ts', import.meta.url);
  // Resolved here, where node_modules is known; an eval'd script has no location to resolve from.
  const tsxApiUrl = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsxApiUrl)}).then((tsx) => tsx.tsImport(${JSON.stringify(workerUrl.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { ...options, eval: true });
}

function startDrainedWorker(job: ParseJob, limits: WorkerLimits): Worker {
  const worker = startWorker(job, limits);
  // Parsers print warnings to the console; the server logs through pino, so their output is dropped.
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

function isOutcome(value: unknown): value is ParseOutcome {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/**
 * Resolves with the extracted text. Rejects with UploadRejected when the parser fails, the deadline
 * passes or the heap ceiling is hit; any other worker failure (it could not start) is a server fault
 * and is rethrown as is.
 */
export function extractInWorker(job: ParseJob, limits: WorkerLimits, formatLabel: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const worker = startDrainedWorker(job, limits);
    let settled = false;
    const finish = (action: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      finish(() =>
        reject(
          new UploadRejected(
            'VALIDATION_FAILED',
            `Reading this ${formatLabel} took longer than ${Math.round(limits.timeoutMs / 1000)} seconds, so it was stopped.`,
          ),
        ),
      );
    }, limits.timeoutMs);

    worker.on('message', (message: unknown) => {
      if (!isOutcome(message)) return;
      finish(() => {
        if (message.ok) resolve(message.text);
        else reject(new UploadRejected('VALIDATION_FAILED', `This ${formatLabel} could not be read.`, message.message));
      });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      finish(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          reject(new UploadRejected('VALIDATION_FAILED', `This ${formatLabel} needs too much memory to read.`));
        } else {
          reject(error);
        }
      });
    });
    worker.on('exit', (exitCode) => {
      finish(() => reject(new Error(`Story parse worker exited with code ${exitCode} before answering`)));
    });
  });
}

/**
 * Reads a teacher's uploaded story file (.txt, .pdf, .doc, .docx) into a title, paragraph text and its
 * readability level. Checks, in order: size, a supported extension, a non-empty file and content that
 * really is that format here (magic bytes and a zip's directory: cheap, and they turn most bad files away
 * without a thread); then, in a worker thread with a deadline and a heap ceiling (read-story-file.ts),
 * text that can be read and a length within MAX_STORY_WORDS. Every refusal is an UploadRejected
 * with a message fit to show the teacher.
 */
import { runWorkerJob, WorkerJobError, type WorkerJobLimits } from '../../common/worker-job';
import type { AgeBand } from '../levelling';
import { describeKind, detectKind, kindFromFilename, UPLOAD_EXTENSIONS } from './detect-kind';
import type { ReadStory, ReadStoryJob } from './read-story-file';
import {
  MAX_UPLOAD_BYTES,
  PARSE_MAX_HEAP_MB,
  PARSE_TIMEOUT_MS,
  UploadRejected,
  type UploadRejectedCode,
} from './upload-rejected';

export type ParsedUpload = ReadStory;

const PARSE_WORKER = new URL('./parse-worker.ts', import.meta.url);
const DEFAULT_LIMITS: WorkerJobLimits = { timeoutMs: PARSE_TIMEOUT_MS, maxHeapMb: PARSE_MAX_HEAP_MB };
const REJECTION_CODES: ReadonlySet<string> = new Set<UploadRejectedCode>([
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_FAILED',
]);

function isRejectionCode(code: string | undefined): code is UploadRejectedCode {
  return code !== undefined && REJECTION_CODES.has(code);
}

function toRejection(error: WorkerJobError, formatLabel: string, limits: WorkerJobLimits): UploadRejected {
  switch (error.reason) {
    case 'timeout':
      return new UploadRejected(
        'VALIDATION_FAILED',
        `Reading this ${formatLabel} took longer than ${Math.round(limits.timeoutMs / 1000)} seconds, so it was stopped.`,
      );
    case 'out-of-memory':
      return new UploadRejected('VALIDATION_FAILED', `This ${formatLabel} needs too much memory to read.`);
    case 'failed': {
      const code = error.failure?.code;
      if (isRejectionCode(code)) return new UploadRejected(code, error.message, error.failure?.detail);
      return new UploadRejected('VALIDATION_FAILED', `This ${formatLabel} could not be read.`, error.message);
    }
  }
}

export async function parseUploadedStory(
  bytes: Buffer,
  filename: string,
  ageBand: AgeBand,
  limits: WorkerJobLimits = DEFAULT_LIMITS,
): Promise<ParsedUpload> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new UploadRejected('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB.');
  }
  const claimed = kindFromFilename(filename);
  if (claimed === null) {
    throw new UploadRejected('UNSUPPORTED_MEDIA_TYPE', 'Only .txt, .pdf, .doc and .docx files can be uploaded.');
  }
  if (bytes.length === 0) {
    throw new UploadRejected('VALIDATION_FAILED', 'The file is empty.');
  }
  const extension = UPLOAD_EXTENSIONS[claimed];
  const detected = await detectKind(bytes);
  if (detected.kind !== claimed) {
    const looksLike = detected.kind === null ? detected.looksLike : describeKind(detected.kind);
    const noun = claimed === 'txt' ? 'text file' : 'document';
    throw new UploadRejected(
      'UNSUPPORTED_MEDIA_TYPE',
      `This file is not a real ${extension} ${noun}: its content looks like ${looksLike}.`,
    );
  }
  const job: ReadStoryJob = { claimed, bytes: new Uint8Array(bytes), filename, ageBand };
  try {
    return await runWorkerJob<ReadStory>(PARSE_WORKER, job, limits);
  } catch (error) {
    if (error instanceof WorkerJobError) throw toRejection(error, `${extension} file`, limits);
    throw error;
  }
}

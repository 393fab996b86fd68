/**
 * Everything an upload needs that costs time in proportion to the text: extracting and normalising it,
 * the length cap and the readability level. Runs inside the parse worker (parse-worker.ts), never on the server's event loop: a 5 MB text
 * file is over a million words, and tokenising it takes seconds.
 */
import { levelStory, type AgeBand, type StoryLevel } from '../levelling';
import { storyLengthProblem } from '../story-floor';
import { UPLOAD_EXTENSIONS, type UploadKind } from './detect-kind';
import { extractText } from './extract-text';
import { normaliseStory } from './normalise-text';
import { UploadRejected } from './upload-rejected';

export interface ReadStoryJob {
  /** The kind the file name claims and its content was found to be. */
  claimed: UploadKind;
  bytes: Uint8Array;
  filename: string;
  ageBand: AgeBand;
}

export interface ReadStory {
  title: string;
  content: string;
  level: StoryLevel;
}

async function rawText(claimed: UploadKind, bytes: Buffer): Promise<string> {
  if (claimed === 'txt') return bytes.toString('utf8');
  try {
    return await extractText(claimed, bytes);
  } catch (error) {
    if (error instanceof UploadRejected) throw error;
    const parserSaid = error instanceof Error ? error.message : String(error);
    throw new UploadRejected('VALIDATION_FAILED', `This ${UPLOAD_EXTENSIONS[claimed]} file could not be read.`, parserSaid);
  }
}

export async function readStoryFile(job: ReadStoryJob): Promise<ReadStory> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const extension = UPLOAD_EXTENSIONS[job.claimed];
  const story = normaliseStory(await rawText(job.claimed, bytes), job.filename);
  if (!/[\p{L}\p{N}]/u.test(story.content)) {
    throw new UploadRejected('VALIDATION_FAILED', `No readable text was found in this ${extension} file.`);
  }
  const tooLong = storyLengthProblem(story.content);
  if (tooLong) throw new UploadRejected('PAYLOAD_TOO_LARGE', tooLong);
  return { ...story, level: levelStory(story.content, job.ageBand) };
}

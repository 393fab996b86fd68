/**
 * A teacher's story upload: the multipart form (file part `story`, field `ageGroup`) read into memory
 * within the upload limits, parsed by content, capped in length and levelled for its age band in the parse
 * worker, checked against the story floor (a title and enough words) and stored as an uploaded story.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { StoryUploadFieldsSchema, validationDetail, type DashboardStory } from '@shared';
import type { Repositories } from '../db/repositories';
import type { Story } from '../db/repositories/stories';
import { AppError, badRequest } from '../errors/app-error';
import { toStoryRow } from '../stories/catalogue';
import { storyFloorProblem } from '../stories/story-floor';
import { parseUploadedStory, UploadRejected } from '../stories/upload-parsing';

interface UploadForm {
  file: { bytes: Buffer; filename: string } | undefined;
  fields: Record<string, string>;
}

export const MALFORMED_FORM = 'The upload is not a valid multipart form. Choose the story file again and retry.';

/** Busboy reports a broken form (no boundary, truncated part) as a bare Error: that is the client's fault. */
function isClientError(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status < 500;
}

async function readForm(request: FastifyRequest): Promise<UploadForm> {
  try {
    return await readParts(request);
  } catch (error) {
    if (isClientError(error)) throw error;
    throw badRequest(MALFORMED_FORM);
  }
}

async function readParts(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { file: undefined, fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Only the first `story` file counts; anything else is drained so the request can finish.
      const bytes = await part.toBuffer();
      if (part.fieldname === 'story' && !form.file) form.file = { bytes, filename: part.filename };
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** The teacher's card: no text, so the list can be built from summaries. */
export function toDashboardStory(story: Omit<Story, 'content'>): DashboardStory {
  const ageGroup = StoryUploadFieldsSchema.shape.ageGroup.safeParse(story.age_band);
  return {
    id: story.id,
    title: story.title,
    status: story.status,
    ageGroup: ageGroup.success ? ageGroup.data : '15-18',
    grade: story.grade,
    difficulty: story.difficulty,
    wordCount: story.word_count,
    uploadDate: story.created_at,
  };
}

export async function uploadStory(repos: Repositories, request: FastifyRequest): Promise<Story> {
  const form = await readForm(request);
  const fields = StoryUploadFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(validationDetail(fields.error));
  if (!form.file) throw badRequest('Choose a story file to upload (.txt, .pdf, .doc or .docx).');
  let parsed;
  try {
    parsed = await parseUploadedStory(form.file.bytes, form.file.filename, fields.data.ageGroup);
  } catch (error) {
    if (error instanceof UploadRejected) {
      request.log.info(
        { code: error.code, detail: error.detail, file: form.file.filename },
        'story upload rejected',
      );
      throw new AppError(error.code, error.message);
    }
    throw error;
  }
  // Checked before anything is stored, so a one-line file never becomes an active story.
  const problem = storyFloorProblem({ title: parsed.title, wordCount: parsed.level.word_count });
  if (problem) {
    request.log.info({ file: form.file.filename }, 'story upload below the floor');
    throw badRequest(problem);
  }
  const ageBand = fields.data.ageGroup;
  const row = toStoryRow(
    {
      id: `upload-${randomUUID()}`,
      title: parsed.title,
      content: parsed.content,
      ageBand,
      tags: ['uploaded'],
      ...parsed.level,
    },
    'upload',
  );
  return repos.stories.insert(row);
}

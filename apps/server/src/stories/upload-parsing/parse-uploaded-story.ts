/**
 * Reads a teacher's uploaded story file (.txt, .pdf, .doc, .docx) into a title and paragraph text.
 * Checks, in order: size, a supported extension, content that really is that format, then text that
 * can be read. Every refusal is an UploadRejected with a message fit to show the teacher.
 */
import { detectKind, describeKind, kindFromFilename, UPLOAD_EXTENSIONS } from './detect-kind';
import { normaliseStory } from './normalise-text';
import { extractInWorker } from './run-parse-worker';
import { MAX_UPLOAD_BYTES, PARSE_MAX_HEAP_MB, PARSE_TIMEOUT_MS, UploadRejected } from './upload-rejected';

export interface ParsedUpload {
  title: string;
  content: string;
}

export async function parseUploadedStory(bytes: Buffer, filename: string): Promise<ParsedUpload> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new UploadRejected('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB.');
  }
  const claimed = kindFromFilename(filename);
  if (claimed === null) {
    throw new UploadRejected('UNSUPPORTED_MEDIA_TYPE', 'Only .txt, .pdf, .doc and .docx files can be uploaded.');
  }
  const extension = UPLOAD_EXTENSIONS[claimed];
  if (bytes.length === 0) {
    throw new UploadRejected('VALIDATION_FAILED', 'The file is empty.');
  }
  const detected = detectKind(bytes);
  if (detected.kind !== claimed) {
    const looksLike = detected.kind === null ? detected.looksLike : describeKind(detected.kind);
    const noun = claimed === 'txt' ? 'text file' : 'document';
    throw new UploadRejected(
      'UNSUPPORTED_MEDIA_TYPE',
      `This file is not a real ${extension} ${noun}: its content looks like ${looksLike}.`,
    );
  }

  const raw =
    claimed === 'txt'
      ? bytes.toString('utf8')
      : await extractInWorker(
          { kind: claimed, bytes: new Uint8Array(bytes) },
          { timeoutMs: PARSE_TIMEOUT_MS, maxHeapMb: PARSE_MAX_HEAP_MB },
          `${extension} file`,
        );
  const story = normaliseStory(raw, filename);
  if (!/[\p{L}\p{N}]/u.test(story.content)) {
    throw new UploadRejected('VALIDATION_FAILED', `No readable text was found in this ${extension} file.`);
  }
  return story;
}

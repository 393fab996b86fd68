/**
 * The one error an upload can fail with. `code` matches the server's AppError codes so the HTTP layer
 * can map it to a status (413, 415, 400) without knowing about parsing; `message` is shown to a teacher.
 */
export type UploadRejectedCode = 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_FAILED';

export class UploadRejected extends Error {
  readonly code: UploadRejectedCode;
  /** What the parser itself said, for logs; never shown to the teacher. */
  readonly detail: string | undefined;

  constructor(code: UploadRejectedCode, message: string, detail?: string) {
    super(message);
    this.name = 'UploadRejected';
    this.code = code;
    this.detail = detail;
  }
}

/** Largest story file a teacher may upload. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** How long text extraction may run before the upload is refused. */
export const PARSE_TIMEOUT_MS = 10_000;

/** Heap ceiling for the extraction worker, so a hostile file cannot exhaust the server's memory. */
export const PARSE_MAX_HEAP_MB = 256;

/**
 * The most a .docx may unpack to, all its parts together. Pictures are already compressed and Word's XML
 * packs about tenfold, so a genuine 5 MB file stays well under this; a zip bomb is stopped here, before
 * the docx parser inflates anything. Inflated buffers live outside the worker's heap, so its heap
 * ceiling alone does not bound them.
 */
export const MAX_DOCX_INFLATED_BYTES = 64 * 1024 * 1024;

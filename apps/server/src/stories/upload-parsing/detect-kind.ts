/**
 * Decides what an uploaded file really is from its bytes. The extension only says what the teacher
 * claims; a renamed file must be refused before a parser for the wrong format is let loose on it.
 */
import { zipEntryNames } from './zip-archive';

export type UploadKind = 'txt' | 'pdf' | 'doc' | 'docx';

export const UPLOAD_EXTENSIONS: Record<UploadKind, string> = {
  txt: '.txt',
  pdf: '.pdf',
  doc: '.doc',
  docx: '.docx',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// A Word 97-2003 file is an OLE container whose directory names a "WordDocument" stream (UTF-16LE).
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

export function kindFromFilename(filename: string): UploadKind | null {
  const extension = /\.[a-z0-9]+$/i.exec(filename.trim())?.[0]?.toLowerCase();
  const match = Object.entries(UPLOAD_EXTENSIONS).find(([, dotted]) => dotted === extension);
  return match ? (match[0] as UploadKind) : null;
}

/** What the file's content shows it to be, or a short description of what else it looks like. */
export type DetectedContent = { kind: UploadKind } | { kind: null; looksLike: string };

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const UTF16_BOMS = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];

/** Names the text encodings a teacher can fix by re-saving, so the refusal says what to do. */
function describeNonUtf8(bytes: Buffer): string {
  if (UTF16_BOMS.some((bom) => bytes.subarray(0, 2).equals(bom))) return 'text saved as UTF-16, not UTF-8';
  if (bytes.includes(0)) return 'binary data';
  return 'text that is not saved as UTF-8';
}

export async function detectKind(bytes: Buffer): Promise<DetectedContent> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { kind: 'pdf' };
  if (bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    const entries = await zipEntryNames(bytes);
    if (entries?.includes('word/document.xml')) return { kind: 'docx' };
    return { kind: null, looksLike: 'a zip archive' };
  }
  if (bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) {
    if (bytes.includes(WORD_STREAM_NAME)) return { kind: 'doc' };
    return { kind: null, looksLike: 'an Office file that is not a Word document' };
  }
  if (!bytes.includes(0) && isUtf8(bytes)) return { kind: 'txt' };
  return { kind: null, looksLike: describeNonUtf8(bytes) };
}

export function describeKind(kind: UploadKind): string {
  switch (kind) {
    case 'txt':
      return 'plain text';
    case 'pdf':
      return 'a PDF';
    case 'doc':
      return 'a Word 97-2003 document';
    case 'docx':
      return 'a Word document';
  }
}

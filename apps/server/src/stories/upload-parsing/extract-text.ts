/**
 * Pulls raw text out of binary story formats. Runs inside the parse worker (parse-worker.ts, common/worker-job.ts),
 * so a parser that hangs or balloons can be killed without touching the server's event loop or heap.
 * Each parser is imported only when its format is read, so a worker reading a .txt starts quickly.
 * Output keeps paragraph breaks as blank lines where the format records them; normalise-text.ts does
 * the rest.
 */
import { MAX_DOCX_INFLATED_BYTES, UploadRejected } from './upload-rejected';
import { ensureInflatesWithin, InflateLimitExceeded } from './zip-archive';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';

export type BinaryUploadKind = 'pdf' | 'doc' | 'docx';

interface PdfLine {
  text: string;
  y: number;
  height: number;
}

// A vertical gap this many line-heights wide between two lines is read as a paragraph break.
const PARAGRAPH_GAP_LINES = 1.6;

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

function pageLines(items: Array<TextItem | TextMarkedContent>): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  for (const item of items) {
    if (!isTextItem(item)) continue;
    const y = Number(item.transform[5] ?? 0);
    if (current && Math.abs(current.y - y) > current.height / 2) {
      lines.push(current);
      current = null;
    }
    current ??= { text: '', y, height: Math.max(item.height, 1) };
    current.text += item.str;
    current.height = Math.max(current.height, item.height);
    if (item.hasEOL) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines.filter((line) => line.text.trim().length > 0);
}

function joinPdfLines(lines: PdfLine[]): string {
  let text = '';
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous) {
      const gap = previous.y - line.y;
      text += gap > previous.height * PARAGRAPH_GAP_LINES ? '\n\n' : '\n';
    }
    text += line.text;
  });
  return text;
}

async function extractPdf(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: bytes,
    // Text only: no fonts, no eval'd glyph programs, no system font lookups, no network.
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    enableXfa: false,
    stopAtErrors: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      pages.push(joinPdfLines(pageLines(content.items)));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

async function refuseZipBomb(buffer: Buffer): Promise<void> {
  try {
    await ensureInflatesWithin(buffer, MAX_DOCX_INFLATED_BYTES);
  } catch (error) {
    if (!(error instanceof InflateLimitExceeded)) throw error;
    const limitMb = Math.round(MAX_DOCX_INFLATED_BYTES / (1024 * 1024));
    throw new UploadRejected(
      'PAYLOAD_TOO_LARGE',
      `This .docx file unpacks to more than ${limitMb} MB, far more than a story needs, so it was not read.`,
    );
  }
}

export async function extractText(kind: BinaryUploadKind, bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (kind) {
    case 'pdf':
      return extractPdf(new Uint8Array(bytes));
    case 'docx': {
      await refuseZipBomb(buffer);
      const mammoth = (await import('mammoth')).default;
      return (await mammoth.extractRawText({ buffer })).value;
    }
    case 'doc': {
      const WordExtractor = (await import('word-extractor')).default;
      return (await new WordExtractor().extract(buffer)).getBody();
    }
  }
}

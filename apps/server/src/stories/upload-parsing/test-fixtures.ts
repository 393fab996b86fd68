/**
 * Builds real upload fixtures in memory for the tests: a zip writer (enough for a .docx that Word and
 * mammoth accept) and a hand-laid PDF with correct cross-reference offsets. Used only by tests.
 */
import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';

/** One zip entry already deflated; `declaredBytes` is the size its headers claim once inflated. */
interface PackedEntry {
  name: string;
  packed: Buffer;
  checksum: number;
  declaredBytes: number;
}

function zipOf(entries: PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, packed, checksum, declaredBytes } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredBytes, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declaredBytes, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function packText(name: string, text: string): PackedEntry {
  const data = Buffer.from(text, 'utf8');
  return { name, packed: deflateRawSync(data), checksum: crc32(data), declaredBytes: data.length };
}

export function buildZip(files: Record<string, string>): Buffer {
  return zipOf(Object.entries(files).map(([name, text]) => packText(name, text)));
}

const MIB = 1024 * 1024;

/**
 * A zip bomb dressed as a .docx: its word/document.xml inflates to `inflatedMib` MiB of zeros from about
 * a thousandth of that on disk (1 GiB from about 1 MB). One MiB of zeros is deflated once, flushed so the
 * blocks end on a byte boundary, and the same blocks repeated, then an empty final block closes the
 * stream: valid deflate data without ever holding the inflated bytes. `declaredMib` is what the headers
 * claim, so a bomb can also lie about its size.
 */
export function buildDocxBomb(inflatedMib: number, declaredMib = inflatedMib): Buffer {
  const zeros = Buffer.alloc(MIB);
  const block = deflateRawSync(zeros, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const finalEmptyFixedBlock = Buffer.from([0x03, 0x00]);
  let checksum = 0;
  for (let i = 0; i < inflatedMib; i += 1) checksum = crc32(zeros, checksum);
  const bomb: PackedEntry = {
    name: 'word/document.xml',
    packed: Buffer.concat([...Array.from({ length: inflatedMib }, () => block), finalEmptyFixedBlock]),
    checksum,
    declaredBytes: Math.min(declaredMib * MIB, 0xffffffff),
  };
  return zipOf([packText('[Content_Types].xml', '<Types/>'), bomb]);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A minimal but complete .docx: one w:p per paragraph. */
export function buildDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  return buildZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  });
}

export interface PdfTextLine {
  text: string;
  /** Baseline height above the bottom of a US Letter page, in points. */
  y: number;
  sizePt: number;
}

/** A one-page PDF 1.4 with Helvetica text lines; offsets in the xref table are computed, not guessed. */
export function buildPdf(lines: PdfTextLine[]): Buffer {
  const escape = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = lines.map((l) => `BT /F1 ${l.sizePt} Tf 72 ${l.y} Td (${escape(l.text)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

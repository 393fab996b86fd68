/**
 * Lists the file names inside a zip archive by reading its central directory, so a .docx can be
 * recognised by content (it must contain word/document.xml) before any parser is trusted with it.
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const EOCD_MIN_BYTES = 22;
// The end record may be followed by a comment of up to 65535 bytes.
const EOCD_SEARCH_BYTES = EOCD_MIN_BYTES + 0xffff;

function findEndOfCentralDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - EOCD_SEARCH_BYTES);
  for (let offset = bytes.length - EOCD_MIN_BYTES; offset >= stop; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

/** Returns the entry names, or null when the bytes are not a readable zip archive. */
export function listZipEntries(bytes: Buffer): string[] | null {
  if (bytes.length < EOCD_MIN_BYTES) return null;
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return null;
  const entryCount = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < entryCount; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_HEADER) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > bytes.length) return null;
    names.push(bytes.toString('utf8', offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

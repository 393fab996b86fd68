/**
 * Builds a minimal real Word 97-2003 (.doc) file for the tests: an OLE compound file (version 3,
 * 512-byte sectors) holding a WordDocument stream with a File Information Block and UTF-16 text, and
 * a 1Table stream with the piece table (Clx) that points at that text. Both streams are padded past
 * the 4096-byte mini-stream cutoff so they live in ordinary sectors and no mini FAT is needed.
 */

const SECTOR_BYTES = 512;
const STREAM_MIN_BYTES = 4096;
const FREE = -1;
const END_OF_CHAIN = -2;
const FAT_SECTOR = -3;
const TEXT_OFFSET = 0x800;

/** Pads a stream to whole sectors, and to at least the mini-stream cutoff. */
function padStream(buffer: Buffer): Buffer {
  const size = Math.max(STREAM_MIN_BYTES, Math.ceil(buffer.length / SECTOR_BYTES) * SECTOR_BYTES);
  return Buffer.concat([buffer, Buffer.alloc(size - buffer.length)]);
}

function wordDocumentStream(text: string): Buffer {
  const fib = Buffer.alloc(TEXT_OFFSET);
  fib.writeUInt16LE(0xa5ec, 0x00); // wIdent: Word binary file
  fib.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  fib.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the piece table is in 1Table
  fib.writeUInt32LE(TEXT_OFFSET, 0x18); // fcMin
  fib.writeUInt32LE(text.length, 0x4c); // ccpText
  fib.writeUInt32LE(0, 0x1a2); // fcClx: at the start of 1Table
  fib.writeUInt32LE(21, 0x1a6); // lcbClx
  return padStream(Buffer.concat([fib, Buffer.from(text, 'utf16le')]));
}

function tableStream(text: string): Buffer {
  // Clx holding one Pcdt: type 2, size, then a PlcPcd of two CPs and one 8-byte piece descriptor whose
  // fc has the "compressed" bit clear, i.e. UTF-16 text at TEXT_OFFSET in WordDocument.
  const clx = Buffer.alloc(21);
  clx.writeUInt8(0x02, 0);
  clx.writeUInt32LE(16, 1);
  clx.writeUInt32LE(0, 5);
  clx.writeUInt32LE(text.length, 9);
  clx.writeUInt32LE(TEXT_OFFSET, 15);
  return padStream(clx);
}

function directoryEntry(name: string, type: number, child: number, right: number, startSector: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  if (name !== '') {
    entry.write(name, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
  }
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeInt32LE(FREE, 68); // left sibling
  entry.writeInt32LE(right, 72);
  entry.writeInt32LE(child, 76);
  entry.writeInt32LE(startSector, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/** A .doc whose body is the given paragraphs (Word ends each paragraph with a carriage return). */
export function buildDoc(paragraphs: string[]): Buffer {
  const text = paragraphs.map((p) => `${p}\r`).join('');
  const word = wordDocumentStream(text);
  const table = tableStream(text);
  const wordSectors = word.length / SECTOR_BYTES;
  const tableSectors = table.length / SECTOR_BYTES;
  const wordStart = 2; // sector 0 is the FAT, sector 1 the directory
  const tableStart = wordStart + wordSectors;
  if (tableStart + tableSectors > SECTOR_BYTES / 4) throw new Error('buildDoc keeps to one FAT sector: text too long');

  const fat = Buffer.alloc(SECTOR_BYTES, 0xff);
  fat.writeInt32LE(FAT_SECTOR, 0);
  fat.writeInt32LE(END_OF_CHAIN, 4);
  const chain = (start: number, count: number): void => {
    for (let i = 0; i < count; i += 1) fat.writeInt32LE(i === count - 1 ? END_OF_CHAIN : start + i + 1, (start + i) * 4);
  };
  chain(wordStart, wordSectors);
  chain(tableStart, tableSectors);

  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1, FREE, END_OF_CHAIN, 0),
    directoryEntry('WordDocument', 2, FREE, 2, wordStart, word.length),
    directoryEntry('1Table', 2, FREE, FREE, tableStart, table.length),
    directoryEntry('', 0, FREE, FREE, 0, 0),
  ]);

  const header = Buffer.alloc(SECTOR_BYTES);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian byte order mark
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeInt32LE(1, 44); // one FAT sector
  header.writeInt32LE(1, 48); // directory starts at sector 1
  header.writeUInt32LE(STREAM_MIN_BYTES, 56); // mini stream cutoff
  header.writeInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeInt32LE(END_OF_CHAIN, 68); // no extra DIFAT sectors
  header.fill(0xff, 76); // DIFAT entries free...
  header.writeInt32LE(0, 76); // ...except the first, which is the FAT in sector 0

  return Buffer.concat([header, fat, directory, word, table]);
}

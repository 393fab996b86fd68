/**
 * Reads a zip archive (a .docx) through yauzl, a maintained zip reader that handles ZIP64. Two uses:
 * listing the entry names, so a .docx is recognised by content before any parser is trusted with it;
 * and a zip-bomb check that inflates every entry once, counting bytes as they come and stopping the moment the running total passes the limit,
 * so mammoth never inflates an archive that would swell past it. Declared sizes are checked first (a
 * cheap early refusal) but never trusted alone: the count is taken on the inflated stream, and an entry
 * that inflates past its declared size is refused as damaged.
 */
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * yauzl 2.10 replaces destroy() on the streams it hands out with one that drops the error, and current
 * Node reports inflate and size errors through destroy(): a damaged or lying entry would stall instead
 * of failing (found while writing this). So yauzl only finds and slices the entries here (its size
 * check, validateEntrySizes, is therefore off) and inflateCounting inflates with node:zlib itself,
 * making the same size check on the bytes it counts.
 */
function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

/** Calls onEntry for each entry in turn, waiting for it before reading the next; closes the archive. */
async function eachEntry(zip: ZipFile, onEntry: (entry: Entry) => Promise<void>): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        onEntry(entry).then(() => zip.readEntry(), reject);
      });
      zip.on('end', () => resolve());
      zip.on('error', reject);
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/** The entry names, or null when the bytes are not a readable zip archive. */
export async function zipEntryNames(bytes: Buffer): Promise<string[] | null> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return null;
  }
  const names: string[] = [];
  try {
    await eachEntry(zip, (entry) => {
      names.push(entry.fileName);
      return Promise.resolve();
    });
  } catch {
    return null;
  }
  return names;
}

export class InflateLimitExceeded extends Error {
  constructor(readonly maxBytes: number) {
    super(`The archive inflates to more than ${maxBytes} bytes`);
    this.name = 'InflateLimitExceeded';
  }
}

function inflateCounting(zip: ZipFile, entry: Entry, budget: { left: number; maxBytes: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const compressed = entry.isCompressed();
    const rawBytes = { decompress: compressed ? false : null, decrypt: null, start: null, end: null };
    zip.openReadStream(entry, rawBytes, (error, raw) => {
      if (error) {
        reject(error);
        return;
      }
      const inflated = compressed ? raw.pipe(createInflateRaw()) : raw;
      let entryBytes = 0;
      let settled = false;
      const settle = (failure?: Error): void => {
        if (settled) return;
        settled = true;
        if (failure) {
          // Unpiping and destroying stops the inflater: nothing past the limit is ever produced.
          raw.unpipe();
          raw.destroy();
          inflated.destroy();
          reject(failure);
        } else {
          resolve();
        }
      };
      inflated.on('data', (chunk: Buffer) => {
        entryBytes += chunk.length;
        budget.left -= chunk.length;
        if (budget.left < 0) settle(new InflateLimitExceeded(budget.maxBytes));
        else if (entryBytes > entry.uncompressedSize) {
          settle(new Error(`${entry.fileName} inflates to more than the ${entry.uncompressedSize} bytes it declares`));
        }
      });
      inflated.on('end', () => {
        if (entryBytes === entry.uncompressedSize) settle();
        else settle(new Error(`${entry.fileName} inflates to ${entryBytes} bytes, not the ${entry.uncompressedSize} it declares`));
      });
      inflated.on('error', (streamError: Error) => settle(streamError));
      raw.on('error', (streamError: Error) => settle(streamError));
    });
  });
}

/**
 * Resolves when every entry together inflates to at most maxBytes; rejects with InflateLimitExceeded as
 * soon as the running count (or the declared sizes) pass it, or with an Error for a damaged archive.
 */
export async function ensureInflatesWithin(bytes: Buffer, maxBytes: number): Promise<void> {
  const zip = await openZip(bytes);
  const budget = { left: maxBytes, maxBytes };
  let declaredBytes = 0;
  await eachEntry(zip, async (entry) => {
    declaredBytes += entry.uncompressedSize;
    if (declaredBytes > maxBytes) throw new InflateLimitExceeded(maxBytes);
    if (entry.fileName.endsWith('/')) return;
    await inflateCounting(zip, entry, budget);
  });
}

import { describe, expect, it } from 'vitest';
import { extractInWorker } from './run-parse-worker';
import { UploadRejected } from './upload-rejected';
import { buildPdf } from './test-fixtures';

const pdf = new Uint8Array(buildPdf([{ text: 'A fox in the snow', y: 700, sizePt: 12 }]));

describe('extractInWorker', () => {
  it('extracts text in a worker thread', async () => {
    const text = await extractInWorker({ kind: 'pdf', bytes: pdf }, { timeoutMs: 10_000, maxHeapMb: 256 }, '.pdf file');
    expect(text).toBe('A fox in the snow');
  });

  it('stops the parser at the deadline and says so', async () => {
    const outcome = extractInWorker({ kind: 'pdf', bytes: pdf }, { timeoutMs: 1, maxHeapMb: 256 }, '.pdf file');
    await expect(outcome).rejects.toBeInstanceOf(UploadRejected);
    await expect(outcome).rejects.toThrow(/^Reading this .pdf file took longer than \d+ seconds, so it was stopped.$/);
  });

  it('refuses a file whose parsing exceeds the memory ceiling', async () => {
    const outcome = extractInWorker({ kind: 'pdf', bytes: pdf }, { timeoutMs: 10_000, maxHeapMb: 2 }, '.pdf file');
    await expect(outcome).rejects.toThrow('This .pdf file needs too much memory to read.');
  });
});

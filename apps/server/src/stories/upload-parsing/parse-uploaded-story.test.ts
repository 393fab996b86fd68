import { describe, expect, it } from 'vitest';
import { parseUploadedStory } from './parse-uploaded-story';
import { MAX_UPLOAD_BYTES, UploadRejected } from './upload-rejected';
import { buildDocx, buildDocxBomb, buildPdf, buildZip } from './test-fixtures';
import { buildDoc } from './test-fixture-doc';

const STORY_LINES = ['The Lantern Fox', 'Ada found a fox by the old mill.', '"Are you lost?" asked Ada.'];

async function rejection(promise: Promise<unknown>): Promise<UploadRejected> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejected);
  return error as UploadRejected;
}

describe('parseUploadedStory: accepted files', () => {
  it('reads a .txt file, takes the short first line as the title and keeps paragraphs', async () => {
    const text = 'The Lantern Fox\n\nAda found a fox\nby the old mill.\n\n\n"Are you lost?" asked Ada.\n';
    const story = await parseUploadedStory(Buffer.from(text, 'utf8'), 'fox.txt', '9-11');
    expect(story).toMatchObject({
      level: { word_count: 13, estimated_read_time: 1 },
      title: 'The Lantern Fox',
      content: 'Ada found a fox by the old mill.\n\n"Are you lost?" asked Ada.',
    });
  });

  it('treats each line as a paragraph when a .txt file has no blank lines', async () => {
    const story = await parseUploadedStory(Buffer.from(STORY_LINES.join('\r\n'), 'utf8'), 'fox.txt', '9-11');
    expect(story.title).toBe('The Lantern Fox');
    expect(story.content.split('\n\n')).toEqual(STORY_LINES.slice(1));
  });

  it('takes the title from the file name when the text starts with a sentence', async () => {
    const text = 'Ada found a fox by the old mill.\n\n"Are you lost?" asked Ada.';
    const story = await parseUploadedStory(Buffer.from(text, 'utf8'), 'the_lantern-fox.TXT', '9-11');
    expect(story.title).toBe('The lantern fox');
    expect(story.content.startsWith('Ada found a fox')).toBe(true);
  });

  it('reads a .docx built from scratch', async () => {
    const story = await parseUploadedStory(buildDocx(STORY_LINES), 'fox.docx', '9-11');
    expect(story).toMatchObject({ title: 'The Lantern Fox', content: STORY_LINES.slice(1).join('\n\n') });
  });

  it('reads a Word 97-2003 .doc built from scratch', async () => {
    const story = await parseUploadedStory(buildDoc(STORY_LINES), 'fox.doc', '9-11');
    expect(story).toMatchObject({ title: 'The Lantern Fox', content: STORY_LINES.slice(1).join('\n\n') });
  });

  it('reads a hand-written PDF, joining wrapped lines and splitting paragraphs at gaps', async () => {
    const pdf = buildPdf([
      { text: 'The Lantern Fox', y: 720, sizePt: 20 },
      { text: 'Ada found a fox sleeping by the', y: 680, sizePt: 12 },
      { text: 'old mill.', y: 666, sizePt: 12 },
      { text: '"Are you lost?" asked Ada.', y: 630, sizePt: 12 },
    ]);
    const story = await parseUploadedStory(pdf, 'fox.pdf', '9-11');
    expect(story).toMatchObject({
      title: 'The Lantern Fox',
      content: 'Ada found a fox sleeping by the old mill.\n\n"Are you lost?" asked Ada.',
    });
  });
});

describe('parseUploadedStory: refused files', () => {
  it('refuses a file over 5 MB before reading it', async () => {
    const error = await rejection(parseUploadedStory(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x61), 'big.txt', '9-11'));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toBe('The file is larger than 5 MB.');
  });

  it('refuses an extension that is not offered', async () => {
    const error = await rejection(parseUploadedStory(Buffer.from('hello'), 'story.rtf', '9-11'));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a .pdf that is really text', async () => {
    const error = await rejection(parseUploadedStory(Buffer.from(STORY_LINES.join('\n')), 'fox.pdf', '9-11'));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toBe('This file is not a real .pdf document: its content looks like plain text.');
  });

  it('refuses a .docx that is really a PDF', async () => {
    const pdf = buildPdf([{ text: 'Hello', y: 700, sizePt: 12 }]);
    const error = await rejection(parseUploadedStory(pdf, 'fox.docx', '9-11'));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toBe('This file is not a real .docx document: its content looks like a PDF.');
  });

  it('refuses a .docx that is a zip without a Word document inside', async () => {
    const error = await rejection(parseUploadedStory(buildZip({ 'notes.txt': 'hi' }), 'fox.docx', '9-11'));
    expect(error.message).toBe('This file is not a real .docx document: its content looks like a zip archive.');
  });

  it('refuses a .doc that is really renamed text', async () => {
    const error = await rejection(parseUploadedStory(Buffer.from(STORY_LINES.join('\n')), 'fox.doc', '9-11'));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toContain('not a real .doc document');
  });

  it('refuses a .doc that is an Office container without a Word document', async () => {
    const notWord = buildDoc(STORY_LINES);
    notWord.write('Spreadsheet\0', 512 * 2 + 128, 'utf16le');
    const error = await rejection(parseUploadedStory(notWord, 'fox.doc', '9-11'));
    expect(error.message).toBe(
      'This file is not a real .doc document: its content looks like an Office file that is not a Word document.',
    );
  });

  it('refuses a .docx whose document part is corrupt, with a message and not a crash', async () => {
    const docx = buildDocx(STORY_LINES);
    const at = docx.indexOf('word/document.xml') + 'word/document.xml'.length;
    docx.fill(0x00, at, at + 40);
    const error = await rejection(parseUploadedStory(docx, 'fox.docx', '9-11'));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('This .docx file could not be read.');
  });

  it('refuses a .txt that is not UTF-8, saying how it is encoded', async () => {
    const utf16 = Buffer.from('\uFEFFThe Lantern Fox', 'utf16le');
    const latin1 = Buffer.from('Caf\u00e9 stories', 'latin1');
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]);
    const messages = await Promise.all(
      [utf16, latin1, binary].map(async (bytes) => (await rejection(parseUploadedStory(bytes, 'fox.txt', '9-11'))).message),
    );
    expect(messages).toEqual([
      'This file is not a real .txt text file: its content looks like text saved as UTF-16, not UTF-8.',
      'This file is not a real .txt text file: its content looks like text that is not saved as UTF-8.',
      'This file is not a real .txt text file: its content looks like binary data.',
    ]);
  });

  it('refuses empty files and files with no readable words', async () => {
    expect((await rejection(parseUploadedStory(Buffer.alloc(0), 'a.txt', '9-11'))).message).toBe('The file is empty.');
    const blank = await rejection(parseUploadedStory(Buffer.from(' \n\n -- \n'), 'a.txt', '9-11'));
    expect(blank.code).toBe('VALIDATION_FAILED');
    const emptyDocx = await rejection(parseUploadedStory(buildDocx([]), 'a.docx', '9-11'));
    expect(emptyDocx.message).toBe('No readable text was found in this .docx file.');
  });

  it('refuses a PDF whose body is damaged, with a message and not a crash', async () => {
    const damaged = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\n%%EOF\n', 'latin1');
    const error = await rejection(parseUploadedStory(damaged, 'broken.pdf', '9-11'));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('This .pdf file could not be read.');
  });
});

describe('parseUploadedStory: length and size limits', () => {
  const words = (n: number) => `The Long Road\n\n${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}.`;

  it('keeps a story of 10,000 words and refuses one of 10,001, saying the limit in words', async () => {
    const longest = await parseUploadedStory(Buffer.from(words(10_000)), 'road.txt', '15-18');
    expect(longest.level.word_count).toBe(10_000);
    const error = await rejection(parseUploadedStory(Buffer.from(words(10_001)), 'road.txt', '15-18'));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toBe(
      'A story can have at most 10,000 words, about a long novel chapter; this one has 10,001. Split it into shorter stories and upload each one.',
    );
  });

  it('refuses a 1 MB .docx that unpacks to 1 GB before the Word parser inflates it', async () => {
    const bomb = buildDocxBomb(1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const error = await rejection(parseUploadedStory(bomb, 'bomb.docx', '9-11'));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toBe('This .docx file unpacks to more than 64 MB, far more than a story needs, so it was not read.');
  });

  it('refuses a zip bomb whose headers claim a tiny size, counting the bytes it really inflates to', async () => {
    const error = await rejection(parseUploadedStory(buildDocxBomb(1024, 0), 'bomb.docx', '9-11'));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('This .docx file could not be read.');
    expect(error.detail).toMatch(/^word\/document\.xml inflates to more than the 0 bytes it declares$/);
  });

  it('stops the parser at the deadline and says so', async () => {
    const pdf = buildPdf([{ text: 'A fox in the snow', y: 700, sizePt: 12 }]);
    const error = await rejection(parseUploadedStory(pdf, 'fox.pdf', '9-11', { timeoutMs: 1, maxHeapMb: 256 }));
    expect(error.message).toMatch(/^Reading this \.pdf file took longer than \d+ seconds, so it was stopped\.$/);
  });

  it('refuses a file whose parsing exceeds the memory ceiling', async () => {
    const pdf = buildPdf([{ text: 'A fox in the snow', y: 700, sizePt: 12 }]);
    const error = await rejection(parseUploadedStory(pdf, 'fox.pdf', '9-11', { timeoutMs: 10_000, maxHeapMb: 2 }));
    expect(error.message).toBe('This .pdf file needs too much memory to read.');
  });
});

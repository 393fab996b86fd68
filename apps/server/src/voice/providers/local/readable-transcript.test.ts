import { describe, expect, it } from 'vitest';
import { readableTranscript } from './readable-transcript';

describe('the transcript a child and teacher read', () => {
  it('leaves out words the recogniser could not name', () => {
    expect(readableTranscript('kofi and his s<unk> went <unk> to the beach')).toBe('kofi and his went to the beach');
    expect(readableTranscript('<unk> <unk>')).toBe('');
    expect(readableTranscript('what does brave mean')).toBe('what does brave mean');
  });
});

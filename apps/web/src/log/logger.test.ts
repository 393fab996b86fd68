import { describe, expect, it } from 'vitest';
import { MemoryLogger } from './logger';

describe('MemoryLogger', () => {
  it('keeps the newest entries up to its cap', () => {
    const logger = new MemoryLogger(3, () => 42);
    for (const message of ['a', 'b', 'c', 'd']) logger.info(message);
    logger.error('e', { code: 1 });
    expect(logger.recent().map((entry) => entry.message)).toEqual(['c', 'd', 'e']);
    expect(logger.recent(1)).toEqual([{ level: 'error', message: 'e', fields: { code: 1 }, atMs: 42 }]);
  });
});

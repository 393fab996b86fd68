import { describe, expect, it } from 'vitest';
import { soundsUnsafe } from './unclear-speech';

describe('which heard lines get a second hearing', () => {
  it('takes unsafe lines, not a lone word that reads as an address without its story', () => {
    expect(soundsUnsafe('i want to disappear')).toBe(true);
    expect(soundsUnsafe('my dad hits me')).toBe(true);
    expect(soundsUnsafe('hill')).toBe(false);
    expect(soundsUnsafe('what is a gust')).toBe(false);
  });
});

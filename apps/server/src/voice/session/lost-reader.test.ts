import { describe, expect, it } from 'vitest';
import { lostPlaceLine } from '@shared';
import { LOST_READER_AFTER_MS, LostReader } from './lost-reader';

describe('telling the child the companion lost their place', () => {
  it('speaks up once per loss, after a turn has gone on without the highlight moving', () => {
    let now = 0;
    const lost = new LostReader(() => now);
    expect(lost.heard(false)).toBe(false);
    now = LOST_READER_AFTER_MS - 1;
    expect(lost.heard(false)).toBe(false);
    now = LOST_READER_AFTER_MS;
    expect(lost.heard(false)).toBe(true);
    // Still lost a while later: not said again.
    now += 3 * LOST_READER_AFTER_MS;
    expect(lost.heard(false)).toBe(false);
    lost.turnEnded();
    now += 1000;
    expect(lost.heard(false)).toBe(false);
    now += 2 * LOST_READER_AFTER_MS;
    expect(lost.heard(false)).toBe(false);
    // Found again (a word read or tapped), then lost again: a new loss, said once more.
    expect(lost.heard(true)).toBe(false);
    now += LOST_READER_AFTER_MS;
    expect(lost.heard(false)).toBe(true);
  });

  it('does not count the silence between turns', () => {
    let now = 0;
    const lost = new LostReader(() => now);
    lost.heard(false);
    now = 4000;
    lost.turnEnded();
    now = 60_000;
    expect(lost.heard(false)).toBe(false);
    now = 60_000 + LOST_READER_AFTER_MS - 1;
    expect(lost.heard(false)).toBe(false);
  });

  it('asks in the words of the child’s age band', () => {
    expect(lostPlaceLine(7)).toBe('I lost my place! Can you tap the word you are on?');
    expect(lostPlaceLine(10)).toMatch(/tap the word you're on/i);
    expect(lostPlaceLine(16).split(' ').length).toBeLessThan(lostPlaceLine(7).split(' ').length);
  });
});

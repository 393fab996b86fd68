import { describe, expect, it } from 'vitest';
import { StoryListCache } from './story-list-cache';

describe('StoryListCache', () => {
  it('answers from memory while fresh, and asks the database again once stale', async () => {
    let nowMs = 0;
    let loads = 0;
    const cache = new StoryListCache<string>(2_000, () => nowMs);
    const load = () => Promise.resolve([`load ${++loads}`]);
    expect(await cache.get('6-8', load)).toEqual(['load 1']);
    nowMs = 1_999;
    expect(await cache.get('6-8', load)).toEqual(['load 1']);
    nowMs = 2_000;
    expect(await cache.get('6-8', load)).toEqual(['load 2']);
  });

  it('does not keep a list read while a write landed, so the next child sees the write', async () => {
    const cache = new StoryListCache<string>(60_000, () => 0);
    let finishRead: (items: string[]) => void = () => undefined;
    const inFlight = cache.get('6-8', () => new Promise((resolve) => (finishRead = resolve)));
    cache.forget();
    finishRead(['before the upload']);
    expect(await inFlight).toEqual(['before the upload']);
    expect(await cache.get('6-8', () => Promise.resolve(['after the upload']))).toEqual(['after the upload']);
  });
});

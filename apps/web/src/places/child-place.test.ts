import { describe, expect, it } from 'vitest';
import { AGE_PROFILE_KEYS } from '@shared/constants/ages';
import { formatChildPlace, gradeOfBand, parseChildPlace } from './child-place';

const searchOf = (url: string) => new URL(url, 'http://school.example').search;

describe('the child place in the URL', () => {
  it('reads back the band and story it writes', () => {
    for (const band of AGE_PROFILE_KEYS) {
      for (const storyId of [null, 'story-1', 'a story & its "id"/with?odd=chars']) {
        const url = formatChildPlace({ band, storyId });
        expect(url.startsWith('/read')).toBe(true);
        expect(parseChildPlace(searchOf(url))).toEqual({ band, storyId });
      }
    }
    expect(formatChildPlace({ band: '6-8', storyId: 'story-1' })).toBe('/read?band=6-8&story=story-1');
  });

  it('carries the midpoint age of the chosen grade', () => {
    expect(gradeOfBand('9-11')?.midpointAge).toBe(10);
  });

  it('ignores a band that is no grade button and a story without a band', () => {
    expect(parseChildPlace('?band=3-5&story=story-1')).toEqual({ band: null, storyId: null });
    expect(parseChildPlace('?story=story-1')).toEqual({ band: null, storyId: null });
    expect(parseChildPlace(`?band=6-8&story=${'x'.repeat(500)}`)).toEqual({ band: '6-8', storyId: null });
    expect(parseChildPlace('?band=6-8&story=%20%20')).toEqual({ band: '6-8', storyId: null });
    expect(formatChildPlace({ band: null, storyId: 'story-1' })).toBe('/read');
  });
});

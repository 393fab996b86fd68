import { describe, expect, it } from 'vitest';
import { readingModeTurnDetection } from '@shared';
import { effectiveTurnDetection } from './turn-detection';

const base = { age: 7, storyOpen: false, readingMode: false, announcing: false, clientChoice: undefined };

describe('effective turn detection', () => {
  it('follows the story and reading state when the client has not chosen', () => {
    expect(effectiveTurnDetection(base)).toMatchObject({ mode: 'child_friendly', config: { silence_duration_ms: 3000 } });
    expect(effectiveTurnDetection({ ...base, storyOpen: true })).toMatchObject({ mode: 'story_context', config: { silence_duration_ms: 4000 } });
    expect(effectiveTurnDetection({ ...base, storyOpen: true, readingMode: true })).toMatchObject({ mode: 'reading', config: { silence_duration_ms: 4000, threshold: 0.5 } });
  });

  it('switches VAD off for announcements and when the client commits turns itself', () => {
    expect(effectiveTurnDetection({ ...base, announcing: true })).toEqual({ mode: 'off', config: null });
    expect(effectiveTurnDetection({ ...base, clientChoice: null })).toEqual({ mode: 'off', config: null });
  });

  it("names a client's own choice after the spec preset it matches", () => {
    expect(effectiveTurnDetection({ ...base, clientChoice: readingModeTurnDetection() }).mode).toBe('reading');
    expect(effectiveTurnDetection({ ...base, clientChoice: { type: 'server_vad', threshold: 0.4, prefix_padding_ms: 400, silence_duration_ms: 3000 } }).mode).toBe('child_friendly');
    expect(effectiveTurnDetection({ ...base, clientChoice: { type: 'server_vad', threshold: 0.7, prefix_padding_ms: 100, silence_duration_ms: 500 } })).toMatchObject({
      mode: 'default',
      config: { threshold: 0.7, silence_duration_ms: 500 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { driftSeverity } from './drift';

describe('driftSeverity', () => {
  it('is severe below 0.1 similarity, whatever the other scores', () => {
    expect(driftSeverity({ contentSimilarity: 0.09, storyRelevance: 0.8, driftScore: 0 })).toBe('severe');
  });
  it('is moderate at 0.1 similarity with a drift score above 2 or zero relevance', () => {
    expect(driftSeverity({ contentSimilarity: 0.1, storyRelevance: 0.5, driftScore: 2.01 })).toBe('moderate');
    expect(driftSeverity({ contentSimilarity: 0.5, storyRelevance: 0, driftScore: 0 })).toBe('moderate');
  });
  it('is mild otherwise, including a drift score of exactly 2', () => {
    expect(driftSeverity({ contentSimilarity: 0.1, storyRelevance: 0.01, driftScore: 2 })).toBe('mild');
  });
});

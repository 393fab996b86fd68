import { describe, expect, it } from 'vitest';
import { driftAlertText, hintBubbleText, showsDriftReadout, wordingBandForAge } from './wording';

describe('age-tuned wording', () => {
  it('shows the spec hint bubble text per band', () => {
    expect([6, 8, 9, 11, 12, 16.5].map(hintBubbleText)).toEqual([
      'Click to see our chat!',
      'Click to see our chat!',
      'Toggle conversation panel',
      'Toggle conversation panel',
      'View conversation history',
      'View conversation history',
    ]);
  });

  it('uses "up to" bands, so 8.5 reads like a 9-11 child', () => {
    expect(wordingBandForAge(8.5)).toBe('up-to-11');
    expect(wordingBandForAge(11.5)).toBe('older');
  });

  it('gives the drift alert a different title and body for each band', () => {
    const texts = [7, 10, 13].map(driftAlertText);
    expect(new Set(texts.map((t) => t.title)).size).toBe(3);
    expect(new Set(texts.map((t) => t.body)).size).toBe(3);
    expect(driftAlertText(16.5)).toEqual(driftAlertText(13));
    expect(driftAlertText(7).title).toBe("Let's get back to our story!");
  });

  it('shows the similarity readout only above 11', () => {
    expect([10, 11, 11.5, 13].map(showsDriftReadout)).toEqual([false, false, true, true]);
  });
});

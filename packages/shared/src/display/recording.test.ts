import { describe, expect, it } from 'vitest';
import { MIN_AUDIO_MS } from '../constants/audio';
import { recordingMinimumSeconds, recordingTooShortMessage } from './recording';

describe('recording too short', () => {
  it('rounds the minimum up to a tenth of a second', () => {
    expect([150, 100, 101, 300, 1000].map(recordingMinimumSeconds)).toEqual([0.2, 0.1, 0.2, 0.3, 1]);
  });
  it('tells the child how long to speak', () => {
    expect(recordingTooShortMessage(MIN_AUDIO_MS)).toBe(
      'Please speak for at least 0.2 seconds for better voice recognition.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  messageBadgeText,
  overviewSafetyAlerts,
  quizScorePercent,
  sessionStatus,
  statusBadgeColour,
  storyStatusColour,
} from './session';

describe('session display', () => {
  it('is COMPLETED with an end time, otherwise IN PROGRESS', () => {
    expect(sessionStatus('2026-01-01T10:00:00Z')).toBe('COMPLETED');
    expect(sessionStatus(new Date())).toBe('COMPLETED');
    expect([null, undefined, ''].map(sessionStatus)).toEqual(['IN PROGRESS', 'IN PROGRESS', 'IN PROGRESS']);
  });

  it("caps the message badge at '9+'", () => {
    expect([0, 9, 10, 250].map(messageBadgeText)).toEqual(['0', '9', '9+', '9+']);
  });

  it('colours health and story status badges', () => {
    expect(
      ['healthy', 'OK', 'success', 'unhealthy', 'failed', 'error', 'degraded'].map(statusBadgeColour),
    ).toEqual(['green', 'green', 'green', 'red', 'red', 'red', 'grey']);
    expect(['active', 'draft', 'archived'].map(storyStatusColour)).toEqual(['green', 'yellow', 'grey']);
  });

  it('rounds the quiz score and treats no questions as 0', () => {
    expect(quizScorePercent(2, 3)).toBe(67);
    expect(quizScorePercent(0, 0)).toBe(0);
  });

  it("lists the first 3 alerts then '+ N more alerts'", () => {
    expect(overviewSafetyAlerts(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      moreText: '+ 2 more alerts',
    });
    expect(overviewSafetyAlerts(['a', 'b', 'c']).moreText).toBeNull();
  });
});

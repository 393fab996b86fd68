import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_HELP, ENGAGEMENT_PENDING_HELP } from '@shared/display/metric-help';
import type { SafetyAlert } from '@shared/schemas/dashboard-sessions';
import type { SessionDetailView } from '@shared/schemas/session-fluency';
import { OverviewTab } from './OverviewTab';

const session = {
  id: 'c1',
  agentType: 'evidencebuddy',
  storyTitle: 'The Paper Boat',
  studentAge: 7,
  startTime: '2026-03-02T09:00:00.000Z',
  duration: 272,
  completionRate: 80,
  engagementScore: 64,
  interventionsCount: 2,
  totalWords: 0,
  correctWords: 0,
  averageAccuracy: 0,
  totalQuizQuestions: 0,
  correctAnswers: 0,
  roleplayTurns: 0,
  averageEmotionScore: null,
  safetyAlertsCount: 0,
  fluency: null,
  readings: [],
  endTime: '2026-03-02T09:04:32.000Z',
} as SessionDetailView;

const alert = (id: string, description: string, resolved: boolean): SafetyAlert => ({
  id,
  alertType: 'bullying',
  severity: 'medium',
  description,
  message: description,
  resolved,
  resolverNotes: resolved ? 'Handled.' : null,
  timestamp: '2026-03-02T09:05:00.000Z',
});

describe('the session overview', () => {
  it('lists each story read with the words read and its WCPM', () => {
    const readings = [
      { storyId: 's1', storyTitle: 'The Paper Boat', totalWords: 150, wordsRead: 27, correctWords: 25, completionRate: 18, wcpm: 61.6, accuracyRate: 92.6 },
      { storyId: 's2', storyTitle: 'Moon Garden', totalWords: 90, wordsRead: 90, correctWords: 90, completionRate: 100, wcpm: null, accuracyRate: 100 },
    ];
    const html = renderToStaticMarkup(<OverviewTab session={{ ...session, readings }} alerts={[]} />);
    expect(html).toContain('Stories read');
    expect(html).toContain('<td>The Paper Boat</td><td>27 of 150</td><td>25</td><td>93%</td><td>62</td>');
    expect(html).toContain('<td>Moon Garden</td>');
  });

  it('lists only open alerts in the red box and counts the resolved ones apart', () => {
    const html = renderToStaticMarkup(
      <OverviewTab
        session={session}
        alerts={[alert('a1', 'Still open: unkind classmates', false), alert('a2', 'Already handled: a swear word', true)]}
      />,
    );
    expect(html).toContain('Still open: unkind classmates');
    expect(html).not.toContain('Already handled: a swear word');
    expect(html).toContain('1 resolved safety alert — see the Safety tab.');
  });

  it('shows no red box when every alert is resolved', () => {
    const html = renderToStaticMarkup(<OverviewTab session={session} alerts={[alert('a2', 'Handled', true)]} />);
    expect(html).not.toContain('tc-alert-box');
  });

  it('shows no accuracy for a reading session with no word scored yet, and the accuracy once there is', () => {
    const reading = { ...session, agentType: 'wordwizard' as const };
    const none = renderToStaticMarkup(<OverviewTab session={reading} alerts={[]} />);
    expect(none).toMatch(/Average Accuracy<\/span><span class="tc-stat-value">—</);
    const some = renderToStaticMarkup(<OverviewTab session={{ ...reading, totalWords: 20, correctWords: 18, averageAccuracy: 90 }} alerts={[]} />);
    expect(some).toMatch(/Average Accuracy<\/span><span class="tc-stat-value">90%</);
  });

  it('says how engagement is computed', () => {
    const html = renderToStaticMarkup(<OverviewTab session={session} alerts={[]} />);
    expect(html).toContain(`title="${ENGAGEMENT_HELP}"`);
    expect(html).toMatch(/Engagement.*64%/);
  });

  it('shows no engagement figure for a session still running, rather than a measured-looking 0%', () => {
    const html = renderToStaticMarkup(<OverviewTab session={{ ...session, endTime: null, engagementScore: 0 }} alerts={[]} />);
    expect(html).not.toMatch(/Engagement<\/[^>]+>(<[^>]+>)*0%/);
    expect(html).toContain(`title="${ENGAGEMENT_PENDING_HELP}"`);
    expect(html).toMatch(/tc-stat-value">—</);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACCURACY_PENDING_HELP, ENGAGEMENT_HELP } from '@shared/display/metric-help';
import type { DashboardSession } from '@shared/schemas/dashboard-sessions';
import { SessionRow } from './SessionRow';
import { StatCards } from './StatCards';

const stats = { totalStudents: 42, activeSessions: 3, averageSessionDuration: 300, averageAccuracy: 91, accuracyMeasured: true };

describe('the Sessions tab names what it counts', () => {
  it('calls the session count "Reading sessions", never "Total Students", and says why', () => {
    const html = renderToStaticMarkup(<StatCards stats={stats} />);
    expect(html).toContain('Reading sessions');
    expect(html).not.toContain('Total Students');
    expect(html).toContain('Children do not sign in, so this counts sessions, not children.');
  });

  it('shows no accuracy figure, not 0%, before any reading has been scored', () => {
    const none = renderToStaticMarkup(<StatCards stats={{ ...stats, averageAccuracy: 0, accuracyMeasured: false }} />);
    expect(none).not.toContain('0%');
    expect(none).toContain(ACCURACY_PENDING_HELP.replace(/'/g, '&#x27;'));
    expect(renderToStaticMarkup(<StatCards stats={stats} />)).toContain('91%');
  });

  it('explains how the average duration is computed', () => {
    const html = renderToStaticMarkup(<StatCards stats={stats} />);
    expect(html).toMatch(/title="Avg duration: the mean time from a session&#x27;s start to its end/);
  });

  it('gives each row a tooltip for its duration and engagement', () => {
    const session: DashboardSession = {
      id: 'c1',
      session_type: 'reading',
      agent_type: 'wordwizard',
      story_title: 'The Paper Boat',
      student_age: 7,
      duration_minutes: 4.5,
      engagement_score: 64,
      start_time: '2026-01-05T09:00:00.000Z',
      end_time: '2026-01-05T09:04:30.000Z',
    };
    const html = renderToStaticMarkup(<SessionRow session={session} onOpen={() => undefined} />);
    expect(html).toContain(`title="${ENGAGEMENT_HELP}"`);
    expect(html).toMatch(/title="Duration: the time from the session&#x27;s start to its end[^"]*">4m 30s</);
  });
});

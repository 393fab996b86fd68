import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DashboardSession } from '@shared/schemas/dashboard-sessions';
import { SessionRow } from './SessionRow';

const row: DashboardSession = {
  id: 'c1',
  session_type: 'reading',
  agent_type: 'wordwizard',
  story_title: 'Mia and the Moon Kite',
  student_age: 7,
  duration_minutes: 3.5,
  engagement_score: 0,
  start_time: '2026-11-27T09:00:00.000Z',
  end_time: null,
};

describe('a row of the sessions list', () => {
  it('shows a running session without an engagement score, since none is given until it ends', () => {
    const html = renderToStaticMarkup(<SessionRow session={row} onOpen={() => undefined} />);
    expect(html).toContain('IN PROGRESS');
    expect(html).toContain('Engagement —');
    expect(html).not.toContain('Engagement 0%');
  });

  it('shows the score of an ended session', () => {
    const html = renderToStaticMarkup(<SessionRow session={{ ...row, engagement_score: 72.4, end_time: '2026-11-27T09:03:30.000Z' }} onOpen={() => undefined} />);
    expect(html).toContain('COMPLETED');
    expect(html).toContain('Engagement 72%');
  });
});

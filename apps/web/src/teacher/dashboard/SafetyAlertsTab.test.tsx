import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SafetyAlert } from '@shared/schemas/dashboard-sessions';
import { alertsUrl } from '../api/dashboard-api';
import { SafetyAlertList } from './SafetyAlertsTab';

const alert = (over: Partial<SafetyAlert> = {}): SafetyAlert => ({
  id: 'a1',
  conversation_id: 'conversation_1772442000000_5b6e4a579c1e4f0a8d2b3c4d8f2c41d0',
  alertType: 'personal_information',
  severity: 'high',
  description: 'The child shared what looks like a phone number.',
  message: 'The child shared what looks like a phone number.',
  resolved: false,
  resolverNotes: null,
  timestamp: '2026-03-02T09:25:00.000Z',
  storyTitle: 'The Paper Boat',
  studentAge: 7,
  ageBand: '6-8',
  line: 'My phone number is 0123 456789.',
  ...over,
});

const render = (alerts: SafetyAlert[], total = alerts.length, pageSize = 20) =>
  renderToStaticMarkup(
    <SafetyAlertList
      page={{ alerts, total, page: 1, pageSize }}
      emptyText="All Clear! No active safety alerts"
      onOpenSession={() => undefined}
      onResolve={() => Promise.resolve()}
      onPage={() => undefined}
    />,
  );

describe('a safety alert a teacher can act on', () => {
  it("names the session, story, age band and time, and quotes the child's line", () => {
    const html = render([alert()]);
    expect(html).toContain('Session …8f2c41d0');
    expect(html).toContain('The Paper Boat');
    expect(html).toContain('Ages 6-8');
    expect(html).toContain('“My phone number is 0123 456789.”');
    expect(html).toContain('personal information');
    expect(html).toContain('Open session');
  });

  it('offers a note and Resolve while open, and shows the note once resolved', () => {
    const open = render([alert()]);
    expect(open).toContain('Note (what was done)');
    expect(open).toMatch(/<button[^>]*>Resolve<\/button>/);
    const done = render([alert({ resolved: true, resolverNotes: 'Spoke with the parents.', resolvedAt: '2026-03-02T10:00:00.000Z' })]);
    expect(done).not.toMatch(/>Resolve<\/button>/);
    expect(done).toContain('Notes: Spoke with the parents.');
  });

  it('says when the line was not recorded instead of inventing one', () => {
    expect(render([alert({ line: null })])).toContain('The line that raised this alert was not recorded.');
  });

  it('pages: 45 alerts show "Showing 1 to 20 of 45 alerts"', () => {
    const html = render([alert()], 45);
    expect(html).toContain('Showing 1 to 20 of 45 alerts');
    expect(html).toContain('Page 1 of 3');
  });

  it('shows the spec empty state for no open alerts', () => {
    expect(render([])).toContain('All Clear! No active safety alerts');
  });
});

describe('the alerts query', () => {
  it('asks the server for one filtered page; "all" sends no resolved filter', () => {
    expect(alertsUrl({ state: 'open', kind: 'bullying', severity: 'high', page: 2 })).toBe(
      '/api/v1/dashboard/safety-alerts?resolved=false&kind=bullying&severity=high&page=2',
    );
    expect(alertsUrl({ state: 'all', kind: undefined, severity: undefined, page: 1 })).toBe(
      '/api/v1/dashboard/safety-alerts?page=1',
    );
  });
});

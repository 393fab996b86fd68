import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENT_TYPES, ALL_AGENTS_FILTER, SAFETY_ALERT_TYPES } from '@shared/constants/domain';
import { AlertSeveritySchema } from '@shared/schemas/dashboard-sessions';
import { areaOfPath } from './app-place';
import {
  ALERT_STATES,
  DASHBOARD_TABS,
  DEFAULT_TEACHER_PLACE,
  DETAIL_TABS,
  formatTeacherPlace,
  parseTeacherPlace,
  type TeacherPlace,
} from './teacher-place';

const SESSION = 'conversation_1700000000000_0123456789abcdef0123456789abcdef';

function parseUrl(url: string): TeacherPlace | null {
  const parsed = new URL(url, 'http://school.example');
  return parseTeacherPlace(parsed.pathname, parsed.search);
}

/** A place as the dashboard would hold it: only the shown tab's filters differ from the defaults. */
const placeArbitrary = fc
  .record({
    tab: fc.constantFrom(...DASHBOARD_TABS),
    sessionId: fc.option(fc.stringMatching(/^[\w-]{1,40}$/), { nil: null }),
    detailTab: fc.constantFrom(...DETAIL_TABS),
    page: fc.integer({ min: 1, max: 500 }),
    search: fc.string({ maxLength: 30 }),
    agent: fc.constantFrom(ALL_AGENTS_FILTER, ...AGENT_TYPES),
    state: fc.constantFrom(...ALERT_STATES),
    kind: fc.constantFrom(undefined, ...SAFETY_ALERT_TYPES),
    severity: fc.constantFrom(undefined, ...AlertSeveritySchema.options),
  })
  .map(({ tab, sessionId, detailTab, page, search, agent, state, kind, severity }): TeacherPlace => ({
    ...DEFAULT_TEACHER_PLACE,
    tab,
    sessionId,
    detailTab: sessionId && tab !== 'personas' ? detailTab : 'overview',
    sessions: tab === 'sessions' ? { page, search, agent } : DEFAULT_TEACHER_PLACE.sessions,
    alerts: tab === 'alerts' ? { state, kind, severity, page } : DEFAULT_TEACHER_PLACE.alerts,
  }));

describe('the teacher place in the URL', () => {
  it('reads back every place it writes', () => {
    fc.assert(
      fc.property(placeArbitrary, (place) => {
        expect(parseUrl(formatTeacherPlace(place))).toEqual(place);
      }),
    );
  });

  it('writes a plain address for an open session on page 2 of one agent', () => {
    const place: TeacherPlace = {
      ...DEFAULT_TEACHER_PLACE,
      sessionId: SESSION,
      detailTab: 'transcript',
      sessions: { page: 2, search: 'fox', agent: 'wordwizard' },
    };
    expect(formatTeacherPlace(place)).toBe(`/teacher/sessions/${SESSION}?page=2&q=fox&agent=wordwizard&view=transcript`);
    expect(formatTeacherPlace(DEFAULT_TEACHER_PLACE)).toBe('/teacher/sessions');
  });

  it('keeps the resolved-alerts filter and its page', () => {
    const place = parseUrl('/teacher/alerts?status=resolved&kind=bullying&severity=high&page=3');
    expect(place?.alerts).toEqual({ state: 'resolved', kind: 'bullying', severity: 'high', page: 3 });
  });

  it('ignores bad parameters instead of failing', () => {
    const place = parseUrl('/teacher/alerts?status=deleted&kind=<script>&severity=urgent&page=-4');
    expect(place).toEqual({ ...DEFAULT_TEACHER_PLACE, tab: 'alerts' });
    expect(parseUrl('/teacher/sessions?page=abc&agent=hacker')?.sessions).toEqual(DEFAULT_TEACHER_PLACE.sessions);
    expect(parseUrl('/teacher/nowhere')?.tab).toBe('sessions');
    expect(parseUrl('/teacher/sessions/..%2F..%2Fetc')?.sessionId).toBeNull();
    expect(parseUrl('/teacher/sessions?view=transcript')?.detailTab).toBe('overview');
  });

  it('leaves paths that are not the teacher side alone', () => {
    expect(parseUrl('/read?band=6-8')).toBeNull();
    expect(parseUrl('/teachers')).toBeNull();
  });

  it('sends a new visit to the role screen', () => {
    expect(areaOfPath('/')).toBe('role');
    expect(areaOfPath('/anything-else')).toBe('role');
    expect(areaOfPath('/teacher/alerts')).toBe('teacher');
    expect(areaOfPath('/read')).toBe('child');
    expect(areaOfPath('/privacy/')).toBe('privacy');
  });
});

/**
 * The Safety Alerts list a teacher can act on: each alert names its session, story, age band, time and
 * the child's line; the list is filtered (open/resolved, kind, severity) and paged on the server; and a
 * teacher resolves an alert with a note, after which it leaves the open list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SafetyAlert, SafetyAlertsResponse } from '@shared';
import { startTeacherApp, type TeacherApp } from './teacher-client';

let t: TeacherApp;
let conversationId: string;

const KINDS = [
  { alertType: 'bullying', severity: 'medium', line: 'The kids in my class call me names.' },
  { alertType: 'personal_information', severity: 'high', line: 'My phone number is 0123 456789.' },
  { alertType: 'self_harm', severity: 'critical', line: 'Sometimes I want to hurt myself.' },
] as const;

beforeAll(async () => {
  t = await startTeacherApp();
  const { repos } = t.server.ctx;
  conversationId = 'conv-safety-list';
  await repos.conversations.create({
    id: conversationId,
    user_age: 7,
    age_band: '6-8',
    story_id: null,
    story_title: 'The Paper Boat',
    voice_provider: 'local',
    started_at: '2026-03-02T09:00:00.000Z',
    ended_at: null,
    last_activity_at: '2026-03-02T09:10:00.000Z',
    engagement_score: null,
    completion_rate: null,
  });
  // 30 alerts, one a minute: every third of each kind; the 27th to 30th are later resolved.
  for (let i = 0; i < 30; i++) {
    const kind = KINDS[i % 3]!;
    const at = new Date(Date.parse('2026-03-02T09:00:00.000Z') + i * 60_000).toISOString();
    const { message } = await repos.conversations.appendMessage({
      conversationId,
      role: 'user',
      content: `${kind.line} (${i})`,
      createdAt: at,
    });
    const messageId = await repos.safetyAlerts.findRaisingMessageId(conversationId, `  ${message.content} `);
    const alert = await repos.safetyAlerts.create({
      id: `alert-${String(i).padStart(2, '0')}`,
      conversation_id: conversationId,
      message_id: messageId,
      alert_type: kind.alertType,
      severity: kind.severity,
      description: `Finding ${i}`,
      created_at: at,
    });
    if (i >= 26) await repos.safetyAlerts.resolve(alert.id, 'Talked with the family.');
  }
});
afterAll(() => t.close());

async function list(query: string): Promise<SafetyAlertsResponse> {
  const res = await t.call(t.teacher, { method: 'GET', url: `/api/v1/dashboard/safety-alerts${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SafetyAlertsResponse>();
}

describe('the safety alerts list', () => {
  it("shows each alert's session, story, age band, time and the child's line", async () => {
    const { alerts } = await list('?resolved=false&page_size=1');
    expect(alerts[0]).toMatchObject<Partial<SafetyAlert>>({
      id: 'alert-25',
      conversation_id: conversationId,
      storyTitle: 'The Paper Boat',
      ageBand: '6-8',
      studentAge: 7,
      line: 'My phone number is 0123 456789. (25)',
      timestamp: '2026-03-02T09:25:00.000Z',
      resolved: false,
    });
  });

  it('pages the open alerts on the server, newest first, as the spec call ?resolved=false asks', async () => {
    const first = await list('?resolved=false');
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 20, totalPages: 2 });
    expect(first.alerts).toHaveLength(20);
    expect(first.alerts[0]?.id).toBe('alert-25');
    const second = await list('?resolved=false&page=2');
    expect(second.alerts.map((a) => a.id)).toEqual(['alert-05', 'alert-04', 'alert-03', 'alert-02', 'alert-01', 'alert-00']);
    // No parameters at all: open and resolved together, first page.
    expect(await list('')).toMatchObject({ total: 30, page: 1, pageSize: 20 });
  });

  it('filters by state, kind and severity', async () => {
    const resolved = await list('?resolved=true');
    expect(resolved.total).toBe(4);
    expect(resolved.alerts.every((a) => a.resolved && a.resolverNotes === 'Talked with the family.')).toBe(true);
    const bullying = await list('?resolved=false&kind=bullying');
    expect(bullying.total).toBe(9);
    expect(bullying.alerts.every((a) => a.alertType === 'bullying')).toBe(true);
    const critical = await list('?severity=critical&page_size=100');
    expect(critical.total).toBe(10);
    expect(critical.alerts.every((a) => a.severity === 'critical')).toBe(true);
  });

  it('refuses filters it does not know with a reason', async () => {
    const kind = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/safety-alerts?kind=rudeness' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json<{ detail: string; code: string }>()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(kind.json<{ detail: string }>().detail).toContain('kind must be one of');
    const size = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/safety-alerts?page_size=500' });
    expect(size.statusCode).toBe(400);
  });

  it('lets a teacher resolve an alert with a note; it then leaves the open list', async () => {
    const res = await t.call(t.teacher, {
      method: 'POST',
      url: '/api/v1/dashboard/safety-alerts/alert-25/resolve',
      payload: { notes: '  Spoke with Sam and the parents.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ alert: SafetyAlert }>().alert).toMatchObject({
      id: 'alert-25',
      resolved: true,
      resolverNotes: 'Spoke with Sam and the parents.',
      line: 'My phone number is 0123 456789. (25)',
    });
    const open = await list('?resolved=false');
    expect(open.total).toBe(25);
    expect(open.alerts.map((a) => a.id)).not.toContain('alert-25');
    const session = await t.call(t.teacher, { method: 'GET', url: `/api/v1/dashboard/session/${conversationId}/safety` });
    const alert = session.json<SafetyAlert[]>().find((a) => a.id === 'alert-25');
    expect(alert).toMatchObject({ resolved: true, resolverNotes: 'Spoke with Sam and the parents.' });
    expect(alert?.resolvedAt).toBeTypeOf('string');
  });
});

/**
 * A child's data rights through the API: the public retention policy, and the administrator's export and
 * erase of one conversation and of everything older than a date — refused to teachers, to anyone without
 * the CSRF token, and to the child.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation } from '../db/fixtures';
import { startTeacherApp, type TeacherApp } from '../teacher/teacher-client';

let t: TeacherApp;

async function storedConversation(lastActivityIso = new Date().toISOString()) {
  const row = conversation({ started_at: lastActivityIso, last_activity_at: lastActivityIso });
  await t.server.ctx.repos.conversations.create(row);
  await t.server.ctx.repos.conversations.appendMessage({
    conversationId: row.id,
    id: 'm1',
    role: 'user',
    content: 'I like the moon kite',
  });
  await t.server.ctx.repos.conversations.appendMessage({
    conversationId: row.id,
    id: 'm2',
    role: 'assistant',
    content: 'Me too!',
  });
  await t.server.ctx.repos.safetyAlerts.create({
    conversation_id: row.id,
    alert_type: 'personal_information',
    severity: 'medium',
    description: 'Shared a street name',
  });
  await t.server.ctx.uiState.update(row.id, { floating_panel_visible: true });
  // Storing messages marks the conversation active now; put its last activity back where the test wants it.
  await t.server.ctx.repos.conversations.update(row.id, { last_activity_at: lastActivityIso });
  return row.id;
}

beforeAll(async () => {
  t = await startTeacherApp();
}, 60_000);
afterAll(async () => t.close());

describe('privacy calls', () => {
  it('tells anyone how long data is kept and whether audio is kept', async () => {
    const res = await t.call(undefined, { method: 'GET', url: '/api/privacy/policy' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ retention_days: 365, retain_audio: false });
  });

  it('exports every row about a conversation as a JSON download for an administrator', async () => {
    const id = await storedConversation();
    const res = await t.call(t.admin, { method: 'GET', url: `/api/v1/privacy/conversations/${id}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${id}.json"`);
    const body = res.json<{ conversation: { id: string }; tables: Record<string, { content?: string }[]> }>();
    expect(body.conversation.id).toBe(id);
    expect(body.tables.messages?.map((m) => m.content)).toEqual(['I like the moon kite', 'Me too!']);
    expect(body.tables.safety_alerts).toHaveLength(1);
    expect(body.tables.ui_states).toHaveLength(1);
  });

  it('erases one conversation and answers what went from each table', async () => {
    const id = await storedConversation();
    const res = await t.call(t.admin, { method: 'DELETE', url: `/api/v1/privacy/conversations/${id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ erased: Record<string, number> }>();
    expect(body.erased).toMatchObject({ conversations: 1, messages: 2, safety_alerts: 1, ui_states: 1 });
    expect(await t.server.ctx.repos.conversations.get(id)).toBeUndefined();
    expect(await t.server.ctx.repos.conversations.listMessages(id)).toEqual([]);
    const again = await t.call(t.admin, { method: 'DELETE', url: `/api/v1/privacy/conversations/${id}` });
    expect(again.statusCode).toBe(404);
  });

  it('erases everything older than a date and keeps what is newer', async () => {
    const old = await storedConversation('2020-03-01T10:00:00.000Z');
    const recent = await storedConversation();
    const res = await t.call(t.admin, { method: 'DELETE', url: '/api/v1/privacy/before?date=2021-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, cutoff: '2021-01-01T00:00:00.000Z' });
    expect(res.json<{ erased: { conversations: number } }>().erased.conversations).toBeGreaterThanOrEqual(1);
    expect(await t.server.ctx.repos.conversations.get(old)).toBeUndefined();
    expect(await t.server.ctx.repos.conversations.get(recent)).toBeDefined();
  });

  it('refuses a date that is not a calendar date', async () => {
    for (const date of ['2021-13-01', '2021-02-30', 'yesterday', '']) {
      const res = await t.call(t.admin, { method: 'DELETE', url: `/api/v1/privacy/before?date=${date}` });
      expect(res.statusCode, date).toBe(400);
    }
  });

  it('refuses teachers, callers without the CSRF token, and children', async () => {
    const id = await storedConversation();
    const asTeacher = await t.call(t.teacher, {
      method: 'DELETE',
      url: `/api/v1/privacy/conversations/${id}`,
    });
    expect(asTeacher.statusCode).toBe(403);
    const teacherExport = await t.call(t.teacher, {
      method: 'GET',
      url: `/api/v1/privacy/conversations/${id}/export`,
    });
    expect(teacherExport.statusCode).toBe(403);
    const noCsrf = await t.server.app.inject({
      method: 'DELETE',
      url: `/api/v1/privacy/conversations/${id}`,
      cookies: { lc_session: t.admin.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    const child = await t.call(undefined, {
      method: 'GET',
      url: `/api/v1/privacy/conversations/${id}/export`,
    });
    expect(child.statusCode).toBe(401);
    expect(await t.server.ctx.repos.conversations.get(id)).toBeDefined();
  });
});

/**
 * UI state per conversation: the control calls change the stored state and reach a connected UI-state
 * socket; a malformed client frame is ignored without closing it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { VoiceTestClient } from '../voice/voice-client';

let server: TestServer;

async function post(url: string, body: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function newSession(): Promise<string> {
  const id = newConversationId();
  await post('/api/voicelive/session/create', { conversation_id: id, age: 9 });
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(async () => server.close());

describe('UI state', () => {
  it('reports no state before any change, then the state after one', async () => {
    const id = await newSession();
    const before: unknown = await fetch(`${server.baseUrl}/api/ui-state/state/${id}`).then((r) => r.json());
    expect(before).toEqual({ exists: false, state: null });
    const shown = await post('/api/ui-state/floating-panel/control', { conversation_id: id, action: 'show', trigger_source: 'test', animation_duration: 500 });
    expect(shown.status).toBe(200);
    const after = (await fetch(`${server.baseUrl}/api/ui-state/state/${id}`).then((r) => r.json())) as { exists: boolean; state: { floating_panel_visible: boolean } };
    expect(after.exists).toBe(true);
    expect(after.state.floating_panel_visible).toBe(true);
  });

  it('pushes control changes to the conversation UI-state socket and ignores malformed frames', async () => {
    const id = await newSession();
    const socket = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/ui-state/ws/${id}`);
    socket.socket.send('{ nope');
    socket.send({ type: 'teleport', conversation_id: id, data: {} });
    await post('/api/ui-state/microphone/control', { conversation_id: id, position: 'bottom-centre', state: 'attention', floating_style: 'floating' });
    const mic = await socket.waitForType('microphone_control');
    expect(mic.data).toEqual({ position: 'bottom-centre', state: 'attention', floating_style: 'floating' });

    await post('/api/ui-state/floating-panel/control', { conversation_id: id, action: 'toggle', trigger_source: 'test', animation_duration: 500 });
    const panel = await socket.waitForType('floating_panel_control');
    expect((panel.data as { visible: boolean }).visible).toBe(true);

    socket.send({ type: 'ui_state_update', conversation_id: id, data: { microphone_position: 'bottom-right' } });
    const echoed = await socket.waitForType('ui_state_update');
    expect((echoed.data as { microphone_position: string }).microphone_position).toBe('bottom-right');
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });

  it('rejects a control action that does not exist and a conversation that does not exist', async () => {
    const id = await newSession();
    const bad = await post('/api/ui-state/floating-panel/control', { conversation_id: id, action: 'explode', trigger_source: 'test' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('action must be one of: show, hide, toggle');
    const unknown = await post('/api/ui-state/floating-panel/control', { conversation_id: newConversationId(), action: 'show', trigger_source: 'test' });
    expect(unknown.status).toBe(404);
    const state: unknown = await fetch(`${server.baseUrl}/api/ui-state/state/${id}`).then((r) => r.json());
    expect(state).toEqual({ exists: false, state: null });
  });

  it('closes a UI-state socket for an unknown conversation', async () => {
    const socket = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/ui-state/ws/${newConversationId()}`);
    expect((await socket.closed()).code).toBe(4404);
  });
});

/**
 * Scale-out (docs/architecture.md, "Contracts"): two real server processes on different ports share the machine's
 * PostgreSQL (a fresh schema, chosen by `DATABASE_URL=…?schema=`, dropped afterwards) and Redis. What
 * one instance stores or publishes, the other sees; a teacher's sign-in holds on both; killing one
 * mid-session leaves the other serving the session and its history.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoiceTestClient } from '../voice/voice-client';
import { call, createChildSession, eventually, panelControl, signIn } from './support/clients';
import { startServerProcess, type ServerProcess } from './support/server-process';

const PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = 'redis://127.0.0.1:6379';
const schema = `scale_${randomBytes(5).toString('hex')}`;

const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
const sockets: VoiceTestClient[] = [];

function both(): { a: ServerProcess; b: ServerProcess } {
  if (!a || !b) throw new Error('the two instances did not start');
  return { a, b };
}

async function socketOn(server: ServerProcess, path: string): Promise<VoiceTestClient> {
  const socket = await VoiceTestClient.connect(`${server.wsUrl}${path}`);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  // Started together, as an orchestrator starts replicas: migrations and the administrator race.
  const databaseUrl = `${PG_URL}?schema=${schema}`;
  const started = await Promise.allSettled([
    startServerProcess({ name: 'A', databaseUrl, redisUrl: REDIS_URL }),
    startServerProcess({ name: 'B', databaseUrl, redisUrl: REDIS_URL }),
  ]);
  a = started[0].status === 'fulfilled' ? started[0].value : undefined;
  b = started[1].status === 'fulfilled' ? started[1].value : undefined;
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
}, 180_000);

afterAll(async () => {
  redis.disconnect();
  for (const socket of sockets) socket.socket.terminate();
  await Promise.allSettled([a?.kill(), b?.kill()]);
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}, 60_000);

describe('two instances sharing PostgreSQL and Redis', () => {
  it("serves on B a child's session created on A, with the screen state A saved", async () => {
    const { a, b } = both();
    const id = await createChildSession(a, 11);
    expect((await call(a, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'show') })).status).toBe(200);

    const status = await call(b, 'GET', `/api/voicelive/session/status/${id}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ conversation_id: id, exists: true, age: 11 });
    const state = await call(b, 'GET', `/api/ui-state/state/${id}`);
    expect(state.body).toMatchObject({ exists: true, state: { floating_panel_visible: true } });
  });

  it('delivers a UI-state event published through B to the UI-state socket held on A', async () => {
    const { a, b } = both();
    const id = await createChildSession(a);
    await call(a, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'hide') });
    // A socket sends the saved state once its bus subscription is live: from then on nothing is missed.
    const onA = await socketOn(a, `/api/ui-state/ws/${id}`);
    const onB = await socketOn(b, `/api/ui-state/ws/${id}`);
    await Promise.all([onA.waitForType('ui_state_update'), onB.waitForType('ui_state_update')]);

    await call(b, 'POST', '/api/ui-state/microphone/control', {
      body: { conversation_id: id, position: 'bottom-centre', state: 'attention', floating_style: 'floating' },
    });
    const mic = await onA.waitForType('microphone_control', 10_000);
    expect(mic.data).toEqual({ position: 'bottom-centre', state: 'attention', floating_style: 'floating' });

    await call(b, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'show') });
    const panel = await onA.waitForType('floating_panel_control', 10_000);
    expect(panel.data).toMatchObject({ visible: true, action: 'show' });

    // A change the child's screen sends on B's socket reaches the socket on A too.
    onB.send({ type: 'ui_state_update', conversation_id: id, data: { microphone_position: 'bottom-right' } });
    await onA.waitFor((e) => e.type === 'ui_state_update' && (e.data as { microphone_position?: string }).microphone_position === 'bottom-right', 10_000);
  });

  it('keeps a teacher signed in on A signed in on B, and signed out everywhere after signing out on B', async () => {
    const { a, b } = both();
    const teacher = await signIn(a);
    const me = await call(b, 'GET', '/api/auth/me', { teacher });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'scale-admin', role: 'admin' });
    expect((await call(b, 'GET', '/api/v1/dashboard/sessions', { teacher })).status).toBe(200);

    expect((await call(b, 'POST', '/api/auth/logout', { teacher })).status).toBe(200);
    expect((await call(a, 'GET', '/api/v1/dashboard/sessions', { teacher })).status).toBe(401);
  });

  it('keeps serving the session and its history on B after A is killed mid-session', async () => {
    const { a, b } = both();
    const teacher = await signIn(a);
    const id = await createChildSession(a, 8);
    await call(a, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'hide') });
    const ui = await socketOn(a, `/api/ui-state/ws/${id}`);
    await ui.waitForType('ui_state_update');
    const voice = await socketOn(a, `/api/voicelive/ws/${id}`);
    await voice.waitForType('session.created', 60_000);
    // Any instance can tell the socket is live: A marks it in Redis with a TTL it keeps refreshing.
    const presence = `lc:voice-live:${id}`;
    const ownerA = await eventually(async () => (await redis.get(presence)) ?? undefined, 5_000, 'the voice presence mark');
    voice.send({
      type: 'conversation.item.create',
      item: { id: 'item_scale_1', type: 'message', role: 'user', content: [{ type: 'input_text', text: 'What does brave mean?' }] },
    });
    voice.send({ type: 'response.create' });
    await voice.waitForType('response.done', 60_000);
    // A voice-control message crosses instances too: the welcome asked of B is spoken by A's session.
    const welcome = await call(b, 'POST', '/api/voicelive/announcement/welcome', { body: { conversation_id: id, age: 8 } });
    expect(welcome.status).toBe(200);
    const spoken = (welcome.body.announcement_config as { welcome_message: string }).welcome_message;
    await voice.waitFor((e) => e.type === 'response.audio_transcript.done' && e.transcript === spoken, 30_000);
    const logged = await call(a, 'POST', '/api/ui-state/voicelive-message', {
      body: { conversationId: id, userAge: 8, messageType: 'user', messageContent: 'I like the dragon.', messageId: 'msg_scale_2' },
    });
    expect(logged.status).toBe(200);
    const history = () => call(b, 'GET', `/api/v1/dashboard/session/${id}/transcripts`, { teacher });
    const before = await eventually(async () => {
      const res = await history();
      const entries = res.body as unknown as Array<{ speaker: string; content: string }>;
      return Array.isArray(entries) && entries.some((m) => m.content === spoken) && entries.length >= 4 ? entries : undefined;
    }, 15_000, 'the four messages reaching the database');

    const uiClosed = ui.closed();
    await a.kill();
    expect(a.alive()).toBe(false);
    await uiClosed;

    // A cannot clear its mark any more; the TTL will.
    const ttlMs = await redis.pttl(presence);
    expect(ttlMs).toBeGreaterThan(0);
    expect(ttlMs).toBeLessThanOrEqual(30_000);

    const after = await history();
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
    const contents = before.map((m) => `${m.speaker}: ${m.content}`);
    expect(contents).toEqual(expect.arrayContaining(['student: What does brave mean?', 'student: I like the dragon.']));
    expect(before.some((m) => m.speaker === 'agent' && m.content.length > 0)).toBe(true);

    // The child's app reconnects through the load balancer, which now sends it to B.
    expect((await call(b, 'GET', `/api/voicelive/session/status/${id}`)).body).toMatchObject({ exists: true, age: 8 });
    const again = await socketOn(b, `/api/voicelive/ws/${id}`);
    await again.waitForType('session.created', 60_000);
    await eventually(async () => {
      const owner = await redis.get(presence);
      return owner !== null && owner !== ownerA ? owner : undefined;
    }, 5_000, "B's own presence mark");
    const uiAgain = await socketOn(b, `/api/ui-state/ws/${id}`);
    await uiAgain.waitForType('ui_state_update');
    await call(b, 'POST', '/api/ui-state/floating-panel/control', { body: panelControl(id, 'toggle') });
    expect((await uiAgain.waitForType('floating_panel_control', 10_000)).data).toMatchObject({ action: 'toggle' });
    expect((await call(b, 'GET', '/health')).status).toBe(200);
    await again.close();
    await eventually(async () => ((await redis.exists(presence)) === 0 ? true : undefined), 5_000, 'B clearing its presence mark');
  }, 120_000);
});

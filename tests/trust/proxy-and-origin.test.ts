/**
 * Issue 22, item 2 and the origin items of "Also fix": behind the proxy the client cannot choose its
 * own address or the socket address it is sent to; the first-run gate ignores forwarding headers of any
 * kind; sockets refuse a host name this server does not know (DNS rebinding); the CSP allows sockets to
 * the app's own origin only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';

const createSession = (server: TestServer, headers: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/voicelive/session/create',
    payload: { conversation_id: newConversationId(), age: 7 },
    headers,
    remoteAddress: '127.0.0.1',
  });

describe('behind the documented proxy (LC_TRUST_PROXY=true)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { LC_TRUST_PROXY: 'true', LC_ADMIN_USERNAME: 'boot.admin', LC_ADMIN_PASSWORD: 'bootstrap secret' },
    });
  });
  afterAll(() => server.close());

  it('throttles a client whatever it writes into X-Forwarded-For (nginx appends the real address)', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'boot.admin', password: 'wrong password' },
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` },
        remoteAddress: '127.0.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
  });

  it('never builds the socket address from X-Forwarded-Host', async () => {
    const res = await createSession(server, { host: '192.168.1.20:8000', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ websocket_url: string }>().websocket_url;
    expect(url).not.toContain('evil.example');
    expect(url).toMatch(/^ws:\/\/192\.168\.1\.20:8000\/api\/voicelive\/ws\/conversation_/);
  });
});

describe('the configured public origin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LC_TRUST_PROXY: '1', LC_PUBLIC_ORIGIN: 'https://reading.school.example' } });
  });
  afterAll(() => server.close());

  it('answers sockets on the public origin when the Host header is a name it does not know', async () => {
    const res = await createSession(server, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.json<{ websocket_url: string }>().websocket_url).toMatch(
      /^wss:\/\/reading\.school\.example\/api\/voicelive\/ws\//,
    );
  });

  it('still answers the machine’s own addresses as they were opened', async () => {
    for (const host of ['localhost:8000', '127.0.0.1:8000', '192.168.1.20:8000']) {
      const res = await createSession(server, { host });
      expect(res.json<{ websocket_url: string }>().websocket_url.startsWith(`ws://${host}/`)).toBe(true);
    }
  });
});

describe('without a proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  });
  afterAll(() => server.close());

  it('accepts the first administrator only from a direct loopback connection without forwarding headers', async () => {
    for (const header of ['x-client-ip', 'true-client-ip', 'x-forwarded-host', 'via']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/setup',
        payload: { username: 'head.teacher', password: 'correct horse battery' },
        headers: { [header]: '127.0.0.1' },
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode, header).toBe(403);
    }
  });

  it('refuses an unknown Host on a child session (no guessing an address to hand out)', async () => {
    const res = await createSession(server, { host: 'evil.example:8000' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(/LC_PUBLIC_ORIGIN/);
  });

  it('allows page sockets only to its own origin in the CSP', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:8000' } });
    const csp = String(res.headers['content-security-policy']);
    const connect = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' ws://127.0.0.1:8000");
  });

  /** The close code when the server closes the socket at once; 'open' when it answers a ping instead. */
  const openSocket = (conversationId: string, headers: Record<string, string>) =>
    new Promise<number | 'open'>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/ui-state/ws/${conversationId}`, { headers });
      socket.on('open', () => socket.ping());
      socket.on('pong', () => {
        resolve('open');
        socket.close(1000);
      });
      socket.on('close', (code) => resolve(code));
      socket.on('error', reject);
    });

  it('refuses a socket reached under a rebound host name, and takes its own addresses', async () => {
    const created = await fetch(`${server.baseUrl}/api/voicelive/session/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: newConversationId(), age: 7 }),
    });
    const id = (await created.json()) as { conversation_id: string };
    const rebound = `evil.example:${server.port}`;
    expect(await openSocket(id.conversation_id, { host: rebound, origin: `http://${rebound}` })).toBe(4403);
    expect(await openSocket(id.conversation_id, { host: `localhost:${server.port}`, origin: `http://localhost:${server.port}` })).toBe('open');
    expect(await openSocket(id.conversation_id, { origin: `http://127.0.0.1:${server.port}` })).toBe('open');
  });
});

/**
 * A wrong path is not "healthy": only a browser navigation gets the app's page; a probe or a script at
 * an unknown path gets a JSON 404, as an unknown /api path does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../e2e/support/ensure-build';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer();
}, 600_000);
afterAll(async () => server.close());

describe('unknown paths', () => {
  it('answer a load balancer probe with a JSON 404, not the app page', async () => {
    for (const url of ['/healthz', '/metricz', '/no/such/thing']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: `Nothing at ${url}`, code: 'NOT_FOUND' });
    }
  });

  it('still give a browser navigating to any page the app', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/teacher/sessions', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it("serve the app's own places on a reload, and never swallow an API or health answer", async () => {
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' };
    const places = [
      '/teacher/sessions/conversation_1700000000000_0123456789abcdef0123456789abcdef?page=2&agent=wordwizard&view=transcript',
      '/teacher/alerts?status=resolved&page=2',
      '/read?band=6-8&story=story-1',
      '/privacy',
    ];
    for (const url of places) {
      const res = await server.app.inject({ method: 'GET', url, headers: browser });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
    const api = await server.app.inject({ method: 'GET', url: '/api/no-such-route?page=2', headers: browser });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'No API route GET /api/no-such-route', code: 'NOT_FOUND' });
    const health = await server.app.inject({ method: 'GET', url: '/health', headers: browser });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

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
});

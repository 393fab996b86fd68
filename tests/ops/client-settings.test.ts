/**
 * The child screen's debug tools follow a server setting (LC_DEBUG_TOOLS), not whoever opens the page:
 * off unless the server turns them on, and a bad value stops the boot naming the variable.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/server/src/config';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /api/client/settings', () => {
  it('tells the child app the debug tools are off by default', async () => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url: '/api/client/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ debug_tools: false });
  });

  it('tells it they are on when LC_DEBUG_TOOLS=true', async () => {
    server = await startTestServer({ env: { LC_DEBUG_TOOLS: 'true' } });
    const res = await server.app.inject({ method: 'GET', url: '/api/client/settings' });
    expect(res.json()).toEqual({ debug_tools: true });
  });

  it('refuses a value that is not a yes or no at boot', () => {
    expect(() => loadConfig({ LC_DEBUG_TOOLS: 'maybe' })).toThrow(/LC_DEBUG_TOOLS/);
  });
});

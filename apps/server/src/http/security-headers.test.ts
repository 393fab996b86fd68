import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

// The headers helmet wrote per request before they were kept (captured from the server, values exact):
// keeping them must not change a byte.
const APP_CSP = (connect: string) =>
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self';img-src 'self' data: blob:;" +
  `media-src 'self' blob:;font-src 'self' data:;connect-src ${connect};worker-src 'self' blob:;object-src 'none';` +
  "base-uri 'self';form-action 'self';frame-ancestors 'none'";
const DOCS_CSP =
  "default-src 'self';script-src 'self' 'unsafe-inline';style-src 'self' 'unsafe-inline';img-src 'self' data:;object-src 'none';frame-ancestors 'none'";
const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(), geolocation=(), microphone=(self)',
};

const origins = { publicOrigin: undefined, allowedOrigins: [] };
const request = (url: string, host: string | undefined, protocol = 'http') =>
  ({ url, protocol, headers: host === undefined ? {} : { host } }) as unknown as FastifyRequest;

describe('security headers', () => {
  it('are the headers helmet wrote per request, with the socket origin of the Host in connect-src', () => {
    const headersOf = securityHeaders({ hsts: false, origins });
    expect(headersOf(request('/api/stories/?age=7', '127.0.0.1:8000'))).toEqual({
      'content-security-policy': APP_CSP("'self' ws://127.0.0.1:8000"),
      ...COMMON,
    });
    expect(headersOf(request('/', 'localhost:8000', 'https'))['content-security-policy']).toBe(APP_CSP("'self' wss://localhost:8000"));
    expect(headersOf(request('/api/docs', '127.0.0.1:8000'))).toEqual({ 'content-security-policy': DOCS_CSP, ...COMMON });
  });

  it('name no socket for a Host that is not this server, and still send every header', () => {
    const headersOf = securityHeaders({ hsts: false, origins });
    expect(headersOf(request('/', 'evil.example'))).toEqual({ 'content-security-policy': APP_CSP("'self'"), ...COMMON });
    expect(headersOf(request('/', undefined))).toEqual({ 'content-security-policy': APP_CSP("'self'"), ...COMMON });
    // helmet refuses a ';' in a directive; before the sets were kept such a Host got no headers at all.
    expect(headersOf(request('/', '127.0.0.1/;script-src *'))).toEqual({ 'content-security-policy': APP_CSP("'self'"), ...COMMON });
  });

  it('are kept per protocol and Host, not shared between them', () => {
    const headersOf = securityHeaders({ hsts: true, origins });
    const first = headersOf(request('/api/stories/', '127.0.0.1:8000'));
    expect(headersOf(request('/api/stories/?age=9', '127.0.0.1:8000'))).toBe(first);
    expect(headersOf(request('/', '127.0.0.2:8000'))['content-security-policy']).toBe(APP_CSP("'self' ws://127.0.0.2:8000"));
    expect(first['strict-transport-security']).toBeUndefined();
    const https = headersOf(request('/', '127.0.0.1:8000', 'https'));
    expect(https['strict-transport-security']).toBe('max-age=31536000');
    expect(https['content-security-policy']).toBe(APP_CSP("'self' wss://127.0.0.1:8000"));
    expect(Object.isFrozen(https)).toBe(true);
  });

  it('send HSTS only when told to (HTTPS behind a trusted proxy)', () => {
    const headersOf = securityHeaders({ hsts: false, origins });
    expect(headersOf(request('/', '127.0.0.1', 'https'))['strict-transport-security']).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { SuccessResponseSchema } from '@shared/schemas/common';
import {
  apiPath,
  BadAnswerError,
  failureText,
  HttpError,
  requestJson,
  setCsrfToken,
  TEACHER_CALL,
} from './http';

function fakeFetch(answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl: typeof fetch = (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { calls, impl };
}

const noSleep = () => Promise.resolve();

describe('requestJson', () => {
  it('sends JSON and validates the answer', async () => {
    const { calls, impl } = fakeFetch([new Response('{"success":true}', { status: 200 })]);
    const answer = await requestJson('/api/x', {
      method: 'POST',
      body: { a: 1 },
      schema: SuccessResponseSchema,
      fetchImpl: impl,
    });
    expect(answer).toEqual({ success: true });
    expect(calls[0]?.init?.body).toBe('{"a":1}');
    expect((calls[0]?.init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('tries 3 times on network and server errors, then fails with status and body', async () => {
    const { calls, impl } = fakeFetch([
      new TypeError('network down'),
      new Response('busy', { status: 503 }),
      new Response('{"detail":"still busy","code":"UNAVAILABLE"}', { status: 503 }),
    ]);
    const failure = await requestJson('/api/x', { fetchImpl: impl, sleep: noSleep }).catch(
      (error: unknown) => error,
    );
    expect(calls).toHaveLength(3);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
    expect((failure as HttpError).message).toContain('still busy');
    expect((failure as HttpError).detail).toBe('still busy');
  });

  it('succeeds when a retry does', async () => {
    const { impl } = fakeFetch([
      new Response('oops', { status: 500 }),
      new Response('{"v":2}', { status: 200 }),
    ]);
    expect(await requestJson('/api/x', { fetchImpl: impl, sleep: noSleep })).toEqual({ v: 2 });
  });

  it('does not retry a client error', async () => {
    const { calls, impl } = fakeFetch([
      new Response('{"detail":"Invalid user age: must be between 6 and 18"}', { status: 422 }),
    ]);
    await expect(requestJson('/api/x', { fetchImpl: impl, sleep: noSleep })).rejects.toThrow('HTTP 422');
    expect(calls).toHaveLength(1);
  });

  it('pauses 500 ms between attempts', async () => {
    const pauses: number[] = [];
    const { impl } = fakeFetch([new TypeError('x'), new TypeError('x'), new TypeError('x')]);
    await requestJson('/api/x', {
      fetchImpl: impl,
      sleep: (ms) => (pauses.push(ms), Promise.resolve()),
    }).catch(() => undefined);
    expect(pauses).toEqual([500, 500]);
  });
});

describe('teacher calls (TEACHER_CALL)', () => {
  it('carry the CSRF token on state-changing calls only, and try once', async () => {
    setCsrfToken('tok');
    const { calls, impl } = fakeFetch([
      new Response('{}', { status: 200 }),
      new Response('busy', { status: 503 }),
    ]);
    await requestJson('/api/a', { ...TEACHER_CALL, fetchImpl: impl });
    await requestJson('/api/b', { ...TEACHER_CALL, method: 'POST', fetchImpl: impl }).catch(() => undefined);
    setCsrfToken(null);
    expect(calls).toHaveLength(2);
    expect((calls[0]?.init?.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
    expect((calls[1]?.init?.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
  });

  it('say what failed: the detail of a non-OK answer, the network sentence otherwise', async () => {
    const { impl } = fakeFetch([
      new Response('{"detail":"Admin only","code":"FORBIDDEN"}', { status: 403 }),
      new Response('{"success":"yes"}', { status: 200 }),
    ]);
    const denied = await requestJson('/api/x', { ...TEACHER_CALL, fetchImpl: impl }).catch(
      (error: unknown) => error,
    );
    expect(failureText(denied, 'Failed to clear data', 'Network error')).toBe(
      'Failed to clear data: Admin only',
    );
    const odd = await requestJson('/api/x', {
      ...TEACHER_CALL,
      schema: SuccessResponseSchema,
      fetchImpl: impl,
    }).catch((error: unknown) => error);
    expect(odd).toBeInstanceOf(BadAnswerError);
    expect(failureText(odd, 'Failed to clear data', 'Network error')).toBe('Network error');
  });
});

describe('apiPath', () => {
  it('prefixes /api and encodes the query, leaving out undefined values', () => {
    expect(
      apiPath('config/trigger-introduction', { conversation_id: 'c 1', user_age: 7, skip: undefined }),
    ).toBe('/api/config/trigger-introduction?conversation_id=c%201&user_age=7');
    expect(apiPath('stories/', { age: 16.5 })).toBe('/api/stories/?age=16.5');
    expect(apiPath('database/logs', { lines: 100, search: '' })).toBe('/api/database/logs?lines=100');
  });
});

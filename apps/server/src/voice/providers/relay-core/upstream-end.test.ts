import { describe, expect, it } from 'vitest';
import { VOICELIVE_CONFIG_DEFAULTS } from '@shared';
import type { RelayRetryPolicy } from '../relay-types';
import { classifyUpstreamClose, classifyUpstreamError, reopenDelayMs } from './upstream-end';
import { relayOptionsFromVoiceLiveConfig } from './voicelive-settings';

const PATTERNS = ['closing transport', 'connection closed', 'transport closed'];
const POLICY: RelayRetryPolicy = {
  initialDelaySeconds: 1,
  maxDelaySeconds: 60,
  backoffMultiplier: 2,
  jitter: false,
  maxRetries: 10,
  transportErrorPatterns: PATTERNS,
};

describe('what an upstream error or close means', () => {
  it("treats OpenAI's session cap as an expiry, by code or by wording", () => {
    expect(classifyUpstreamError({ code: 'session_expired', message: 'x' }, PATTERNS)).toBe('expired');
    expect(
      classifyUpstreamError(
        { code: null, message: 'Your session hit the maximum duration of 60 minutes.' },
        PATTERNS,
      ),
    ).toBe('expired');
    expect(
      classifyUpstreamClose(1001, 'Your session hit the maximum duration of 30 minutes.', PATTERNS),
    ).toBe('expired');
  });

  it("reopens on errors naming the teacher's transport patterns, case-insensitively", () => {
    expect(
      classifyUpstreamError({ code: 'server_error', message: 'Cannot write to Closing Transport' }, PATTERNS),
    ).toBe('transport');
    expect(
      classifyUpstreamError({ code: 'server_error', message: 'Cannot write to closing transport' }, []),
    ).toBeNull();
  });

  it('gives up on a wrong key instead of retrying it', () => {
    expect(
      classifyUpstreamError({ code: 'invalid_api_key', message: 'Incorrect API key provided' }, PATTERNS),
    ).toBe('fatal');
    expect(classifyUpstreamClose(3000, 'invalid_request_error.invalid_api_key', PATTERNS)).toBe('fatal');
    expect(classifyUpstreamClose(1008, '', PATTERNS)).toBe('fatal');
  });

  it('leaves ordinary request errors to the client', () => {
    expect(
      classifyUpstreamError(
        { code: 'input_audio_buffer_commit_empty', message: 'buffer is empty' },
        PATTERNS,
      ),
    ).toBeNull();
  });

  it('reopens after any other close, with or without a reason', () => {
    expect(classifyUpstreamClose(1006, '', PATTERNS)).toBe('transport');
    expect(classifyUpstreamClose(1008, 'transport closed', PATTERNS)).toBe('transport');
  });
});

describe('reopen delays', () => {
  it('backs off by the multiplier up to the maximum', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => reopenDelayMs(POLICY, attempt, 'transport'));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it('reopens a capped session at once, then backs off like any other failure', () => {
    const delays = [1, 2, 3].map((attempt) => reopenDelayMs(POLICY, attempt, 'expired'));
    expect(delays).toEqual([0, 1000, 2000]);
  });

  it('spreads delays by ±20 % with jitter, never past the maximum', () => {
    const jittered = { ...POLICY, jitter: true };
    expect(reopenDelayMs(jittered, 2, 'transport', () => 0)).toBe(1600);
    expect(reopenDelayMs(jittered, 2, 'transport', () => 1)).toBe(2400);
    expect(reopenDelayMs(jittered, 9, 'transport', () => 1)).toBe(60000);
  });
});

describe("the teacher's VoiceLive settings as relay options", () => {
  it('carries the spec defaults over, seconds stay seconds except the health check', () => {
    expect(relayOptionsFromVoiceLiveConfig(VOICELIVE_CONFIG_DEFAULTS)).toEqual({
      retryPolicy: {
        initialDelaySeconds: 1,
        maxDelaySeconds: 60,
        backoffMultiplier: 2,
        jitter: true,
        maxRetries: 10,
        transportErrorPatterns: ['closing transport', 'connection closed', 'transport closed'],
      },
      healthCheckIntervalMs: 30_000,
    });
  });
});

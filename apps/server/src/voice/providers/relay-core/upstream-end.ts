/**
 * Deciding what an upstream error or close means: the provider capped the session (reopen at once),
 * the transport broke (reopen with back-off), or the upstream refused us (give up and let the
 * session fall back to the local provider). Also the back-off delays of the retry policy.
 */
import type { RelayRetryPolicy } from '../relay-types';

export type UpstreamEnd = 'expired' | 'transport' | 'fatal';

export interface UpstreamErrorBody {
  type?: string;
  code?: string | null;
  message: string;
  event_id?: string | null;
}

/** An upstream error in our protocol's shape (code and type are required there). */
export function toClientError(error: UpstreamErrorBody): {
  type: 'error';
  error: Required<UpstreamErrorBody>;
} {
  return {
    type: 'error',
    error: {
      type: error.type ?? 'upstream_error',
      code: error.code ?? 'upstream_error',
      message: error.message,
      event_id: error.event_id ?? null,
    },
  };
}

/** OpenAI: error code session_expired, "Your session hit the maximum duration of 30 minutes." */
const EXPIRED_TEXT = /session[ _.-]?expired|maximum (?:session )?duration|session (?:duration|time) limit/i;
const FATAL_CODES = new Set([
  'invalid_api_key',
  'authentication_error',
  'unauthorized',
  'forbidden',
  'insufficient_quota',
  'model_not_found',
  '401',
  '403',
]);
const FATAL_TEXT = /invalid_api_key|incorrect api key|unauthori[sz]ed|access denied|forbidden/i;
/** Policy violation and the 4xxx codes providers use for auth and quota refusals. */
const FATAL_CLOSE_CODES = new Set([1008, 4001, 4003, 4401, 4403]);

function matchesPattern(text: string, patterns: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return patterns.some((pattern) => lower.includes(pattern.toLowerCase()));
}

/**
 * An upstream `error` event: null when it is an ordinary error for the client (a bad request, a
 * failed response) and the session goes on.
 */
export function classifyUpstreamError(
  error: { code?: string | null; message: string },
  patterns: readonly string[],
): UpstreamEnd | null {
  const code = error.code ?? '';
  if (code === 'session_expired' || EXPIRED_TEXT.test(error.message)) return 'expired';
  if (FATAL_CODES.has(code) || FATAL_TEXT.test(error.message)) return 'fatal';
  if (matchesPattern(`${code} ${error.message}`, patterns)) return 'transport';
  return null;
}

/**
 * A close we did not ask for. Anything but a refusal is worth a reopen; a reason matching the
 * teacher's transport patterns is reopened even under a close code that would otherwise mean refusal.
 */
export function classifyUpstreamClose(
  code: number,
  reason: string,
  patterns: readonly string[],
): UpstreamEnd {
  if (EXPIRED_TEXT.test(reason)) return 'expired';
  if (reason.length > 0 && matchesPattern(reason, patterns)) return 'transport';
  if (FATAL_CLOSE_CODES.has(code) || FATAL_TEXT.test(reason)) return 'fatal';
  return 'transport';
}

/** A failed handshake: 401/403 mean the key is wrong, so retrying cannot help. */
export function isFatalHandshakeStatus(statusCode: number): boolean {
  return statusCode === 401 || statusCode === 403 || statusCode === 404;
}

/**
 * Delay before reopen attempt `attempt` (1-based). A capped session is reopened at once on the first
 * attempt (the upstream is healthy, the child is waiting); every other attempt waits
 * initial × multiplier^(n−1), capped at the maximum, spread ±20 % when jitter is on so many sessions
 * capped together do not all knock at the same moment.
 */
export function reopenDelayMs(
  policy: RelayRetryPolicy,
  attempt: number,
  cause: UpstreamEnd,
  random: () => number = Math.random,
): number {
  if (cause === 'expired' && attempt <= 1) return 0;
  const exponent = cause === 'expired' ? attempt - 2 : attempt - 1;
  const baseMs = policy.initialDelaySeconds * 1000 * policy.backoffMultiplier ** Math.max(0, exponent);
  const maxMs = policy.maxDelaySeconds * 1000;
  const cappedMs = Math.min(maxMs, baseMs);
  if (!policy.jitter) return cappedMs;
  return Math.round(Math.min(maxMs, cappedMs * (0.8 + 0.4 * random())));
}

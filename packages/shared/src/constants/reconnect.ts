/** Reconnect and retry policies (child-side sections 4, 7 and 9). */

export interface BackoffPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  /** Factor applied to the delay after each attempt (1 = fixed delay). */
  backoffMultiplier: number;
  maxDelayMs: number;
}

/** Realtime voice socket: 5 attempts, 2000 ms doubling per attempt, capped at 30000 ms. */
export const VOICE_SOCKET_RECONNECT: BackoffPolicy = {
  maxAttempts: 5,
  baseDelayMs: 2000,
  backoffMultiplier: 2,
  maxDelayMs: 30000,
};

/** UI-state channel: 5 attempts at a fixed 2000 ms. */
export const UI_CHANNEL_RECONNECT: BackoffPolicy = {
  maxAttempts: 5,
  baseDelayMs: 2000,
  backoffMultiplier: 1,
  maxDelayMs: 2000,
};

/** The UI channel treats this close code as "backend unavailable": standalone mode, no reconnect. */
export const UI_CHANNEL_STANDALONE_CLOSE_CODE = 1006;

/** Voice and story-context HTTP helper: up to 3 attempts with a 500 ms pause between them. */
export const HTTP_RETRY = { maxAttempts: 3, pauseMs: 500 } as const;

/**
 * Delay before reconnect attempt `attempt` (1-based): base × multiplier^(attempt−1), capped.
 * Voice socket: 2000, 4000, 8000, 16000, 30000 ms.
 */
export function reconnectDelayMs(policy: BackoffPolicy, attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.backoffMultiplier ** exponent);
}

/** Whether another attempt is allowed after `attemptsSoFar` failed ones. */
export function canReconnect(policy: BackoffPolicy, attemptsSoFar: number): boolean {
  return attemptsSoFar < policy.maxAttempts;
}

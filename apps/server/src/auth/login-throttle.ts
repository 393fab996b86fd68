/**
 * Sign-in lock-out, counted in the database (rate_limits) so it holds across every instance: 5 failed
 * sign-ins for one username, or 20 from one address (a school shares one address behind its router),
 * lock further attempts for the rest of a 15-minute window. Unknown usernames are counted the same way
 * as real ones, so the answers never tell which usernames exist.
 */
import type { Repositories } from '../db/repositories';
import { AppError } from '../errors/app-error';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export function lockedOutMessage(resetAtMs: number, nowMs: number): string {
  const minutes = Math.max(1, Math.ceil((resetAtMs - nowMs) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function keys(username: string, address: string) {
  return [
    { key: `login-fail:user:${username.trim().toLowerCase()}`, max: MAX_FAILURES_PER_USERNAME },
    { key: `login-fail:ip:${address}`, max: MAX_FAILURES_PER_ADDRESS },
  ];
}

/** Throws 429 while either counter is at its limit. */
export async function assertNotLockedOut(
  repos: Repositories,
  username: string,
  address: string,
  nowMs = Date.now(),
) {
  for (const { key, max } of keys(username, address)) {
    const current = await repos.rateLimits.peek(key, { windowMs: LOCKOUT_WINDOW_MS, nowMs });
    if (current.count >= max) throw new AppError('RATE_LIMITED', lockedOutMessage(current.resetAtMs, nowMs));
  }
}

/** Counts a failure; answers the lock-out error when this failure reached a limit. */
export async function recordFailedSignIn(
  repos: Repositories,
  username: string,
  address: string,
  nowMs = Date.now(),
): Promise<AppError | undefined> {
  let locked: AppError | undefined;
  for (const { key, max } of keys(username, address)) {
    const hit = await repos.rateLimits.hit(key, { windowMs: LOCKOUT_WINDOW_MS, nowMs });
    if (hit.count >= max) locked ??= new AppError('RATE_LIMITED', lockedOutMessage(hit.resetAtMs, nowMs));
  }
  return locked;
}

/** A successful sign-in clears the username's count (the address count runs out on its own). */
export async function clearFailedSignIns(repos: Repositories, username: string): Promise<void> {
  await repos.rateLimits.reset(`login-fail:user:${username.trim().toLowerCase()}`);
}

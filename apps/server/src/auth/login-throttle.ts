/**
 * Sign-in throttling, counted in the database (rate_limits) so it holds across every instance.
 *
 * An attempt is reserved before its password is checked: each counter is one atomic increment-then-read
 * (`RateLimitsRepository.hit`), so parallel requests cannot all pass a check made before the slow scrypt;
 * at most `MAX_ATTEMPTS_PER_PAIR` passwords are ever verified for one username from one address.
 *
 * Three counters, checked in this order and stopping at the first that is full:
 * - per address, a ceiling only abusive rates reach (a school behind one NAT address shares it);
 * - per username+address pair, the tight limit: one address can lock a username only for itself;
 * - per username from every address, a slower curve against a spread-out guessing attack.
 * A rejected attempt is not counted by the later counters, so an address that hit its pair limit cannot
 * go on to fill the username's counter and lock the account for everyone else.
 * Unknown usernames are counted the same way as real ones, so the answers never tell which exist.
 */
import type { Repositories } from '../db/repositories';
import { AppError } from '../errors/app-error';

export const PAIR_WINDOW_MS = 15 * 60_000;
export const MAX_ATTEMPTS_PER_PAIR = 5;
export const USERNAME_WINDOW_MS = 60 * 60_000;
export const MAX_ATTEMPTS_PER_USERNAME = 20;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
export const MAX_ATTEMPTS_PER_ADDRESS = 100;

export function lockedOutMessage(resetAtMs: number, nowMs: number): string {
  const minutes = Math.max(1, Math.ceil((resetAtMs - nowMs) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function normalisedUsername(username: string): string {
  return username.trim().toLowerCase();
}

interface Counter {
  key: string;
  max: number;
  windowMs: number;
}

function counters(username: string, address: string): { address: Counter; pair: Counter; username: Counter } {
  const user = normalisedUsername(username);
  return {
    address: { key: `login:ip:${address}`, max: MAX_ATTEMPTS_PER_ADDRESS, windowMs: ADDRESS_WINDOW_MS },
    pair: { key: `login:pair:${address}:${user}`, max: MAX_ATTEMPTS_PER_PAIR, windowMs: PAIR_WINDOW_MS },
    username: { key: `login:user:${user}`, max: MAX_ATTEMPTS_PER_USERNAME, windowMs: USERNAME_WINDOW_MS },
  };
}

/** A reserved attempt: whether a failure of it uses up the last try (then the answer is the lock-out). */
export interface SignInAttempt {
  lockedIfFailed: AppError | undefined;
}

/**
 * Counts this attempt on each counter before its password is checked. Throws 429 (without checking
 * anything) when a counter was already full.
 */
export async function reserveSignInAttempt(
  repos: Repositories,
  username: string,
  address: string,
  nowMs = Date.now(),
): Promise<SignInAttempt> {
  const c = counters(username, address);
  let lockedIfFailed: AppError | undefined;
  for (const counter of [c.address, c.pair, c.username]) {
    const hit = await repos.rateLimits.hit(counter.key, { windowMs: counter.windowMs, nowMs });
    const message = () => new AppError('RATE_LIMITED', lockedOutMessage(hit.resetAtMs, nowMs));
    if (hit.count > counter.max) throw message();
    if (hit.count === counter.max) lockedIfFailed ??= message();
  }
  return { lockedIfFailed };
}

/**
 * A successful sign-in clears the username's counters and gives the address its attempt back (the
 * address ceiling is for failures).
 */
export async function clearSignInAttempts(repos: Repositories, username: string, address: string): Promise<void> {
  const c = counters(username, address);
  await repos.rateLimits.reset(c.pair.key);
  await repos.rateLimits.reset(c.username.key);
  await repos.rateLimits.refund(c.address.key);
}

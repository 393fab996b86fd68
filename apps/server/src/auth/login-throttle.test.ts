import { describe, expect, it } from 'vitest';
import { lockedOutMessage } from './login-throttle';

describe('the lock-out message', () => {
  it('rounds the wait up to whole minutes, never below one', () => {
    const now = 1_000_000;
    expect(lockedOutMessage(now + 15 * 60_000, now)).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect(lockedOutMessage(now + 61_000, now)).toBe(
      'Too many failed sign-in attempts. Try again in 2 minutes.',
    );
    expect(lockedOutMessage(now + 5_000, now)).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );
  });
});

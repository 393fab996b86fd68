/**
 * Teacher sign-in sessions. The browser holds a random token in the `lc_session` cookie; the database
 * holds only its sha256 (so a leaked table signs nobody in), the user, a CSRF token and a sliding
 * expiry of 12 hours from the last use.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/schema';

export const SESSION_COOKIE = 'lc_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Expiry is pushed out at most once a minute, so busy dashboards do not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export interface Principal {
  userId: string;
  username: string;
  role: UserRow['role'];
  /** sha256 of the cookie token: the auth_sessions row id. */
  sessionId: string;
  csrfToken: string;
}

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

const randomToken = () => randomBytes(32).toString('base64url');
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openSession(
  repos: Repositories,
  userId: string,
  now = new Date(),
): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  // Housekeeping at the rare moment of a sign-in keeps the table to live sessions without a timer.
  await repos.authSessions.deleteExpired(now.toISOString());
  await repos.authSessions.create({
    id: tokenDigest(token),
    user_id: userId,
    csrf_token: csrfToken,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    last_seen_at: now.toISOString(),
  });
  return { token, csrfToken, expiresAt };
}

/** The signed-in user behind a cookie token, or undefined (unknown, expired, or a disabled account). */
export async function resolveSession(
  repos: Repositories,
  token: string | undefined,
  now = new Date(),
): Promise<Principal | undefined> {
  if (!token || token.length > 200) return undefined;
  const sessionId = tokenDigest(token);
  const found = await repos.authSessions.getValid(sessionId, now.toISOString());
  if (!found) return undefined;
  if (found.user.disabled) {
    await repos.authSessions.deleteForUser(found.user.id);
    return undefined;
  }
  if (now.getTime() - Date.parse(found.session.last_seen_at) >= TOUCH_EVERY_MS) {
    await repos.authSessions.touch(
      sessionId,
      now.toISOString(),
      new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
    );
  }
  return {
    userId: found.user.id,
    username: found.user.username,
    role: found.user.role,
    sessionId,
    csrfToken: found.session.csrf_token,
  };
}

export async function closeSession(repos: Repositories, token: string | undefined): Promise<void> {
  if (token) await repos.authSessions.delete(tokenDigest(token));
}

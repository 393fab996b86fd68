/**
 * What a failed sign-in logs for its username. People type their password into the username field, so an
 * unknown username is logged only as a short hash (enough to see the same one recurring), never verbatim.
 */
import { createHash } from 'node:crypto';

export function usernameForLog(typed: string, existingUsername: string | undefined): string {
  if (existingUsername !== undefined) return existingUsername;
  const digest = createHash('sha256').update(typed.trim().toLowerCase()).digest('hex').slice(0, 12);
  return `unknown#${digest}`;
}

/** Teacher login sessions. The id is the sha256 of the cookie token, so a database leak is no login. */
import type { Kysely } from 'kysely';
import type { AuthSessionRow, Database, NewAuthSession, UserRow } from '../schema';

export interface AuthSessionWithUser {
  session: AuthSessionRow;
  user: Pick<UserRow, 'id' | 'username' | 'role' | 'disabled'>;
}

export class AuthSessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(session: NewAuthSession): Promise<AuthSessionRow> {
    return this.db.insertInto('auth_sessions').values(session).returningAll().executeTakeFirstOrThrow();
  }

  /** The session and its user, if the session exists and has not expired at `nowIso`. */
  async getValid(id: string, nowIso: string): Promise<AuthSessionWithUser | undefined> {
    const row = await this.db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('s')
      .select(['u.username', 'u.role', 'u.disabled'])
      .where('s.id', '=', id)
      .where('s.expires_at', '>', nowIso)
      .executeTakeFirst();
    if (!row) return undefined;
    const { username, role, disabled, ...session } = row;
    return { session, user: { id: session.user_id, username, role, disabled } };
  }

  /** Sliding expiry: records activity and optionally pushes the expiry out. */
  async touch(id: string, lastSeenAtIso: string, expiresAtIso?: string): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({
        last_seen_at: lastSeenAtIso,
        ...(expiresAtIso === undefined ? {} : { expires_at: expiresAtIso }),
      })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<boolean> {
    const res = await this.db.deleteFrom('auth_sessions').where('id', '=', id).executeTakeFirst();
    return res.numDeletedRows > 0n;
  }

  async deleteForUser(userId: string): Promise<number> {
    const res = await this.db.deleteFrom('auth_sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  async deleteExpired(nowIso: string): Promise<number> {
    const res = await this.db
      .deleteFrom('auth_sessions')
      .where('expires_at', '<=', nowIso)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}

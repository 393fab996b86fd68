/** Teacher and administrator accounts, with failed-login counting and temporary lock-out. */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from '../schema';
import { newId, nowIso, toNumber } from './sql-values';

export type NewUserInput = Omit<NewUser, 'id' | 'created_at'> & { id?: string; created_at?: string };
export type UserPatch = Partial<Pick<UserRow, 'password_hash' | 'role' | 'disabled' | 'locked_until'>>;

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: NewUserInput): Promise<UserRow> {
    return this.db
      .insertInto('users')
      .values({ ...input, id: input.id ?? newId(), created_at: input.created_at ?? nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async getById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Usernames match whatever their letter case (a unique index on lower(username) keeps them distinct). */
  async getByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  async list(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy('username').execute();
  }

  async count(role?: UserRow['role']): Promise<number> {
    let q = this.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'));
    if (role !== undefined) q = q.where('role', '=', role);
    return toNumber((await q.executeTakeFirstOrThrow()).n);
  }

  async update(id: string, patch: UserPatch): Promise<boolean> {
    const res = await this.db.updateTable('users').set(patch).where('id', '=', id).executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /**
   * Counts a failed login in one statement (concurrent attempts cannot lose a count) and locks the
   * account until `lockUntilIso` once `maxAttempts` is reached. Answers the new count.
   */
  async recordFailedLogin(id: string, opts: { maxAttempts: number; lockUntilIso: string }): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set({
        failed_logins: sql<number>`failed_logins + 1`,
        locked_until: sql<
          string | null
        >`case when failed_logins + 1 >= ${opts.maxAttempts} then ${opts.lockUntilIso} else locked_until end`,
      })
      .where('id', '=', id)
      .returning('failed_logins')
      .executeTakeFirst();
    return toNumber(row?.failed_logins);
  }

  async resetFailedLogins(id: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<boolean> {
    const res = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return res.numDeletedRows > 0n;
  }
}

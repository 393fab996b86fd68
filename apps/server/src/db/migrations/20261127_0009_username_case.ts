/**
 * Usernames are one account whatever their case ("Alice" and "alice" are the same teacher), as the
 * sign-in throttle already counted them. A database holding two usernames that differ only in case
 * cannot take the index; the migration names them so an administrator can rename one first.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const clashes = await sql<{ name: string }>`
    select lower(username) as name from users group by lower(username) having count(*) > 1
  `.execute(db);
  if (clashes.rows.length > 0) {
    const names = clashes.rows.map((r) => r.name).join(', ');
    throw new Error(`usernames that differ only in letter case must be renamed first: ${names}`);
  }
  await sql`create unique index users_username_lower_idx on users (lower(username))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_lower_idx').execute();
}

/**
 * LC_ADMIN_USERNAME / LC_ADMIN_PASSWORD create or update an administrator at boot (docs/architecture.md, "Contracts"), so
 * a deployment can always be signed into, and a forgotten password is reset by restarting with a new one.
 */
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Repositories } from '../db/repositories';
import { hashPassword, verifyPassword } from './passwords';

export async function ensureBootstrapAdmin(
  ctx: { config: Pick<AppConfig, 'bootstrapAdmin'>; repos: Pick<Repositories, 'users' | 'authSessions'>; logger: Pick<Logger, 'info'> },
): Promise<'created' | 'updated' | 'unchanged' | 'not-configured'> {
  const admin = ctx.config.bootstrapAdmin;
  if (!admin) return 'not-configured';
  const username = admin.username.trim();
  const existing = await ctx.repos.users.getByUsername(username);
  if (!existing) {
    await ctx.repos.users.create({
      username,
      password_hash: await hashPassword(admin.password),
      role: 'admin',
    });
    ctx.logger.info({ username }, 'created the administrator from LC_ADMIN_USERNAME');
    return 'created';
  }
  const samePassword = await verifyPassword(admin.password, existing.password_hash);
  if (samePassword && existing.role === 'admin' && !existing.disabled) return 'unchanged';
  await ctx.repos.users.update(existing.id, {
    role: 'admin',
    disabled: 0,
    locked_until: null,
    ...(samePassword ? {} : { password_hash: await hashPassword(admin.password) }),
  });
  if (!samePassword) await ctx.repos.authSessions.deleteForUser(existing.id);
  ctx.logger.info({ username }, 'updated the administrator from LC_ADMIN_USERNAME');
  return 'updated';
}

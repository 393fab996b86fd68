/** Teacher accounts, managed by an administrator: list, create, disable (which also ends their sessions). */
import { z } from 'zod';
import { CreateTeacherRequestSchema, TeacherRoleSchema } from '@shared';
import { authenticate, enforceTeacherAccess } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { isUniqueViolation } from '../../db/repositories/sql-values';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors/app-error';
import type { RouteModule } from '../route-module';

const TeacherAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: TeacherRoleSchema,
  disabled: z.boolean(),
  created_at: z.string(),
});
const UserIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

const toAccount = (user: UserRow) => ({
  id: user.id,
  username: user.username,
  role: user.role,
  disabled: user.disabled === 1,
  created_at: user.created_at,
});

export const authUserRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['auth'];

  app.get(
    '/auth/users',
    { schema: { tags, response: { 200: z.object({ users: z.array(TeacherAccountSchema) }) } } },
    async () => ({ users: (await ctx.repos.users.list()).map(toAccount) }),
  );

  app.post(
    '/auth/users',
    {
      schema: {
        tags,
        body: CreateTeacherRequestSchema,
        response: { 201: z.object({ user: TeacherAccountSchema }) },
      },
    },
    async (request, reply) => {
      try {
        const user = await ctx.repos.users.create({
          username: request.body.username,
          password_hash: await hashPassword(request.body.password),
          role: request.body.role,
        });
        return reply.status(201).send({ user: toAccount(user) });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'That username is already taken.');
        throw error;
      }
    },
  );

  app.post(
    '/auth/users/:id/disable',
    {
      schema: {
        tags,
        params: UserIdParamsSchema,
        response: { 200: z.object({ success: z.boolean(), user: TeacherAccountSchema }) },
      },
    },
    async (request) => {
      const me = await authenticate(request);
      if (me.userId === request.params.id) throw badRequest('You cannot disable your own account.');
      const user = await ctx.repos.users.getById(request.params.id);
      if (!user) throw notFound('No such teacher account.');
      await ctx.repos.users.update(user.id, { disabled: 1 });
      await ctx.repos.authSessions.deleteForUser(user.id);
      return { success: true, user: toAccount({ ...user, disabled: 1 }) };
    },
  );
};

/** Teacher accounts, managed by an administrator: list, create, disable (which also ends their sessions). */
import {
  CreateTeacherRequestSchema,
  TeacherAccountCreatedResponseSchema,
  TeacherAccountDisabledResponseSchema,
  TeacherAccountListResponseSchema,
  TeacherIdParamsSchema,
  type TeacherAccount,
} from '@shared';
import { authenticate, enforceTeacherAccess } from '../../auth/access';
import { assertStrongPassword } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { isUniqueViolation } from '../../db/repositories/sql-values';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors/app-error';
import type { RouteModule } from '../route-module';

const toAccount = (user: UserRow): TeacherAccount => ({
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
    { schema: { tags, response: { 200: TeacherAccountListResponseSchema } } },
    async () => ({ users: (await ctx.repos.users.list()).map(toAccount) }),
  );

  app.post(
    '/auth/users',
    {
      schema: {
        tags,
        body: CreateTeacherRequestSchema,
        response: { 201: TeacherAccountCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      assertStrongPassword(request.body.password, request.body.username);
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
        params: TeacherIdParamsSchema,
        response: { 200: TeacherAccountDisabledResponseSchema },
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

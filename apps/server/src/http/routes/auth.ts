/**
 * Teacher sign-in (docs/architecture.md, "Contracts"): login, logout, who am I (with the CSRF token), and the first-run
 * "create the administrator" step, which only the server's own machine may complete.
 */
import {
  AuthSetupStatusSchema,
  FirstRunAdminRequestSchema,
  LoginRequestSchema,
  SetupDoneResponseSchema,
  SignedInSchema,
  SuccessResponseSchema,
} from '@shared';
import {
  authenticate,
  currentPrincipal,
  enforceTeacherAccess,
  installAccess,
  sessionCookie,
} from '../../auth/access';
import { isLocalRequest } from '../../auth/local-request';
import { clearSignInAttempts, reserveSignInAttempt } from '../../auth/login-throttle';
import { usernameForLog } from '../../auth/username-log';
import { assertStrongPassword } from '../../auth/password-policy';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { closeSession, openSession, SESSION_COOKIE } from '../../auth/session-tokens';
import { AppError } from '../../errors/app-error';
import type { RouteModule } from '../route-module';

export const WRONG_CREDENTIALS = 'Wrong username or password.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Ask an administrator to enable it.';
export const SETUP_LOCAL_ONLY = "The administrator can only be created from the server's own machine.";
export const SETUP_DONE = 'The administrator already exists. Please sign in.';

export const authRoutes: RouteModule = (app, ctx) => {
  installAccess(app, ctx.repos);
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['auth'];

  app.post(
    '/auth/login',
    { schema: { tags, body: LoginRequestSchema, response: { 200: SignedInSchema } } },
    async (request, reply) => {
      const username = request.body.username.trim();
      const attempt = await reserveSignInAttempt(ctx.repos, username, request.ip);
      const user = await ctx.repos.users.getByUsername(username);
      const ok = user
        ? await verifyPassword(request.body.password, user.password_hash)
        : await verifyAgainstNothing(request.body.password);
      if (!user || !ok) {
        // A password typed into the username field must not reach the log: only existing accounts are named.
        request.log.info({ user: usernameForLog(username, user?.username), ip: request.ip }, 'teacher sign-in failed');
        throw attempt.lockedIfFailed ?? new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
      }
      // Only now, with the password verified, may the answer differ from a wrong password's.
      if (user.disabled) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
      await clearSignInAttempts(ctx.repos, username, request.ip);
      const session = await openSession(ctx.repos, user.id);
      void reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: request.protocol === 'https',
      });
      request.log.info({ username: user.username }, 'teacher signed in');
      return { username: user.username, role: user.role, csrf_token: session.csrfToken };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: SuccessResponseSchema } } },
    async (request, reply) => {
      // Signing out of a live session is a state change like any other: it needs the CSRF token.
      if (await currentPrincipal(request)) await authenticate(request);
      await closeSession(ctx.repos, sessionCookie(request));
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true };
    },
  );

  app.get('/auth/me', { schema: { tags, response: { 200: SignedInSchema } } }, async (request) => {
    const principal = await authenticate(request);
    return { username: principal.username, role: principal.role, csrf_token: principal.csrfToken };
  });

  app.get('/auth/setup', { schema: { tags, response: { 200: AuthSetupStatusSchema } } }, async () => {
    const needsSetup = (await ctx.repos.users.count()) === 0;
    return { needs_setup: needsSetup, first_run_required: needsSetup };
  });

  app.post(
    '/auth/setup',
    { schema: { tags, body: FirstRunAdminRequestSchema, response: { 201: SetupDoneResponseSchema } } },
    async (request, reply) => {
      if (!isLocalRequest(request)) throw new AppError('FORBIDDEN', SETUP_LOCAL_ONLY);
      if ((await ctx.repos.users.count()) > 0) throw new AppError('CONFLICT', SETUP_DONE);
      assertStrongPassword(request.body.password, request.body.username);
      const user = await ctx.repos.users.create({
        username: request.body.username,
        password_hash: await hashPassword(request.body.password),
        role: 'admin',
      });
      request.log.info({ username: user.username }, 'first administrator created');
      return reply.status(201).send({ success: true, username: user.username, role: user.role });
    },
  );
};

/**
 * Teacher and administrator sign-in (docs/architecture.md, "Contracts"). Children never sign in.
 */
import { z } from 'zod';

export const TeacherRoleSchema = z.enum(['teacher', 'admin'], { error: "role must be 'teacher' or 'admin'" });
export type TeacherRole = z.infer<typeof TeacherRoleSchema>;

const loginText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} must not be empty`)
    .max(200, `${field} must be at most 200 characters`);

/** POST /api/auth/login */
export const LoginRequestSchema = z.object({
  username: loginText('username'),
  password: loginText('password'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** GET /api/auth/me, and the answer of a successful login. */
export const MeResponseSchema = z.object({ username: z.string(), role: TeacherRoleSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Rules for a new account's name and password. */
const newUsername = z
  .string({ error: 'username is required' })
  .trim()
  .min(3, 'username must be 3 to 64 characters')
  .max(64, 'username must be 3 to 64 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'username may use letters, digits, dots, dashes and underscores only');

const newPassword = z
  .string({ error: 'password is required' })
  .min(10, 'password must be at least 10 characters')
  .max(200, 'password must be at most 200 characters')
  .refine((v) => v.trim().length >= 10, 'password must be at least 10 characters, not counting spaces at either end')
  .refine((v) => ![...v].some(isControlCharacter), 'password may not contain control characters');

/** C0 control characters and DEL: never typed into a password on purpose. */
function isControlCharacter(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** POST to create a teacher account (admin only). */
export const CreateTeacherRequestSchema = z.object({
  username: newUsername,
  password: newPassword,
  role: TeacherRoleSchema.default('teacher'),
});
export type CreateTeacherRequest = z.infer<typeof CreateTeacherRequestSchema>;

/** The first-run "create the administrator" form, accepted only from the server's own machine. */
export const FirstRunAdminRequestSchema = z.object({ username: newUsername, password: newPassword });
export type FirstRunAdminRequest = z.infer<typeof FirstRunAdminRequestSchema>;

/** GET /api/auth/me and the login answer: who is signed in, and the CSRF token state-changing calls carry. */
export const SignedInSchema = MeResponseSchema.extend({ csrf_token: z.string().min(1) });
export type SignedIn = z.infer<typeof SignedInSchema>;

/** GET /api/auth/setup: whether the Teacher choice should lead to the first-run screen (both names, same flag). */
export const AuthSetupStatusSchema = z.object({ needs_setup: z.boolean(), first_run_required: z.boolean() });
export type AuthSetupStatus = z.infer<typeof AuthSetupStatusSchema>;

/** Answer of the first-run POST /api/auth/setup. */
export const SetupDoneResponseSchema = z.object({
  success: z.boolean(),
  username: z.string(),
  role: TeacherRoleSchema,
});
export type SetupDoneResponse = z.infer<typeof SetupDoneResponseSchema>;

/** A teacher account as the administrator's list shows it. */
export const TeacherAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: TeacherRoleSchema,
  disabled: z.boolean(),
  created_at: z.string(),
});
export type TeacherAccount = z.infer<typeof TeacherAccountSchema>;

/** `{id}` of POST /api/auth/users/{id}/disable. */
export const TeacherIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
export type TeacherIdParams = z.infer<typeof TeacherIdParamsSchema>;

/** GET /api/auth/users */
export const TeacherAccountListResponseSchema = z.object({ users: z.array(TeacherAccountSchema) });
export type TeacherAccountListResponse = z.infer<typeof TeacherAccountListResponseSchema>;

/** POST /api/auth/users (201). */
export const TeacherAccountCreatedResponseSchema = z.object({ user: TeacherAccountSchema });
export type TeacherAccountCreatedResponse = z.infer<typeof TeacherAccountCreatedResponseSchema>;

/** POST /api/auth/users/{id}/disable */
export const TeacherAccountDisabledResponseSchema = z.object({
  success: z.boolean(),
  user: TeacherAccountSchema,
});
export type TeacherAccountDisabledResponse = z.infer<typeof TeacherAccountDisabledResponseSchema>;

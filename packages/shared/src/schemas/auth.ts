/**
 * Teacher and administrator sign-in (ARCHITECTURE 3, "Teacher access"). Children never sign in.
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
  .max(200, 'password must be at most 200 characters');

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

/** Whether the Teacher choice should lead to the first-run screen. */
export const AuthSetupStatusSchema = z.object({ first_run_required: z.boolean() });
export type AuthSetupStatus = z.infer<typeof AuthSetupStatusSchema>;

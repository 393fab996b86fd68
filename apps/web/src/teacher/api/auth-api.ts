/** Sign-in, first-run set-up and teacher accounts (ARCHITECTURE 3, "Teacher access"). */
import { z } from 'zod';
import { MeResponseSchema, TeacherRoleSchema, type TeacherRole } from '@shared/schemas/auth';
import { apiUrl, getJson, sendJson } from './client';

/** `GET /api/auth/me` also hands out the CSRF token the state-changing calls carry. */
export const SignedInSchema = MeResponseSchema.extend({ csrf_token: z.string().min(1) });
export type SignedIn = z.infer<typeof SignedInSchema>;

/** `GET /api/auth/setup`; older servers name the flag `first_run_required`. */
const SetupStatusSchema = z
  .object({ needs_setup: z.boolean().optional(), first_run_required: z.boolean().optional() })
  .transform((answer) => answer.needs_setup ?? answer.first_run_required ?? false);

export const TeacherAccountSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  username: z.string(),
  role: TeacherRoleSchema,
  disabled: z.boolean().optional(),
  created_at: z.string().optional(),
});
export type TeacherAccount = z.infer<typeof TeacherAccountSchema>;

const UsersSchema = z
  .union([z.array(TeacherAccountSchema), z.object({ users: z.array(TeacherAccountSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.users));

const AnySchema = z.unknown();

export const fetchMe = () => getJson(apiUrl('auth/me'), SignedInSchema);
export const fetchNeedsSetup = () => getJson(apiUrl('auth/setup'), SetupStatusSchema);

export async function login(username: string, password: string): Promise<void> {
  await sendJson('POST', apiUrl('auth/login'), { username, password }, AnySchema);
}

export async function createFirstAdmin(username: string, password: string): Promise<void> {
  await sendJson('POST', apiUrl('auth/setup'), { username, password }, AnySchema);
}

export async function logout(): Promise<void> {
  await sendJson('POST', apiUrl('auth/logout'), undefined, AnySchema);
}

export const fetchUsers = () => getJson(apiUrl('auth/users'), UsersSchema);

export async function createUser(username: string, password: string, role: TeacherRole): Promise<void> {
  await sendJson('POST', apiUrl('auth/users'), { username, password, role }, AnySchema);
}

export async function disableUser(id: string): Promise<void> {
  await sendJson('POST', apiUrl(`auth/users/${encodeURIComponent(id)}/disable`), undefined, AnySchema);
}

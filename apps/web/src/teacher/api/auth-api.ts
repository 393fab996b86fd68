/** Sign-in, first-run set-up and teacher accounts (ARCHITECTURE 3, "Teacher access"). */
import { z } from 'zod';
import {
  AuthSetupStatusSchema,
  SignedInSchema,
  TeacherAccountListResponseSchema,
  type TeacherAccount,
  type TeacherRole,
} from '@shared/schemas/auth';
import { apiUrl, getJson, sendJson } from './client';

const AnySchema = z.unknown();

/** `GET /api/auth/me` also hands out the CSRF token the state-changing calls carry. */
export const fetchMe = () => getJson(apiUrl('auth/me'), SignedInSchema);

export async function fetchNeedsSetup(): Promise<boolean> {
  return (await getJson(apiUrl('auth/setup'), AuthSetupStatusSchema)).needs_setup;
}

export async function login(username: string, password: string): Promise<void> {
  await sendJson('POST', apiUrl('auth/login'), { username, password }, AnySchema);
}

export async function createFirstAdmin(username: string, password: string): Promise<void> {
  await sendJson('POST', apiUrl('auth/setup'), { username, password }, AnySchema);
}

export async function logout(): Promise<void> {
  await sendJson('POST', apiUrl('auth/logout'), undefined, AnySchema);
}

export async function fetchUsers(): Promise<TeacherAccount[]> {
  return (await getJson(apiUrl('auth/users'), TeacherAccountListResponseSchema)).users;
}

export async function createUser(username: string, password: string, role: TeacherRole): Promise<void> {
  await sendJson('POST', apiUrl('auth/users'), { username, password, role }, AnySchema);
}

export async function disableUser(id: string): Promise<void> {
  await sendJson('POST', apiUrl(`auth/users/${encodeURIComponent(id)}/disable`), undefined, AnySchema);
}

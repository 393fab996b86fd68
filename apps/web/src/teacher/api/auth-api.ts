/** Sign-in, first-run set-up and teacher accounts (docs/architecture.md, "Contracts"). */
import {
  AuthSetupStatusSchema,
  SignedInSchema,
  TeacherAccountListResponseSchema,
  type TeacherAccount,
  type TeacherRole,
} from '@shared/schemas/auth';
import { apiPath, requestJson, TEACHER_CALL } from '../../api/http';

/** `GET /api/auth/me` also hands out the CSRF token the state-changing calls carry. */
export const fetchMe = () => requestJson(apiPath('auth/me'), { ...TEACHER_CALL, schema: SignedInSchema });

export async function fetchNeedsSetup(): Promise<boolean> {
  return (await requestJson(apiPath('auth/setup'), { ...TEACHER_CALL, schema: AuthSetupStatusSchema }))
    .needs_setup;
}

export async function login(username: string, password: string): Promise<void> {
  await requestJson(apiPath('auth/login'), { ...TEACHER_CALL, method: 'POST', body: { username, password } });
}

export async function createFirstAdmin(username: string, password: string): Promise<void> {
  await requestJson(apiPath('auth/setup'), { ...TEACHER_CALL, method: 'POST', body: { username, password } });
}

export async function logout(): Promise<void> {
  await requestJson(apiPath('auth/logout'), { ...TEACHER_CALL, method: 'POST' });
}

export async function fetchUsers(): Promise<TeacherAccount[]> {
  return (
    await requestJson(apiPath('auth/users'), { ...TEACHER_CALL, schema: TeacherAccountListResponseSchema })
  ).users;
}

export async function createUser(username: string, password: string, role: TeacherRole): Promise<void> {
  await requestJson(apiPath('auth/users'), {
    ...TEACHER_CALL,
    method: 'POST',
    body: { username, password, role },
  });
}

export async function disableUser(id: string): Promise<void> {
  await requestJson(apiPath(`auth/users/${encodeURIComponent(id)}/disable`), {
    ...TEACHER_CALL,
    method: 'POST',
  });
}

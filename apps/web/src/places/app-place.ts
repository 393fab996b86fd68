/**
 * Which part of the app a path names. `/` is the role screen, first for every new visit; any path the
 * app does not know shows it too.
 */
import { CHILD_PATH } from './child-place';
import { TEACHER_PATH } from './teacher-place';

export const ROLE_PATH = '/';
export const PRIVACY_PATH = '/privacy';

export type AppArea = 'role' | 'privacy' | 'child' | 'teacher';

export function areaOfPath(pathname: string): AppArea {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === PRIVACY_PATH) return 'privacy';
  if (path === CHILD_PATH) return 'child';
  if (path === TEACHER_PATH || path.startsWith(`${TEACHER_PATH}/`)) return 'teacher';
  return 'role';
}

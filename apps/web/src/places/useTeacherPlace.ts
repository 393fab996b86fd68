/** The teacher's place from the address bar, and `go` to move: a new history entry unless `replace`. */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_TEACHER_PLACE, formatTeacherPlace, parseTeacherPlace, type TeacherPlace } from './teacher-place';

export type GoTo<P> = (place: P, options?: { replace?: boolean }) => void;

/**
 * Moves to `url` unless the address is already there: one click can report the same choice twice
 * (Radix tabs select on mouse-down and again on focus), which must not add a second history entry.
 */
export function navigateOnce(navigate: (to: string, options: { replace: boolean }) => void, url: string, replace = false): void {
  if (`${window.location.pathname}${window.location.search}` === url) return;
  navigate(url, { replace });
}

export function useTeacherPlace(): [TeacherPlace, GoTo<TeacherPlace>] {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const place = useMemo(() => parseTeacherPlace(pathname, search) ?? DEFAULT_TEACHER_PLACE, [pathname, search]);
  const go = useCallback<GoTo<TeacherPlace>>(
    (next, options) => navigateOnce(navigate, formatTeacherPlace(next), options?.replace),
    [navigate],
  );
  return [place, go];
}

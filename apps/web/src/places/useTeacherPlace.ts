/** The teacher's place from the address bar, and `go` to move: a new history entry unless `replace`. */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_TEACHER_PLACE, formatTeacherPlace, parseTeacherPlace, type TeacherPlace } from './teacher-place';

export type GoTo<P> = (place: P, options?: { replace?: boolean }) => void;

export function useTeacherPlace(): [TeacherPlace, GoTo<TeacherPlace>] {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const place = useMemo(() => parseTeacherPlace(pathname, search) ?? DEFAULT_TEACHER_PLACE, [pathname, search]);
  const go = useCallback<GoTo<TeacherPlace>>(
    (next, options) => navigate(formatTeacherPlace(next), { replace: options?.replace ?? false }),
    [navigate],
  );
  return [place, go];
}

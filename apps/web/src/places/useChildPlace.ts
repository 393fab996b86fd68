/** The child's band and story from the address bar, and `go` to move: a new history entry unless `replace`. */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatChildPlace, parseChildPlace, type ChildPlace } from './child-place';
import type { GoTo } from './useTeacherPlace';

export function useChildPlace(): [ChildPlace, GoTo<ChildPlace>] {
  const [, navigate] = useLocation();
  const search = useSearch();
  const place = useMemo(() => parseChildPlace(search), [search]);
  const go = useCallback<GoTo<ChildPlace>>(
    (next, options) => navigate(formatChildPlace(next), { replace: options?.replace ?? false }),
    [navigate],
  );
  return [place, go];
}

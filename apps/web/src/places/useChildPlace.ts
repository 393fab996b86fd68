/** The child's band and story from the address bar, and `go` to move: a new history entry unless `replace`. */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatChildPlace, parseChildPlace, type ChildPlace } from './child-place';
import { navigateOnce, type GoTo } from './useTeacherPlace';

export function useChildPlace(): [ChildPlace, GoTo<ChildPlace>] {
  const [, navigate] = useLocation();
  const search = useSearch();
  const place = useMemo(() => parseChildPlace(search), [search]);
  const go = useCallback<GoTo<ChildPlace>>(
    (next, options) => navigateOnce(navigate, formatChildPlace(next), options?.replace),
    [navigate],
  );
  return [place, go];
}

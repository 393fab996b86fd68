/** How the teacher side shows a query: "Loading…" also while Retry re-asks after a failure. */
import type { UseQueryResult } from '@tanstack/react-query';

export function showsLoading(query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching'>): boolean {
  return query.isPending || (query.isError && query.isFetching);
}

/**
 * The one QueryClient of the app: every server read goes through it, so loading, retry, polling and
 * refresh after a change are TanStack Query's, not each screen's own.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { errorText, isRetryable } from '../api/http';
import { appLogger } from '../log/logger';

declare module '@tanstack/react-query' {
  interface Register {
    /** `failureLog` names a read in the log when it fails (dashboard failures are only logged, spec 7). */
    queryMeta: { failureLog?: string };
  }
}

/** One more try for a network failure or a 5xx; a 4xx answer will not change on a retry. */
const MAX_RETRIES = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const failureLog = query.meta?.failureLog;
        if (failureLog) appLogger.error(failureLog, { error: errorText(error) });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        // Screens refresh on the spec's polls, the Refresh button and after a change, not on focus.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

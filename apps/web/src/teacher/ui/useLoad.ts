/**
 * Runs an async load when `load` changes and keeps its outcome. `reload` shows the loading state again
 * (a Retry button); `refresh` keeps the current view while fetching (polling, refresh after a save).
 */
import { useCallback, useEffect, useState } from 'react';
import { appLogger } from '../../log/logger';
import { errorText } from '../../api/http';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string; error: unknown };

export interface Loaded<T> {
  state: LoadState<T>;
  reload: () => void;
  refresh: () => void;
}

/** `failureLog` names the load in the log when it fails (dashboard failures are only logged, spec 7). */
export function useLoad<T>(load: () => Promise<T>, failureLog?: string): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ status: 'ok', data });
      },
      (error: unknown) => {
        if (failureLog) appLogger.error(failureLog, { error: errorText(error) });
        if (live) setState({ status: 'error', message: errorText(error), error });
      },
    );
    return () => {
      live = false;
    };
  }, [load, nonce, failureLog]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setNonce((value) => value + 1);
  }, []);
  const refresh = useCallback(() => setNonce((value) => value + 1), []);
  return { state, reload, refresh };
}

/** The loaded data, or `fallback` while loading or after a failure (lists then show as empty). */
export function dataOr<T>(state: LoadState<T>, fallback: T): T {
  return state.status === 'ok' ? state.data : fallback;
}

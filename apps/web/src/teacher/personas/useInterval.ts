/** Calls `callback` every `intervalMs` while `enabled`; the latest callback is used without restarting. */
import { useEffect, useRef } from 'react';

export function useInterval(callback: () => void, intervalMs: number, enabled = true): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
}

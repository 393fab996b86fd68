/** A flag that turns on after `delayMs` and off again after `visibleMs`, restarted by `trigger()`. */
import { useCallback, useEffect, useState } from 'react';

export function useTimedFlag(delayMs: number, visibleMs: number): [boolean, () => void] {
  const [run, setRun] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (run === 0) return;
    const showTimer = setTimeout(() => setVisible(true), delayMs);
    const hideTimer = setTimeout(() => setVisible(false), delayMs + visibleMs);
    return () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      setVisible(false);
    };
  }, [run, delayMs, visibleMs]);

  const trigger = useCallback(() => setRun((count) => count + 1), []);
  return [visible, trigger];
}

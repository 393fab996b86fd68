/**
 * The floating chat panel's visibility: toggled by the child, set by the server over the UI-state
 * channel, and hidden 3 s after a response completes. Changes made here are reported through `report`
 * (ui_state_update on the UI-state socket); when that socket is down the child's toggles go by POST
 * /api/ui-state/floating-panel/control instead.
 */
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { FLOATING_PANEL_ANIMATION_MS, FLOATING_PANEL_AUTO_HIDE_MS } from '@shared/constants/timings';
import { apiPath, errorMessage, requestJson } from '../api/http';
import { useLatest } from '../app/useLatest';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';

export interface FloatingPanel {
  visible: boolean;
  toggle: () => void;
  close: () => void;
  /** For server control: no report back. */
  setVisible: (visible: boolean) => void;
}

/** Tells the server about a change made on this screen; false when it could not be sent. */
export type PanelReporter = (visible: boolean) => boolean;

/**
 * `visibility` is held by the caller so the UI-state channel, created after this hook, can set it too.
 */
export function useFloatingPanel(
  client: RealtimeClient,
  conversationId: string,
  visibility: [boolean, Dispatch<SetStateAction<boolean>>],
  reporter?: PanelReporter,
): FloatingPanel {
  const [visible, setVisible] = visibility;
  const latestReporter = useLatest(reporter);
  const latestVisible = useLatest(visible);
  const [hideAfterResponse, setHideAfterResponse] = useState(0);

  useEffect(
    () =>
      client.onEvent((event) => {
        if (event.type === 'response.done') setHideAfterResponse((count) => count + 1);
      }),
    [client],
  );

  useEffect(() => {
    if (hideAfterResponse === 0) return;
    const timer = setTimeout(() => {
      if (!latestVisible.current) return;
      setVisible(false);
      latestReporter.current?.(false);
    }, FLOATING_PANEL_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [hideAfterResponse, latestReporter, latestVisible, setVisible]);

  const report = useCallback(
    (action: 'show' | 'hide') => {
      if (latestReporter.current?.(action === 'show')) return;
      requestJson(apiPath('ui-state/floating-panel/control'), {
        method: 'POST',
        body: { conversation_id: conversationId, action, trigger_source: 'user', animation_duration: FLOATING_PANEL_ANIMATION_MS },
        maxAttempts: 1,
      }).catch((error: unknown) => appLogger.debug('Panel state not reported', { error: errorMessage(error) }));
    },
    [conversationId, latestReporter],
  );

  const toggle = useCallback(() => {
    setVisible(!visible);
    report(visible ? 'hide' : 'show');
  }, [report, setVisible, visible]);

  const close = useCallback(() => {
    setVisible(false);
    report('hide');
  }, [report, setVisible]);

  return { visible, toggle, close, setVisible };
}

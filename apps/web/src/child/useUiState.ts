/**
 * The UI-state channel: server control of the floating panel and microphone, topic-drift notices that
 * show the drift overlay and the red dot on the panel toggle, and the child's own panel and microphone
 * changes reported back (ui_state_update on the socket; the REST control call when the socket is down).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { DriftScores } from '@shared/schemas/story-context';
import { errorMessage } from '../api/http';
import { controlMicrophone, getUiState, type VoiceUiEffect } from '../api/ui-state';
import { useLatest } from '../app/useLatest';
import { appLogger } from '../log/logger';
import { resolveSocketUrl } from '../voice/realtime-client';
import { UiStateClient } from '../voice/ui-state-client';
import { initialMicPlacement, micPlacementReducer, nextMicPosition, uiStateReport, type MicPlacement } from './mic-placement';

export interface DriftNotice {
  scores: DriftScores;
  message: string;
}

export interface UiStateHandlers {
  onPanelVisible: (visible: boolean) => void;
}

export interface UiStateView {
  /** Active drift: the red dot shows until the server clears it. */
  drift: DriftNotice | null;
  /** The overlay, which the child may dismiss while drift stays active. */
  alertOpen: boolean;
  mic: MicPlacement;
  dismissAlert: () => void;
  /** The child moved the microphone to its next spot. */
  moveMic: (panelVisible: boolean) => void;
  /** The panel changed on this screen; false when the socket could not carry the news. */
  reportPanel: (visible: boolean) => boolean;
  /** A voice event's effect, applied here only when the socket that would bring it is down. */
  applyEffectIfOffline: (effect: VoiceUiEffect) => void;
}

export function useUiState(conversationId: string, handlers: UiStateHandlers): UiStateView {
  const [drift, setDrift] = useState<DriftNotice | null>(null);
  const [alertOpen, setAlertOpen] = useState(false);
  const [mic, dispatchMic] = useReducer(micPlacementReducer, initialMicPlacement);
  const channel = useRef<UiStateClient | null>(null);
  const latestMic = useLatest(mic);
  const { onPanelVisible } = handlers;

  useEffect(() => {
    const client = new UiStateClient({
      url: resolveSocketUrl(`/api/ui-state/ws/${encodeURIComponent(conversationId)}`, window.location),
      conversationId,
      logger: appLogger,
      onEvent: (event) => {
        switch (event.type) {
          case 'ui_state_update':
            onPanelVisible(event.data.floating_panel_visible);
            dispatchMic({ type: 'server_update', position: event.data.microphone_position, floating: event.data.microphone_floating });
            return;
          case 'floating_panel_control':
            onPanelVisible(event.data.visible);
            return;
          case 'microphone_control':
            dispatchMic({
              type: 'server_control',
              position: event.data.position,
              state: event.data.state,
              floatingStyle: event.data.floating_style,
            });
            return;
          case 'topic_drift_detected':
            setDrift({ scores: event.data.drift_scores, message: event.data.message });
            setAlertOpen(true);
            return;
          case 'topic_drift_cleared':
            setDrift(null);
            setAlertOpen(false);
            return;
        }
      },
    });
    channel.current = client;
    client.connect();
    let cancelled = false;
    getUiState(conversationId)
      .then((state) => {
        if (cancelled || !state) return;
        onPanelVisible(state.floating_panel_visible);
        dispatchMic({ type: 'stored', position: state.microphone_position, floating: state.microphone_floating });
      })
      .catch((error: unknown) => appLogger.debug('No stored UI state', { error: String(error) }));
    return () => {
      cancelled = true;
      channel.current = null;
      client.disconnect();
    };
  }, [conversationId, onPanelVisible]);

  const reportPanel = useCallback(
    (visible: boolean) => channel.current?.sendUiStateUpdate(uiStateReport(latestMic.current, visible)) ?? false,
    [latestMic],
  );

  const moveMic = useCallback(
    (panelVisible: boolean) => {
      const current = latestMic.current;
      const moved: MicPlacement = { ...current, position: nextMicPosition(current.position) };
      dispatchMic({ type: 'child_move' });
      if (channel.current?.sendUiStateUpdate(uiStateReport(moved, panelVisible))) return;
      controlMicrophone({
        conversation_id: conversationId,
        position: moved.position,
        state: 'idle',
        floating_style: moved.floating ? 'floating' : 'docked',
      }).catch((error: unknown) => appLogger.debug('Microphone move not reported', { error: errorMessage(error) }));
    },
    [conversationId, latestMic],
  );

  const applyEffectIfOffline = useCallback(
    (effect: VoiceUiEffect) => {
      if (channel.current?.state === 'connected') return;
      if (effect === 'show_panel' || effect === 'hide_panel') onPanelVisible(effect === 'show_panel');
      else if (effect === 'invite_to_speak') dispatchMic({ type: 'invite' });
    },
    [onPanelVisible],
  );

  const dismissAlert = useCallback(() => setAlertOpen(false), []);
  return { drift, alertOpen, mic, dismissAlert, moveMic, reportPanel, applyEffectIfOffline };
}

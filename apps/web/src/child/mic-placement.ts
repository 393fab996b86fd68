/**
 * Where the floating microphone sits and how it looks, as the UI-state channel and the child change it.
 * The server can move it (ui_state_update, microphone_control), pulse it to invite the child to speak,
 * dock or float it; the child can move it along the three spots. A server move pulses once so the child
 * sees where the button went; the child's own move does not.
 */
import { DEFAULT_MICROPHONE_POSITION, MICROPHONE_POSITIONS } from '@shared/constants/limits';
import type { MicrophoneFloatingStyle, MicrophonePosition, MicrophoneState } from '@shared/schemas/ui-state';
import type { UiStateClientUpdateEvent } from '@shared/schemas/ui-state-ws';

export interface MicPlacement {
  position: MicrophonePosition;
  state: MicrophoneState;
  floating: boolean;
  /** Bumped for each pulse; the view restarts its pulse animation when it changes. */
  pulseSeq: number;
}

export const initialMicPlacement: MicPlacement = {
  position: DEFAULT_MICROPHONE_POSITION,
  state: 'idle',
  floating: true,
  pulseSeq: 0,
};

export type MicPlacementAction =
  | { type: 'stored'; position: MicrophonePosition; floating: boolean }
  | { type: 'server_update'; position: MicrophonePosition; floating: boolean }
  | { type: 'server_control'; position: MicrophonePosition; state: MicrophoneState; floatingStyle: MicrophoneFloatingStyle }
  | { type: 'invite' }
  | { type: 'child_move' };

export function nextMicPosition(position: MicrophonePosition): MicrophonePosition {
  const index = MICROPHONE_POSITIONS.indexOf(position);
  return MICROPHONE_POSITIONS[(index + 1) % MICROPHONE_POSITIONS.length] ?? DEFAULT_MICROPHONE_POSITION;
}

export function micPlacementReducer(current: MicPlacement, action: MicPlacementAction): MicPlacement {
  switch (action.type) {
    case 'stored':
      return { ...current, position: action.position, floating: action.floating };
    case 'server_update': {
      const moved = action.position !== current.position;
      if (!moved && action.floating === current.floating) return current;
      return { ...current, position: action.position, floating: action.floating, pulseSeq: current.pulseSeq + (moved ? 1 : 0) };
    }
    case 'server_control': {
      const pulse = action.state === 'attention' || action.position !== current.position;
      return {
        position: action.position,
        state: action.state,
        floating: action.floatingStyle === 'floating',
        pulseSeq: current.pulseSeq + (pulse ? 1 : 0),
      };
    }
    case 'invite':
      return { ...current, state: 'attention', pulseSeq: current.pulseSeq + 1 };
    case 'child_move':
      return { ...current, position: nextMicPosition(current.position) };
  }
}

/** The full UI state the client reports, so the server's copy never keeps a stale half. */
export type UiStateReport = Required<UiStateClientUpdateEvent['data']>;

export function uiStateReport(placement: MicPlacement, panelVisible: boolean): UiStateReport {
  return {
    floating_panel_visible: panelVisible,
    microphone_position: placement.position,
    microphone_floating: placement.floating,
  };
}

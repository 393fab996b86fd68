import { describe, expect, it } from 'vitest';
import { initialMicPlacement, micPlacementReducer, nextMicPosition, uiStateReport } from './mic-placement';

describe('micPlacementReducer', () => {
  it('starts floating at middle-right, idle, without a pulse', () => {
    expect(initialMicPlacement).toEqual({ position: 'middle-right', state: 'idle', floating: true, pulseSeq: 0 });
  });

  it('moves, docks and pulses the button on microphone_control', () => {
    const next = micPlacementReducer(initialMicPlacement, {
      type: 'server_control',
      position: 'bottom-centre',
      state: 'attention',
      floatingStyle: 'docked',
    });
    expect(next).toEqual({ position: 'bottom-centre', state: 'attention', floating: false, pulseSeq: 1 });
    // A second invitation in the same place pulses again.
    expect(micPlacementReducer(next, { type: 'server_control', position: 'bottom-centre', state: 'attention', floatingStyle: 'docked' }).pulseSeq).toBe(2);
  });

  it('does not pulse when the server only marks the button active where it already is', () => {
    const next = micPlacementReducer(initialMicPlacement, {
      type: 'server_control',
      position: 'middle-right',
      state: 'active',
      floatingStyle: 'floating',
    });
    expect(next.state).toBe('active');
    expect(next.pulseSeq).toBe(0);
  });

  it('pulses once when a ui_state_update moves the button, and ignores an echo of where it is', () => {
    const moved = micPlacementReducer(initialMicPlacement, { type: 'server_update', position: 'bottom-right', floating: true });
    expect(moved).toMatchObject({ position: 'bottom-right', pulseSeq: 1 });
    expect(micPlacementReducer(moved, { type: 'server_update', position: 'bottom-right', floating: true })).toBe(moved);
    expect(micPlacementReducer(moved, { type: 'server_update', position: 'bottom-right', floating: false })).toMatchObject({
      floating: false,
      pulseSeq: 1,
    });
  });

  it('lets the child step the button through the three spots without a pulse', () => {
    let placement = initialMicPlacement;
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      placement = micPlacementReducer(placement, { type: 'child_move' });
      seen.push(placement.position);
    }
    expect(seen).toEqual(['bottom-right', 'bottom-centre', 'middle-right']);
    expect(placement.pulseSeq).toBe(0);
    expect(nextMicPosition('bottom-centre')).toBe('middle-right');
  });

  it('restores the stored spot silently and pulses on a local invitation', () => {
    const stored = micPlacementReducer(initialMicPlacement, { type: 'stored', position: 'bottom-centre', floating: false });
    expect(stored).toMatchObject({ position: 'bottom-centre', floating: false, pulseSeq: 0 });
    expect(micPlacementReducer(stored, { type: 'invite' })).toMatchObject({ state: 'attention', pulseSeq: 1 });
  });
});

describe('uiStateReport', () => {
  it('reports the whole screen state so the server copy is never half stale', () => {
    const placement = micPlacementReducer(initialMicPlacement, { type: 'child_move' });
    expect(uiStateReport(placement, true)).toEqual({
      floating_panel_visible: true,
      microphone_position: 'bottom-right',
      microphone_floating: true,
    });
  });
});

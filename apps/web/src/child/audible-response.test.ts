import { describe, expect, it } from 'vitest';
import type { RealtimeServerEvent } from '../voice/realtime-protocol';
import { AudibleResponseWatcher } from './audible-response';

const created = (id: string): RealtimeServerEvent => ({ type: 'response.created', response: { id, status: 'in_progress' } });
const done = (id: string): RealtimeServerEvent => ({ type: 'response.done', response: { id, status: 'completed' } });
const words = (delta: string): RealtimeServerEvent => ({ type: 'response.audio_transcript.delta', response_id: 'r', delta });

describe('AudibleResponseWatcher', () => {
  it('reports a response once, when its first words or sound arrive', () => {
    const watcher = new AudibleResponseWatcher();
    expect(watcher.next(created('r1'))).toBeNull();
    expect(watcher.next(words('Hi'))).toBe('r1');
    expect(watcher.next(words(' there'))).toBeNull();
    expect(watcher.next(done('r1'))).toBeNull();
  });

  it('never reports an empty response (a quiet pause while the child reads)', () => {
    const watcher = new AudibleResponseWatcher();
    const seen = [created('r2'), done('r2'), words('late text')].map((event) => watcher.next(event));
    expect(seen).toEqual([null, null, null]);
  });

  it('counts audio alone as audible', () => {
    const watcher = new AudibleResponseWatcher();
    watcher.next(created('r3'));
    expect(watcher.next({ type: 'response.audio.delta', response_id: 'r3', item_id: 'i', delta: 'AAAA' })).toBe('r3');
  });
});

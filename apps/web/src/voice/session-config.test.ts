import { describe, expect, it } from 'vitest';
import { getAgeProfile } from '@shared/age/profiles';
import { MemoryLogger } from '../log/logger';
import { ManualTimers } from './fake-timers';
import { RealtimeClient } from './realtime-client';
import type { SocketFactory, SocketHandlers } from './reconnecting-socket';
import { fallbackSessionConfig, firstSessionUpdate } from './session-config';

describe('fallbackSessionConfig (spec 9, when the session config call fails)', () => {
  it('uses server VAD at 0.5 with 300 ms prefix, filler words removed and the profile silence', () => {
    const young = fallbackSessionConfig(getAgeProfile(7));
    expect(young.turn_detection).toEqual({
      type: 'server_vad',
      threshold: 0.5,
      prefix_padding_ms: 300,
      silence_duration_ms: 2000,
      remove_filler_words: true,
    });
    expect(fallbackSessionConfig(getAgeProfile(16.5)).turn_detection?.silence_duration_ms).toBe(1200);
  });

  it('speaks with the profile voice, pcm16 both ways, noise suppression and echo cancellation', () => {
    const config = fallbackSessionConfig(getAgeProfile(10));
    expect(config.voice).toBe('coral');
    expect(config.input_audio_format).toBe('pcm16');
    expect(config.output_audio_format).toBe('pcm16');
    expect(config.input_audio_noise_reduction?.type).toBeTruthy();
    expect(config.input_audio_echo_cancellation?.type).toBeTruthy();
    expect(config.modalities).toEqual(['text', 'audio']);
  });
});

describe('firstSessionUpdate', () => {
  it('carries voice, turn detection and audio handling but leaves the instructions to the server', () => {
    const update = firstSessionUpdate(fallbackSessionConfig(getAgeProfile(13)));
    expect(update.voice).toBe('ballad');
    expect(update.turn_detection?.silence_duration_ms).toBe(1500);
    expect(update.input_audio_format).toBe('pcm16');
    expect(update.instructions).toBeUndefined();
  });
});

describe('RealtimeClient with a starting session config', () => {
  function network() {
    const sockets: { handlers: SocketHandlers; open: boolean; sent: string[] }[] = [];
    const factory: SocketFactory = (_url, handlers) => {
      const socket = { handlers, open: false, sent: [] as string[] };
      sockets.push(socket);
      return { isOpen: () => socket.open, send: (data) => socket.sent.push(data), close: () => (socket.open = false) };
    };
    const open = () => {
      const socket = sockets.at(-1)!;
      socket.open = true;
      socket.handlers.onOpen();
      return socket;
    };
    return { sockets, factory, open };
  }

  it('sends the session.update first on every connection, reconnects included', () => {
    const net = network();
    const timers = new ManualTimers();
    const initialSession = { voice: 'shimmer', turn_detection: fallbackSessionConfig(getAgeProfile(7)).turn_detection };
    const client = new RealtimeClient({ url: 'ws://x/api/voicelive/ws/c', logger: new MemoryLogger(), createSocket: net.factory, timers, initialSession });
    const seenAtConnect: string[][] = [];
    client.onState((state) => {
      if (state === 'connected') seenAtConnect.push([...(net.sockets.at(-1)?.sent ?? [])]);
    });
    client.connect();
    const first = net.open();
    expect(JSON.parse(first.sent[0]!)).toEqual({ type: 'session.update', session: initialSession });
    expect(seenAtConnect[0]).toHaveLength(1);

    first.open = false;
    first.handlers.onClose(1006, false);
    timers.advance(30_000);
    const second = net.open();
    expect(JSON.parse(second.sent[0]!)).toEqual({ type: 'session.update', session: initialSession });
  });

  it('sends nothing on connect without a starting config', () => {
    const net = network();
    const client = new RealtimeClient({ url: 'ws://x', logger: new MemoryLogger(), createSocket: net.factory });
    client.connect();
    expect(net.open().sent).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../log/logger';
import { ManualTimers } from './fake-timers';
import { RealtimeClient } from './realtime-client';
import type { ConnectionState, SocketFactory, SocketHandlers } from './reconnecting-socket';
import { UiStateClient } from './ui-state-client';

class FakeNetwork {
  sockets: { url: string; handlers: SocketHandlers; open: boolean; sent: string[]; closedWith?: number }[] = [];
  factory: SocketFactory = (url, handlers) => {
    const socket = { url, handlers, open: false, sent: [] as string[], closedWith: undefined as number | undefined };
    this.sockets.push(socket);
    return {
      isOpen: () => socket.open,
      send: (data) => socket.sent.push(data),
      close: (code) => {
        socket.open = false;
        socket.closedWith = code;
      },
    };
  };
  get last() {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }
  openLast() {
    this.last.open = true;
    this.last.handlers.onOpen();
  }
  dropLast(code = 1006) {
    this.last.open = false;
    this.last.handlers.onError();
    this.last.handlers.onClose(code, false);
  }
}

function voiceClient() {
  const network = new FakeNetwork();
  const timers = new ManualTimers();
  const states: ConnectionState[] = [];
  const errors: string[] = [];
  const client = new RealtimeClient({ url: 'ws://x/api/voicelive/ws/c', logger: new MemoryLogger(), createSocket: network.factory, timers });
  client.onState((state) => states.push(state));
  client.onError((message) => errors.push(message));
  return { network, timers, states, errors, client };
}

describe('voice socket reconnects', () => {
  it('reconnects when the server closes cleanly because it is going away or restarting', () => {
    for (const code of [1001, 1012]) {
      const { network, timers, client } = voiceClient();
      client.connect();
      network.openLast();
      network.last.open = false;
      network.last.handlers.onClose(code, true);
      expect(client.state).toBe('reconnecting');
      timers.advance(2000);
      network.openLast();
      expect(client.state).toBe('connected');
      expect(network.sockets).toHaveLength(2);
    }
  });

  it('stays disconnected after a normal clean close', () => {
    const { network, client } = voiceClient();
    client.connect();
    network.openLast();
    network.last.open = false;
    network.last.handlers.onClose(1000, true);
    expect(client.state).toBe('disconnected');
  });

  it('never passes through error while reconnecting after a drop', () => {
    const { network, timers, states, client } = voiceClient();
    client.connect();
    network.openLast();
    network.dropLast();
    timers.advance(2000);
    network.dropLast();
    timers.advance(4000);
    network.openLast();
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('moves connecting → connected and sends only while open', () => {
    const { network, states, client } = voiceClient();
    expect(client.send({ type: 'input_audio_buffer.commit' })).toBe(false);
    client.connect();
    expect(client.send({ type: 'input_audio_buffer.commit' })).toBe(false);
    network.openLast();
    expect(client.send({ type: 'input_audio_buffer.commit' })).toBe(true);
    expect(network.last.sent).toEqual(['{"type":"input_audio_buffer.commit"}']);
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('retries an unclean close 5 times, 2 s doubling to a 30 s cap, then reports an error', () => {
    const { network, timers, states, errors, client } = voiceClient();
    client.connect();
    network.openLast();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      network.dropLast();
      expect(client.state).toBe('reconnecting');
      delays.push(...timers.delays());
      timers.advance(timers.delays()[0] ?? 0);
    }
    expect(delays).toEqual([2000, 4000, 8000, 16000, 30000]);
    expect(network.sockets).toHaveLength(6);
    network.dropLast();
    expect(client.state).toBe('error');
    expect(errors).toEqual(['Max reconnection attempts reached']);
    expect(timers.delays()).toEqual([]);
    expect(states.at(-1)).toBe('error');
  });

  it('starts counting again after a successful reconnect', () => {
    const { network, timers, client } = voiceClient();
    client.connect();
    network.openLast();
    network.dropLast();
    timers.advance(2000);
    network.openLast();
    network.dropLast();
    expect(timers.delays()).toEqual([2000]);
    expect(client.state).toBe('reconnecting');
  });

  it('does not reconnect after a clean close or a disconnect by the app', () => {
    const { network, timers, client } = voiceClient();
    client.connect();
    network.openLast();
    network.last.handlers.onClose(1000, true);
    expect(client.state).toBe('disconnected');
    client.connect();
    network.openLast();
    client.disconnect();
    expect(network.last.closedWith).toBe(1000);
    expect(timers.delays()).toEqual([]);
  });

  it('delivers parsed events and ignores malformed frames', () => {
    const { network, client } = voiceClient();
    const types: string[] = [];
    client.onEvent((event) => types.push(event.type));
    client.connect();
    network.openLast();
    network.last.handlers.onMessage('not json');
    network.last.handlers.onMessage(JSON.stringify({ type: 'input_audio_buffer.speech_started', audio_start_ms: 10 }));
    network.last.handlers.onMessage(JSON.stringify({ type: 'something.new' }));
    expect(types).toEqual(['input_audio_buffer.speech_started']);
  });
});

describe('the child\'s messages survive a dropped socket', () => {
  it('resends a message the server never acknowledged after reconnecting, and only that one', () => {
    const { network, timers, client } = voiceClient();
    client.connect();
    network.openLast();
    const said = (text: string, id: string) =>
      client.send({ type: 'conversation.item.create', item: { id, type: 'message', role: 'user', content: [{ type: 'input_text', text }] } });
    said('what does brave mean', 'a');
    said('read it again', 'b');
    const ack = { type: 'conversation.item.created', item: { id: 'a', type: 'message', role: 'user', content: [] } };
    network.last.handlers.onMessage(JSON.stringify(ack));
    expect(client.pendingMessages).toBe(1);
    network.dropLast();
    timers.advance(2000);
    network.openLast();
    const resent = network.last.sent.map((raw) => JSON.parse(raw) as { type: string; item?: { id: string } });
    expect(resent.filter((e) => e.type === 'conversation.item.create').map((e) => e.item?.id)).toEqual(['b']);
  });
});

describe('UI-state channel reconnects', () => {
  function uiClient() {
    const network = new FakeNetwork();
    const timers = new ManualTimers();
    const logger = new MemoryLogger();
    const client = new UiStateClient({
      url: 'ws://x/api/ui-state/ws/c',
      conversationId: 'c',
      logger,
      createSocket: network.factory,
      timers,
      onEvent: () => undefined,
    });
    return { network, timers, logger, client };
  }

  it('retries at a fixed 2 s', () => {
    const { network, timers, client } = uiClient();
    client.connect();
    network.openLast();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      network.dropLast(1011);
      delays.push(...timers.delays());
      timers.advance(2000);
    }
    expect(delays).toEqual([2000, 2000, 2000]);
  });

  it('goes standalone without reconnecting on close code 1006', () => {
    const { network, timers, logger, client } = uiClient();
    client.connect();
    network.dropLast(1006);
    expect(client.state).toBe('disconnected');
    expect(timers.delays()).toEqual([]);
    expect(logger.recent().some((entry) => entry.message.includes('standalone mode'))).toBe(true);
  });
});

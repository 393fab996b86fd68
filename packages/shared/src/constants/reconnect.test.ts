import { describe, expect, it } from 'vitest';
import {
  HTTP_RETRY,
  UI_CHANNEL_RECONNECT,
  UI_CHANNEL_STANDALONE_CLOSE_CODE,
  VOICE_SOCKET_RECONNECT,
  canReconnect,
  reconnectDelayMs,
} from './reconnect';

describe('reconnect policies', () => {
  it('voice socket doubles from 2000 ms and caps at 30000 ms', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelayMs(VOICE_SOCKET_RECONNECT, attempt))).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('UI channel waits a fixed 2000 ms', () => {
    expect([1, 3, 5].map((attempt) => reconnectDelayMs(UI_CHANNEL_RECONNECT, attempt))).toEqual([
      2000, 2000, 2000,
    ]);
  });

  it('allows 5 attempts on both channels', () => {
    expect(canReconnect(VOICE_SOCKET_RECONNECT, 4)).toBe(true);
    expect(canReconnect(VOICE_SOCKET_RECONNECT, 5)).toBe(false);
    expect(canReconnect(UI_CHANNEL_RECONNECT, 5)).toBe(false);
  });

  it('HTTP helper retries 3 times with 500 ms pauses; 1006 means standalone mode', () => {
    expect(HTTP_RETRY).toEqual({ maxAttempts: 3, pauseMs: 500 });
    expect(UI_CHANNEL_STANDALONE_CLOSE_CODE).toBe(1006);
  });
});

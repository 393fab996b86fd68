/**
 * Creates the voice session for the chosen age and keeps its realtime socket: new conversation id →
 * POST /api/voicelive/session/create → WS on the returned address, with the connection state and the
 * spec's error messages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAgeProfile, isValidUserAge } from '@shared/age/profiles';
import { SCHEMA_MESSAGES, newConversationId } from '@shared/schemas/common';
import { errorMessage } from '../api/http';
import { createSession, getSessionConfig } from '../api/voicelive';
import { appLogger } from '../log/logger';
import type { ConnectionState } from '../voice/reconnecting-socket';
import { RealtimeClient, resolveSocketUrl } from '../voice/realtime-client';
import { fallbackSessionConfig, firstSessionUpdate, type StartingSessionConfig } from '../voice/session-config';

export const CONNECT_FAILED_MESSAGE = 'Failed to connect to VoiceLive service.';
export const CONNECTION_ERROR_MESSAGE = 'Connection failed. Please check your configuration.';
export const MANUAL_RECONNECT_FAILED_MESSAGE = 'Manual reconnection failed. Please try again.';

export interface VoiceSession {
  conversationId: string | null;
  client: RealtimeClient | null;
  /** Where the first session.update came from: the backend's session config or the local fallback. */
  sessionConfig: StartingSessionConfig | null;
  connectionState: ConnectionState;
  hasConnected: boolean;
  connecting: boolean;
  error: string | null;
  start: (age: number) => Promise<void>;
  retry: () => void;
  clearError: () => void;
}

export function useVoiceSession(): VoiceSession {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [sessionConfig, setSessionConfig] = useState<StartingSessionConfig | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [connectionState, setConnectionState] = useState<ConnectionState>('disconnected');
  const [hasConnected, setHasConnected] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ageRef = useRef<number | null>(null);
  const manualRetryRef = useRef(false);

  const start = useCallback(async (age: number) => {
    if (!isValidUserAge(age)) {
      setError(SCHEMA_MESSAGES.invalidUserAge);
      return;
    }
    ageRef.current = age;
    setConnecting(true);
    setError(null);
    try {
      const id = newConversationId();
      const session = await createSession({ conversation_id: id, age, story_context: null });
      const starting = await startingConfig(id, age, session.websocket_url);
      const next = new RealtimeClient({
        url: resolveSocketUrl(starting.websocketUrl, window.location),
        logger: appLogger,
        initialSession: firstSessionUpdate(starting.config.config),
      });
      setConversationId(id);
      setSessionConfig(starting.config);
      setClient(next);
    } catch (cause) {
      appLogger.error('Session start failed', { error: String(cause) });
      setError(CONNECT_FAILED_MESSAGE);
      setConnecting(false);
    }
  }, []);

  useEffect(() => {
    if (!client) return;
    const offState = client.onState((state) => {
      setConnectionState(state);
      if (state === 'connected') {
        setHasConnected(true);
        setConnecting(false);
        setError(null);
        manualRetryRef.current = false;
      } else if (state === 'error') {
        setConnecting(false);
        setError(manualRetryRef.current ? MANUAL_RECONNECT_FAILED_MESSAGE : CONNECTION_ERROR_MESSAGE);
      }
    });
    const offError = client.onError((message) => {
      appLogger.error('Voice socket gave up', { message });
      setError(CONNECTION_ERROR_MESSAGE);
    });
    client.connect();
    return () => {
      offState();
      offError();
      client.disconnect();
    };
  }, [client]);

  const retry = useCallback(() => {
    setError(null);
    if (client) {
      manualRetryRef.current = true;
      setConnecting(true);
      client.connect();
      return;
    }
    if (ageRef.current !== null) void start(ageRef.current);
  }, [client, start]);

  const clearError = useCallback(() => setError(null), []);

  return { conversationId, client, sessionConfig, connectionState, hasConnected, connecting, error, start, retry, clearError };
}

/** The backend's session config, or the spec's local fallback with the address session/create gave. */
async function startingConfig(
  conversationId: string,
  age: number,
  createdSocketUrl: string,
): Promise<{ websocketUrl: string; config: StartingSessionConfig }> {
  try {
    const answer = await getSessionConfig(conversationId, age);
    return { websocketUrl: answer.websocket_url, config: { source: 'backend', config: answer.session_config } };
  } catch (error) {
    appLogger.warn('Session config unavailable; using the local fallback', { error: errorMessage(error) });
    return { websocketUrl: createdSocketUrl, config: { source: 'fallback', config: fallbackSessionConfig(getAgeProfile(age)) } };
  }
}

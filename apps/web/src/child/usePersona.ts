/**
 * The active persona: loaded from GET /api/voicelive/personas/current, then kept current by
 * persona_switched events and by any voice event carrying active_persona and intervention_count.
 * A change lights the indicator for 600 ms. Events for another conversation are ignored.
 */
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MAX_INTERVENTIONS } from '@shared/constants/limits';
import { PERSONA_SWITCH_HIGHLIGHT_MS } from '@shared/constants/timings';
import type { PersonaStatus } from '@shared/schemas/persona';
import { getPersonaStatus } from '../api/voicelive';
import { appLogger } from '../log/logger';
import type { RealtimeClient } from '../voice/realtime-client';
import { applyPersonaEvent } from './persona-updates';

export interface PersonaView {
  status: PersonaStatus | null;
  loading: boolean;
  /** Hidden after "Session not found" or "Failed to fetch persona status". */
  hidden: boolean;
  switching: boolean;
}

export function usePersona(client: RealtimeClient, conversationId: string): PersonaView {
  const [status, setStatus] = useState<PersonaStatus | null>(null);
  const [loading, setLoading] = useState(true);
  const [hidden, setHidden] = useState(false);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    let cancelled = false;
    getPersonaStatus(conversationId)
      .then((loaded) => {
        if (!cancelled) setStatus(loaded);
      })
      .catch((error: unknown) => {
        appLogger.warn('Persona status unavailable', { error: String(error) });
        if (!cancelled) setHidden(true);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [conversationId]);

  useEffect(
    () =>
      client.onEvent((event) => {
        setStatus((current) => applyPersonaEvent(current, event, conversationId, DEFAULT_MAX_INTERVENTIONS));
        if (event.type === 'persona_switched' && event.conversation_id === conversationId) setHidden(false);
      }),
    [client, conversationId],
  );

  const activePersona = status?.active_persona ?? null;
  const previousPersona = useRef<string | null>(null);
  useEffect(() => {
    const before = previousPersona.current;
    previousPersona.current = activePersona;
    if (before !== null && activePersona !== null && before !== activePersona) setSwitching(true);
  }, [activePersona]);

  useEffect(() => {
    if (!switching) return;
    const timer = setTimeout(() => setSwitching(false), PERSONA_SWITCH_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [switching]);

  return { status, loading, hidden, switching };
}

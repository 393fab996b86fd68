/**
 * UI-state calls: the server's copy of this conversation's screen (read once when the main screen opens),
 * voice events that may move the screen, and the microphone control used when the UI-state socket is down.
 */
import {
  UiControlResponseSchema,
  UiStateResponseSchema,
  VoiceUiEventResponseSchema,
  type MicrophoneControlRequest,
  type UiState,
} from '@shared/schemas/ui-state';
import { apiPath, requestJson } from './http';

export async function getUiState(conversationId: string): Promise<UiState | null> {
  const answer = await requestJson(apiPath(`ui-state/state/${encodeURIComponent(conversationId)}`), {
    schema: UiStateResponseSchema,
    maxAttempts: 1,
  });
  return answer.exists ? answer.state : null;
}

/** What the server did about a voice event; the change itself also arrives on the UI-state socket. */
export const VOICE_UI_EFFECTS = ['show_panel', 'hide_panel', 'invite_to_speak', 'none'] as const;
export type VoiceUiEffect = (typeof VOICE_UI_EFFECTS)[number];

export function isVoiceUiEffect(value: string): value is VoiceUiEffect {
  return (VOICE_UI_EFFECTS as readonly string[]).includes(value);
}

/** POST /api/ui-state/voicelive/ui-event; an effect this client does not know counts as none. */
export async function reportVoiceUiEvent(
  conversationId: string,
  eventType: string,
  triggerReason: string,
  data: Record<string, unknown> = {},
): Promise<VoiceUiEffect> {
  const answer = await requestJson(apiPath('ui-state/voicelive/ui-event'), {
    method: 'POST',
    body: { conversation_id: conversationId, event_type: eventType, trigger_reason: triggerReason, data },
    schema: VoiceUiEventResponseSchema,
    maxAttempts: 1,
  });
  return isVoiceUiEffect(answer.effect) ? answer.effect : 'none';
}

/** POST /api/ui-state/microphone/control: the child's move, when the socket cannot carry it. */
export async function controlMicrophone(request: MicrophoneControlRequest): Promise<UiState> {
  const answer = await requestJson(apiPath('ui-state/microphone/control'), {
    method: 'POST',
    body: request,
    schema: UiControlResponseSchema,
    maxAttempts: 1,
  });
  return answer.state;
}

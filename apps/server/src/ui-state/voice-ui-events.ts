/**
 * Which voice events move the child's screen (POST /ui-state/voicelive/ui-event and the socket's
 * voicelive_event): the companion starting to answer opens the conversation panel, a new story invites
 * the child to speak. Other events are accepted and change nothing.
 */
import type { UiStateService } from './ui-state-service';

export type VoiceUiEffect = 'show_panel' | 'hide_panel' | 'invite_to_speak' | 'none';

const EFFECTS: Record<string, VoiceUiEffect> = {
  'response.created': 'show_panel',
  assistant_speaking: 'show_panel',
  show_conversation: 'show_panel',
  conversation_cleared: 'hide_panel',
  hide_conversation: 'hide_panel',
  story_selected: 'invite_to_speak',
  announcement_complete: 'invite_to_speak',
};

export function effectOf(eventType: string): VoiceUiEffect {
  // Own keys only: an event named "toString" or "constructor" must not find Object.prototype's members.
  return Object.hasOwn(EFFECTS, eventType) ? (EFFECTS[eventType] ?? 'none') : 'none';
}

export async function applyVoiceUiEvent(
  service: UiStateService,
  conversationId: string,
  eventType: string,
  triggerReason: string,
): Promise<VoiceUiEffect> {
  const effect = effectOf(eventType);
  switch (effect) {
    case 'show_panel':
    case 'hide_panel':
      await service.controlPanel(conversationId, {
        action: effect === 'show_panel' ? 'show' : 'hide',
        trigger_source: triggerReason || eventType,
        animation_duration: 500,
      });
      break;
    case 'invite_to_speak': {
      const current = await service.get(conversationId);
      await service.controlMicrophone(conversationId, {
        position: current?.microphone_position ?? 'middle-right',
        state: 'attention',
        floating_style: current?.microphone_floating === false ? 'docked' : 'floating',
      });
      break;
    }
    case 'none':
      break;
  }
  return effect;
}

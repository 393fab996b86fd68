/**
 * The server-side view of a conversation's screen (floating panel, microphone, drift) and the one
 * place that changes it: each change is saved, then pushed on the conversation's bus channel so the
 * UI-state socket that shows it may live on any instance.
 */
import {
  DEFAULT_MICROPHONE_POSITION,
  type DriftScores,
  type FloatingPanelAction,
  type MicrophoneFloatingStyle,
  type MicrophonePosition,
  type MicrophoneState,
  type UiState,
  UiStateSchema,
  type UiStateServerEvent,
} from '@shared';
import { conversationChannel, type EventBus } from '../bus/types';
import type { Repositories } from '../db/repositories';
import type { BusMessage, VoiceControl } from './bus-messages';

export function defaultUiState(atIso = new Date().toISOString()): UiState {
  return {
    floating_panel_visible: false,
    microphone_position: DEFAULT_MICROPHONE_POSITION,
    microphone_floating: true,
    topic_drift_active: false,
    updated_at: atIso,
  };
}

export class UiStateService {
  constructor(
    private readonly repos: Repositories,
    private readonly bus: EventBus,
  ) {}

  async get(conversationId: string): Promise<UiState | undefined> {
    const stored = await this.repos.uiStates.get(conversationId);
    if (!stored) return undefined;
    const parsed = UiStateSchema.safeParse(stored.state);
    return parsed.success ? parsed.data : defaultUiState(stored.updatedAt);
  }

  private async change(conversationId: string, patch: Partial<UiState>): Promise<UiState> {
    const current = (await this.get(conversationId)) ?? defaultUiState();
    const next: UiState = { ...current, ...patch, updated_at: new Date().toISOString() };
    await this.repos.uiStates.save(conversationId, next, next.updated_at);
    return next;
  }

  private stamp() {
    return new Date().toISOString();
  }

  async publishUi(conversationId: string, event: UiStateServerEvent): Promise<void> {
    const message: BusMessage = { channel: 'ui', event };
    await this.bus.publish(conversationChannel(conversationId), message);
  }

  async publishVoiceControl(conversationId: string, control: VoiceControl): Promise<void> {
    const message: BusMessage = { channel: 'voice-control', control };
    await this.bus.publish(conversationChannel(conversationId), message);
  }

  /** The conversation was erased: every socket of it, on any instance, closes. */
  async publishErased(conversationId: string): Promise<void> {
    const message: BusMessage = { channel: 'lifecycle', event: 'erased' };
    await this.bus.publish(conversationChannel(conversationId), message);
  }

  async controlPanel(
    conversationId: string,
    req: { action: FloatingPanelAction; trigger_source: string; animation_duration: number },
  ): Promise<UiState> {
    const current = (await this.get(conversationId)) ?? defaultUiState();
    const visible = req.action === 'toggle' ? !current.floating_panel_visible : req.action === 'show';
    const state = await this.change(conversationId, { floating_panel_visible: visible });
    await this.publishUi(conversationId, {
      type: 'floating_panel_control',
      conversation_id: conversationId,
      timestamp: this.stamp(),
      data: { visible, trigger_source: req.trigger_source, action: req.action, animation_duration: req.animation_duration },
    });
    return state;
  }

  async controlMicrophone(
    conversationId: string,
    req: { position: MicrophonePosition; state: MicrophoneState; floating_style: MicrophoneFloatingStyle },
  ): Promise<UiState> {
    const state = await this.change(conversationId, {
      microphone_position: req.position,
      microphone_floating: req.floating_style === 'floating',
    });
    await this.publishUi(conversationId, {
      type: 'microphone_control',
      conversation_id: conversationId,
      timestamp: this.stamp(),
      data: { position: req.position, state: req.state, floating_style: req.floating_style },
    });
    return state;
  }

  /** A change the client made itself (or an update a voice event implies): saved and echoed to all. */
  async update(
    conversationId: string,
    patch: Partial<Pick<UiState, 'floating_panel_visible' | 'microphone_position' | 'microphone_floating'>>,
  ): Promise<UiState> {
    const state = await this.change(conversationId, patch);
    await this.publishUi(conversationId, {
      type: 'ui_state_update',
      conversation_id: conversationId,
      timestamp: this.stamp(),
      data: {
        floating_panel_visible: state.floating_panel_visible,
        microphone_position: state.microphone_position,
        microphone_floating: state.microphone_floating,
      },
    });
    return state;
  }

  async driftDetected(conversationId: string, scores: DriftScores, message: string, storyTitle: string | null) {
    await this.change(conversationId, { topic_drift_active: true });
    await this.publishUi(conversationId, {
      type: 'topic_drift_detected',
      conversation_id: conversationId,
      timestamp: this.stamp(),
      data: { drift_scores: scores, message, story_title: storyTitle },
    });
  }

  async driftCleared(conversationId: string, message?: string) {
    await this.change(conversationId, { topic_drift_active: false });
    await this.publishUi(conversationId, {
      type: 'topic_drift_cleared',
      conversation_id: conversationId,
      timestamp: this.stamp(),
      data: message ? { message } : {},
    });
  }
}

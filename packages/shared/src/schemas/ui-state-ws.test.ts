import { describe, expect, it } from 'vitest';
import { newConversationId } from './common';
import { UiStateClientEventSchema, UiStateServerEventSchema } from './ui-state-ws';
import { FloatingPanelControlRequestSchema, MicrophoneControlRequestSchema } from './ui-state';
import { parseRequest } from './validation';

const conversation_id = newConversationId();
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('UI-state socket', () => {
  const serverFrames = [
    {
      type: 'ui_state_update',
      conversation_id,
      data: { floating_panel_visible: true, microphone_position: 'middle-right', microphone_floating: false },
    },
    {
      type: 'floating_panel_control',
      conversation_id,
      data: { visible: false, trigger_source: 'response_done' },
    },
    {
      type: 'microphone_control',
      conversation_id,
      data: { position: 'bottom-centre', state: 'attention', floating_style: 'floating' },
    },
    {
      type: 'topic_drift_detected',
      conversation_id,
      data: {
        drift_scores: { contentSimilarity: 0.05, storyRelevance: 0, driftScore: 2.5 },
        message: "Let's get back to our story!",
      },
    },
    { type: 'topic_drift_cleared', conversation_id, data: {} },
  ];

  it('round-trips every frame the server sends', () => {
    for (const frame of serverFrames) expect(UiStateServerEventSchema.parse(roundTrip(frame))).toEqual(frame);
  });

  it('round-trips every frame the client sends', () => {
    const clientFrames = [
      { type: 'ui_state_update', conversation_id, data: { floating_panel_visible: false } },
      {
        type: 'voicelive_event',
        conversation_id,
        data: { event_type: 'response.done', trigger_reason: 'auto_hide' },
      },
    ];
    for (const frame of clientFrames) expect(UiStateClientEventSchema.parse(roundTrip(frame))).toEqual(frame);
  });

  it('rejects unknown types in both directions', () => {
    expect(
      UiStateServerEventSchema.safeParse({ type: 'voicelive_event', conversation_id, data: {} }).success,
    ).toBe(false);
    expect(
      UiStateClientEventSchema.safeParse({ type: 'topic_drift_cleared', conversation_id, data: {} }).success,
    ).toBe(false);
  });

  it('rejects a microphone position outside the three the screen offers', () => {
    const frame = {
      type: 'microphone_control',
      conversation_id,
      data: { position: 'top-left', state: 'idle', floating_style: 'docked' },
    };
    expect(UiStateServerEventSchema.safeParse(frame).success).toBe(false);
  });

  it('needs a conversation id on every frame', () => {
    const result = parseRequest(UiStateClientEventSchema, {
      type: 'ui_state_update',
      conversation_id: '',
      data: {},
    });
    expect(result).toEqual({ success: false, detail: 'Invalid conversation ID: cannot be empty' });
  });
});

describe('UI-state REST bodies', () => {
  it('defaults the floating panel animation to 500 ms and accepts show, hide and toggle only', () => {
    const body = FloatingPanelControlRequestSchema.parse({
      conversation_id,
      action: 'toggle',
      trigger_source: 'user',
    });
    expect(body.animation_duration).toBe(500);
    expect(parseRequest(FloatingPanelControlRequestSchema, { ...body, action: 'flip' })).toEqual({
      success: false,
      detail: 'action must be one of: show, hide, toggle',
    });
  });

  it('accepts the three microphone positions', () => {
    for (const position of ['middle-right', 'bottom-right', 'bottom-centre']) {
      const body = { conversation_id, position, state: 'active', floating_style: 'docked' };
      expect(MicrophoneControlRequestSchema.parse(body)).toEqual(body);
    }
  });
});

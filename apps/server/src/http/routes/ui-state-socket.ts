/**
 * WS /api/ui-state/ws/{conversation_id}: pushes the conversation's UI events (from any instance, through
 * the bus) and accepts ui_state_update and voicelive_event from the client. A malformed client frame is
 * logged and ignored; the socket stays open. Like the voice socket it needs an open conversation
 * (session-end/conversation-lifetime.ts: close 4410 once ended or a day old, also for a frame that
 * arrives after the conversation ended), and it closes (4404) when the conversation is erased.
 */
import { ConversationParamsSchema, parseRequest, UiStateClientEventSchema } from '@shared';
import { conversationChannel } from '../../bus/types';
import { isBusMessage } from '../../ui-state/bus-messages';
import { applyVoiceUiEvent } from '../../ui-state/voice-ui-events';
import { conversationClosed } from '../../session-end/conversation-lifetime';
import { CLOSE_CODES } from '../origin';
import { isAllowedSocketRequest } from '../public-origin';
import type { RouteModule } from '../route-module';

export const uiStateSocketRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/ui-state/ws/:conversation_id',
    { websocket: true, schema: { hide: true, params: ConversationParamsSchema } },
    (socket, request) => {
      const log = request.log;
      const { conversation_id: conversationId } = request.params;
      if (!isAllowedSocketRequest(request, ctx.config)) {
        socket.close(CLOSE_CODES.forbiddenOrigin, 'Origin not allowed');
        return;
      }
      let unsubscribe: (() => Promise<void>) | undefined;
      let closed = false;
      socket.on('close', () => {
        closed = true;
        void unsubscribe?.();
      });

      const send = (payload: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
      };

      /** Closes the socket unless the conversation exists and is open; answers whether it is. */
      const stillOpen = async (): Promise<boolean> => {
        const conversation = await ctx.repos.conversations.get(conversationId);
        if (!conversation) socket.close(CLOSE_CODES.unknownSession, 'Session not found');
        else if (conversationClosed(conversation)) socket.close(CLOSE_CODES.expiredSession, 'Session expired');
        else return true;
        return false;
      };

      const handleFrame = async (raw: string) => {
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          log.warn({ conversationId }, 'ui-state socket: ignored a frame that is not JSON');
          return;
        }
        const parsed = parseRequest(UiStateClientEventSchema, json);
        if (!parsed.success) {
          log.warn({ conversationId, detail: parsed.detail }, 'ui-state socket: ignored a malformed frame');
          return;
        }
        if (!(await stillOpen())) return;
        const event = parsed.data;
        if (event.type === 'ui_state_update') await ctx.uiState.update(conversationId, event.data);
        else await applyVoiceUiEvent(ctx.uiState, conversationId, event.data.event_type, event.data.trigger_reason ?? '');
      };

      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) {
          log.warn({ conversationId }, 'ui-state socket: ignored a binary frame');
          return;
        }
        handleFrame(data.toString()).catch((error: unknown) =>
          log.error({ err: error, conversationId }, 'ui-state socket: could not apply a client event'),
        );
      });

      const start = async () => {
        if (!(await stillOpen())) return;
        const stop = await ctx.bus.subscribe(conversationChannel(conversationId), (message) => {
          if (!isBusMessage(message)) return;
          if (message.channel === 'ui') send(message.event);
          else if (message.channel === 'lifecycle') socket.close(CLOSE_CODES.unknownSession, 'Conversation erased');
        });
        if (closed) {
          await stop();
          return;
        }
        unsubscribe = stop;
        const state = await ctx.uiState.get(conversationId);
        if (state) {
          send({
            type: 'ui_state_update',
            conversation_id: conversationId,
            timestamp: new Date().toISOString(),
            data: {
              floating_panel_visible: state.floating_panel_visible,
              microphone_position: state.microphone_position,
              microphone_floating: state.microphone_floating,
            },
          });
        }
      };
      start().catch((error: unknown) => {
        log.error({ err: error, conversationId }, 'ui-state socket failed to start');
        socket.close(1011, 'Server error');
      });
    },
  );
};

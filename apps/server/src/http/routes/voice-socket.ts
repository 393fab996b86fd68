/**
 * WS /api/voicelive/ws/{conversation_id}: the child's realtime voice socket. The conversation must have
 * been created (POST /api/voicelive/session/create), not ended and less than a day old
 * (session-end/conversation-lifetime.ts); the Origin must be ours.
 */
import { ConversationParamsSchema } from '@shared';
import { conversationClosed } from '../../session-end/conversation-lifetime';
import { CLOSE_CODES } from '../origin';
import { isAllowedSocketRequest } from '../public-origin';
import type { RouteModule } from '../route-module';
import { MACHINE_FULL_CLOSE, MACHINE_FULL_CODE, MachineFullError, machineFullMessage } from '../../voice/admission/machine-full';

export const voiceSocketRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/voicelive/ws/:conversation_id',
    { websocket: true, schema: { hide: true, params: ConversationParamsSchema } },
    (socket, request) => {
      const { conversation_id: conversationId } = request.params;
      if (!isAllowedSocketRequest(request, ctx.config)) {
        socket.close(CLOSE_CODES.forbiddenOrigin, 'Origin not allowed');
        return;
      }
      // Frames that arrive while the session starts wait for it, in order, with their arrival time (the
      // session's frame-rate cap judges them by when they came, not by their release in one burst).
      const early: Array<[Buffer, boolean, number]> = [];
      let deliver: ((data: Buffer, isBinary: boolean, receivedAtMs?: number) => void) | null = null;
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (deliver) deliver(data, isBinary);
        else if (early.length < 200) early.push([data, isBinary, performance.now()]);
      });
      const start = async () => {
        const conversation = await ctx.repos.conversations.get(conversationId);
        if (!conversation) {
          socket.close(CLOSE_CODES.unknownSession, 'Session not found');
          return;
        }
        if (conversationClosed(conversation)) {
          socket.close(CLOSE_CODES.expiredSession, 'Session expired');
          return;
        }
        const session = await ctx.voice.attach(socket, conversation);
        deliver = (data, isBinary, receivedAtMs) => session.handleFrame(data, isBinary, receivedAtMs);
        for (const [data, isBinary, receivedAtMs] of early.splice(0)) deliver(data, isBinary, receivedAtMs);
      };
      start().catch((error: unknown) => {
        if (error instanceof MachineFullError) {
          request.log.warn({ conversationId, live: error.live, limit: error.limit }, 'machine full: a new reader was asked to wait');
          if (socket.readyState === socket.OPEN) {
            socket.send(JSON.stringify({ type: 'error', error: { type: 'server_busy', code: MACHINE_FULL_CODE, message: machineFullMessage(error.band) } }));
            socket.close(MACHINE_FULL_CLOSE, 'Machine full');
          }
          return;
        }
        request.log.error({ err: error, conversationId }, 'voice socket failed to start');
        if (socket.readyState === socket.OPEN) {
          socket.send(JSON.stringify({ type: 'error', error: { type: 'server_error', code: 'session_start_failed', message: 'The voice session could not start.' } }));
          socket.close(1011, 'Server error');
        }
      });
    },
  );
};

/**
 * What a voice session does with each event the child's browser sends but audio (audio is the hot
 * path and goes straight to the provider): session settings, a push-to-talk commit, a typed line, a
 * request for a reply, and a tap on the word being read.
 */
import type { TurnDetection, VoiceSessionConfig } from '@shared';
import { TYPED_HEARING } from '../../language/recognized-words';
import type { ClientFrame, VoiceProvider } from '../providers/types';
import type { ClientPort, MessageLog } from './ports';
import type { ReadingMoves } from './reading-moves';
import type { Replies } from './replies';

export interface ClientEventPorts {
  provider(): VoiceProvider;
  client: ClientPort;
  log: MessageLog;
  replies: Replies;
  readingMoves: Pick<ReadingMoves, 'tapped'>;
  /** The turn detection the client asked for (null: none), kept over the age band's. */
  chooseTurnDetection(choice: TurnDetection | null): void;
  /** Puts the turn detection that applies now into effect. */
  applyTurnDetection(): void;
  sessionConfig(): VoiceSessionConfig;
}

export async function onClientEvent(ports: ClientEventPorts, event: ClientFrame): Promise<void> {
  const provider = ports.provider();
  switch (event.type) {
    case 'session.update':
      if (event.session.turn_detection !== undefined) ports.chooseTurnDetection(event.session.turn_detection);
      ports.applyTurnDetection();
      ports.client.send({ type: 'session.updated', session: ports.sessionConfig() });
      return;
    case 'input_audio_buffer.commit':
      if (!provider.commit(event)) {
        ports.client.error('input_audio_buffer_commit_empty', 'There is no speech to commit.', 'invalid_request_error', event.event_id);
      }
      return;
    case 'conversation.item.create': {
      const text = event.item.content.map((c) => c.text).join(' ').trim();
      if (event.item.role !== 'user' || text.length === 0) return;
      const itemId = event.item.id ?? `item_${Date.now()}`;
      await ports.log.store(itemId, 'user', text, 'typed');
      // Sent only once the message is stored: a client resends whatever was not acknowledged after a
      // reconnect, and the store is idempotent per item id, so nothing is lost or doubled.
      ports.client.send({
        type: 'conversation.item.created',
        previous_item_id: null,
        item: { id: itemId, type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
      });
      // Typed text is certain: understood, answered and screened as heard, never checked back.
      ports.replies.lastUserTurn = { itemId, text, reading: false, answered: false, hearing: TYPED_HEARING };
      provider.forward(event);
      // A model that replies itself never asks our companion for a turn: a typed line is screened (and
      // its persona, drift and safety handled) as a spoken one is in heard-turns.ts.
      if (provider.capabilities.modelReplies) await ports.replies.observe(text, false, TYPED_HEARING);
      return;
    }
    case 'response.create':
      if (provider.capabilities.modelReplies) provider.forward(event);
      else await ports.replies.respond();
      return;
    case 'reading.set_position':
      ports.readingMoves.tapped(event.word_index, event.event_id);
      return;
  }
}

/**
 * What a voice session's provider reports, each to the one part of the session that acts on it: the
 * child's speech starting (barge-in) and stopping, the words heard so far (reading-moves.ts), a whole
 * turn heard (heard-turns.ts), the companion's spoken words, events for the child's screen, and a
 * provider lost or replaced.
 */
import type { Logger } from 'pino';
import type { VoiceProviderEvents } from '../providers/types';
import { onHeardTurn, type HeardTurnPorts } from './heard-turns';
import type { ClientPort, MessageLog } from './ports';
import type { ReadingMoves } from './reading-moves';
import type { Replies } from './replies';

export interface ProviderEventPorts {
  client: ClientPort;
  logger: Logger;
  log: MessageLog;
  replies: Pick<Replies, 'bargeIn'>;
  readingMoves: Pick<ReadingMoves, 'heard' | 'turnEnded'>;
  heardTurns: HeardTurnPorts;
  /** Queues work behind the session's other steps. */
  enqueue(work: () => unknown): void;
  /** Another provider serves now: what it listens for and how it detects turns are set again. */
  providerChanged(): void;
}

export function providerEvents(ports: ProviderEventPorts): VoiceProviderEvents {
  const { client } = ports;
  return {
    speechStarted: (itemId, audioStartMs) => {
      ports.replies.bargeIn();
      client.send({ type: 'input_audio_buffer.speech_started', audio_start_ms: Math.round(audioStartMs), item_id: itemId });
    },
    partial: (_itemId, hypothesis) => ports.readingMoves.heard(hypothesis),
    speechStopped: (itemId, audioEndMs) => {
      client.send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: Math.round(audioEndMs), item_id: itemId });
    },
    heard: (turn) => {
      ports.readingMoves.turnEnded();
      return onHeardTurn(ports.heardTurns, turn);
    },
    replyTranscript: (itemId, transcript) =>
      ports.enqueue(() => (transcript.trim() ? ports.log.store(itemId, 'assistant', transcript.trim()) : undefined)),
    toClient: (event) => client.send(event),
    problem: (code, message, type) => client.error(code, message, type),
    lost: (reason) => ports.logger.warn({ reason }, 'voice provider lost'),
    providerChanged: (reason) =>
      ports.enqueue(() => {
        ports.logger.warn({ reason }, 'cloud voice lost; continuing with the offline voice');
        ports.providerChanged();
        client.error('provider_fallback', 'Switched to the offline voice; you can keep reading.', 'server_notice');
      }),
  };
}

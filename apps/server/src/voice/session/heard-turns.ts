/**
 * What a voice session does with each turn its provider heard: reading evidence moves the highlight,
 * pronunciation evidence goes to a running assessment, and the child's words are stored (before the
 * child's screen shows them: a transcript shown is never lost) and answered.
 */
import type { Repositories } from '../../db/repositories';
import { CONFIDENT_HEARING, UNCLEAR_MARK, type Hearing } from '../../language/recognized-words';
import { encodeWav } from '../providers/local/audio/wav';
import type { HeardTurn, VoiceProvider } from '../providers/types';
import type { SessionDeps } from './session-deps';
import type { ClientPort, ConversationRef, MessageLog } from './ports';
import type { ReadingFollow } from './reading-follow';
import type { Replies } from './replies';

export interface HeardTurnPorts {
  conversation: ConversationRef;
  audioClips: Repositories['audioClips'];
  retainAudio: boolean;
  pronunciation: SessionDeps['pronunciation'];
  reading(): ReadingFollow | null;
  provider(): VoiceProvider;
  client: ClientPort;
  log: MessageLog;
  replies: Replies;
  /** The reader moved: listen for the words after them. */
  refreshGrammar(): void;
}

export async function onHeardTurn(ports: HeardTurnPorts, turn: HeardTurn): Promise<void> {
  const { conversationId } = ports.conversation;
  // Children's voices are kept only when the school chose to (RETAIN_AUDIO=true).
  if (ports.retainAudio && turn.audio && turn.audio.pcm.length > 0) {
    await ports.audioClips.add(conversationId, encodeWav(turn.audio.pcm, turn.audio.sampleRateHz));
  }
  const reading = ports.reading();
  let wasReading = false;
  // Reading evidence counts even when the turn also held a request ("…read it again").
  if (reading && turn.hypothesis.words.length > 0) {
    const update = reading.update({ ...turn.hypothesis, final: true });
    // The tracker judges whether grammar words match the story; a free transcript counts if it moved the reader.
    wasReading = turn.evidence === 'grammar' ? !turn.intent && update.reading : update.moved;
    if (update.moved) ports.client.send(reading.progressEvent());
    ports.refreshGrammar();
  }
  // Only reading is scored as reading: answers and chatter stay in the transcript.
  if (turn.audio) ports.pronunciation.onUtterance(conversationId, { ...turn, audio: turn.audio }, wasReading ? reading : null);
  const hearing: Hearing | undefined = turn.confidence === undefined
    ? undefined
    : {
        source: 'speech', confidence: turn.confidence, ...(turn.overheard ? { overheard: true } : {}),
        ...(turn.secondOpinion !== undefined ? { secondOpinion: turn.secondOpinion } : {}),
      };
  const unclear = hearing !== undefined && hearing.confidence < CONFIDENT_HEARING && !wasReading;
  if (turn.transcript.length === 0 && !unclear) return;
  if (unclear) {
    // The teacher's transcript says honestly that this is a guess; the child's screen shows no garbled
    // "You said: …" (the companion checks its guess or asks again instead).
    await ports.log.store(turn.itemId, 'user', turn.transcript.length > 0 ? `${UNCLEAR_MARK} ${turn.transcript}` : UNCLEAR_MARK);
    ports.client.send({
      type: 'conversation.item.input_audio_transcription.failed',
      item_id: turn.itemId,
      content_index: 0,
      error: { type: 'invalid_request_error', code: 'unclear_audio', message: 'The turn was not heard clearly enough to show.' },
    });
  } else {
    await ports.log.store(turn.itemId, 'user', turn.transcript);
    ports.client.send({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: turn.itemId,
      content_index: 0,
      transcript: turn.transcript,
    });
  }
  if (ports.provider().capabilities.modelReplies) await ports.replies.observe(turn.transcript, wasReading, hearing);
  else ports.replies.lastUserTurn = { itemId: turn.itemId, text: turn.transcript, reading: wasReading, answered: false, ...(hearing ? { hearing } : {}) };
}

/**
 * How the highlight moves in a voice session: with the words the provider hears as the child reads
 * (the next span's grammar set as the highlight nears the end of this one), and to the word the child
 * taps. A reader the companion has lost is asked, once, to show where they are (lost-reader.ts).
 */
import { lostPlaceLine } from '@shared';
import type { Hypothesis } from '../../language/recognized-words';
import type { VoiceProvider } from '../providers/types';
import { grammarAhead, type Listening } from './grammar-plan';
import { LostReader } from './lost-reader';
import type { ClientPort, ConversationRef } from './ports';
import type { ReadingFollow } from './reading-follow';
import type { Replies } from './replies';

export interface ReadingMovePorts {
  conversation: ConversationRef;
  reading(): ReadingFollow | null;
  /** What the child may say besides reading (the reading grammar carries it to the question pass). */
  listening(): Listening;
  provider(): VoiceProvider;
  client: ClientPort;
  replies: Pick<Replies, 'speak'>;
  /** Queues work behind the session's other steps. */
  enqueue(work: () => unknown): void;
  /** The reader moved: listen for the words after them. */
  refreshGrammar(): void;
}

export class ReadingMoves {
  private readonly lostReader = new LostReader();

  constructor(private readonly ports: ReadingMovePorts) {}

  /** The words heard so far in the turn. */
  heard(hypothesis: Hypothesis): void {
    const { ports } = this;
    const reading = ports.reading();
    if (!reading) return;
    const moved = reading.update(hypothesis).moved;
    // Never a silent stall: the child is asked, kindly and once, to show where they are.
    if (this.lostReader.heard(moved)) ports.enqueue(() => ports.replies.speak(lostPlaceLine(ports.conversation.age)));
    if (!moved) return;
    ports.client.send(reading.progressEvent());
    const ahead = grammarAhead(reading, ports.listening());
    if (ahead) ports.provider().setGrammar(ahead);
  }

  /** The child tapped the word they are on: the highlight goes there and listening carries on from it. */
  tapped(wordIndex: number, eventId: string | undefined): void {
    const { ports } = this;
    const reading = ports.reading();
    if (!reading) {
      ports.client.error('not_reading', 'No story is being read aloud in this session.', 'invalid_request_error', eventId);
      return;
    }
    if (wordIndex >= reading.tracker.totalWords) {
      const detail = `word_index ${wordIndex} is past the story's last word (${reading.tracker.totalWords - 1}).`;
      ports.client.error('invalid_word_index', detail, 'invalid_request_error', eventId);
      return;
    }
    reading.moveTo(wordIndex);
    this.lostReader.moved();
    ports.client.send(reading.progressEvent());
    ports.refreshGrammar();
  }

  /** The turn ended: the time between turns is no reading. */
  turnEnded(): void {
    this.lostReader.turnEnded();
  }
}

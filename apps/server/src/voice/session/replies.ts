/**
 * The companion's side of the conversation in one voice session, in one place: the companion turn
 * (with the reading state it needs), the persona it leaves, and speaking its reply through the
 * provider. The child may interrupt (barge-in) whatever is being said.
 */
import type { CompanionRuntime } from '../../companion-runtime/companion-runtime';
import type { ChildTurnResult } from '../../companion/session/turn';
import type { Hearing } from '../../language/recognized-words';
import type { SpokenReply, VoiceProvider } from '../providers/types';
import type { SessionPersona } from './persona';
import type { ClientPort, ConversationRef, MessageLog } from './ports';
import type { ReadingFollow } from './reading-follow';
import { awaitedAfter, type Awaited } from './grammar-plan';

export interface UserTurn {
  itemId: string;
  text: string;
  /** The child was reading the story aloud rather than talking to the companion. */
  reading: boolean;
  answered: boolean;
  /** How the turn was heard; absent means the provider said nothing about it. */
  hearing?: Hearing;
}

export interface ReplyPorts {
  conversation: ConversationRef;
  storyId(): string | null;
  reading(): ReadingFollow | null;
  provider(): VoiceProvider;
  client: ClientPort;
  persona: SessionPersona;
  log: MessageLog;
  companion: Pick<CompanionRuntime, 'turn'>;
  /** The model's instructions for the persona of the moment (providers with model replies). */
  instructions(): Promise<string>;
  /** What the companion now waits for: an answer to its quiz question, a question to the character talking. */
  awaiting(awaited: Awaited): void;
}

export class Replies {
  private active: AbortController | null = null;
  /** The child's last turn, until a response.create answers it. */
  lastUserTurn: UserTurn | null = null;

  constructor(private readonly ports: ReplyPorts) {}

  /** The child started speaking: stop talking over them. */
  bargeIn(): void {
    this.active?.abort();
    this.active = null;
  }

  /** Says `text` as one response and stores what was said; resolves when the last audio was sent. */
  async speak(text: string): Promise<SpokenReply> {
    const controller = new AbortController();
    this.bargeIn();
    this.active = controller;
    // Silence while the companion talks is not the reader hesitating.
    this.ports.reading()?.tracker.markInterruption();
    const spoken = await this.ports.provider().say(text, controller.signal);
    if (this.active === controller) this.active = null;
    if (spoken.transcript.length > 0) await this.ports.log.store(spoken.itemId, 'assistant', spoken.transcript);
    return spoken;
  }

  /** response.create: the companion answers the child's last turn (providers without model replies). */
  async respond(): Promise<void> {
    if (this.active) {
      this.ports.client.error('conversation_already_has_active_response', 'The companion is still answering.');
      return;
    }
    await this.ports.provider().idle();
    const turn = this.lastUserTurn && !this.lastUserTurn.answered ? this.lastUserTurn : null;
    if (turn) turn.answered = true;
    const spoken = turn && !turn.reading ? turn : null;
    const result = await this.companionTurn(spoken?.text ?? '', true, spoken?.hearing);
    this.ports.awaiting(awaitedAfter(result.state));
    this.ports.persona.apply(result);
    await this.speak(result.reply);
  }

  /**
   * A turn the provider's own model answers: the companion still hears it (persona, safety, drift), the
   * model gets the new persona's instructions, and an unsafe message is answered by our own kind
   * redirect, never by the model.
   */
  async observe(text: string, reading: boolean, hearing?: Hearing): Promise<void> {
    const result = await this.companionTurn(reading ? '' : text, false, reading ? undefined : hearing);
    const provider = this.ports.provider();
    if (this.ports.persona.apply(result)) provider.setInstructions(await this.ports.instructions());
    if (result.safetyFindings.length > 0 && result.reply) await provider.say(result.reply, new AbortController().signal);
  }

  /** One companion turn; a reply to speak also gets the misread words and the sentence being read. */
  private companionTurn(message: string, forReply: boolean, hearing?: Hearing): Promise<ChildTurnResult> {
    const { conversation } = this.ports;
    const reading = this.ports.reading();
    return this.ports.companion.turn({
      conversationId: conversation.conversationId,
      age: conversation.age,
      storyId: this.ports.storyId(),
      input: {
        message,
        ...(reading ? { readingProgressPercent: reading.completionPercentage, currentWordIndex: reading.tracker.currentWordIndex } : {}),
        ...(reading && forReply
          ? {
              miscuedWords: reading.newMiscuedWords(),
              currentSentence: reading.currentSentence(),
            }
          : {}),
        // A turn that was not reading carries its hearing even with no words: nothing usable was heard.
        ...(hearing ? { hearing } : {}),
        nowMs: Date.now(),
      },
    });
  }
}

/**
 * The speaking half of a local voice session: answers response.create with the companion's reply
 * (or a silent response while the child is simply reading), speaks announcements, lets the child
 * interrupt (barge-in), and stores every message for the teacher's transcript.
 */
import type { PersonaSwitchEvent } from '../../companion/personas/events';
import { speakResponse, type SpokenPiece } from './speak';
import type { VoiceSession } from './voice-session';

export class SessionResponder {
  private active: AbortController | null = null;

  constructor(private readonly session: VoiceSession) {}

  /** The child started speaking: stop talking over them. */
  bargeIn(): void {
    this.active?.abort();
    this.active = null;
  }

  async storeMessage(id: string, role: 'user' | 'assistant', content: string): Promise<void> {
    const { repos } = this.session.deps;
    await repos.conversations.appendMessage({ conversationId: this.session.conversationId, id, role, content });
    await repos.conversations.touch(this.session.conversationId);
  }

  /** Speaks `text` as one response; resolves when the last audio has been sent. */
  async speak(text: string): Promise<{ durationMs: number; transcript: string }> {
    const session = this.session;
    const controller = new AbortController();
    this.bargeIn();
    this.active = controller;
    // Silence while the companion talks is not the reader hesitating.
    session.reading?.tracker.markInterruption();
    let durationMs = 0;
    const audio = text.length > 0 ? this.audioFor(text, controller.signal, (ms) => (durationMs += ms)) : undefined;
    const spoken = await speakResponse({ channel: session.channel, text, ...(audio ? { audio } : {}), signal: controller.signal });
    if (this.active === controller) this.active = null;
    if (spoken.transcript.length > 0) await this.storeMessage(spoken.itemId, 'assistant', spoken.transcript);
    return { durationMs, transcript: spoken.transcript };
  }

  private async *audioFor(text: string, signal: AbortSignal, addMs: (ms: number) => void): AsyncIterable<SpokenPiece> {
    const stack = await this.session.deps.speech();
    const rate = this.session.profile.speaking_rate;
    for await (const chunk of stack.synthesizer.synthesize(text, { rate }, signal)) {
      addMs(chunk.durationMs);
      yield { pcm: chunk.pcm, text: chunk.text };
    }
  }

  /** response.create: what the companion says to the child's last turn. */
  async respond(): Promise<void> {
    const session = this.session;
    if (this.active) {
      session.channel.error('conversation_already_has_active_response', 'The companion is still answering.');
      return;
    }
    await session.listener?.idle();
    const turn = session.lastUserTurn && !session.lastUserTurn.answered ? session.lastUserTurn : null;
    if (turn) turn.answered = true;
    const reading = session.reading;
    const message = turn && !turn.reading ? turn.text : '';
    const result = await session.deps.companion.turn({
      conversationId: session.conversationId,
      age: session.age,
      storyId: session.storyId,
      input: {
        message,
        ...(reading
          ? {
              readingProgressPercent: reading.completionPercentage,
              miscuedWords: reading.tracker.miscues().filter((m) => m.kind === 'substitution').map((m) => m.expected),
              currentWordIndex: reading.tracker.currentWordIndex,
              currentSentence: reading.currentSentence(),
            }
          : {}),
        nowMs: Date.now(),
      },
    });
    session.persona = {
      active_persona: result.state.persona.active_persona,
      intervention_count: result.state.persona.intervention_count,
    };
    for (const event of result.personaEvents) this.sendPersonaSwitch(event);
    await this.speak(result.reply);
  }

  /** intervention_count rides on every event through the persona stamp. */
  private sendPersonaSwitch(event: PersonaSwitchEvent): void {
    this.session.channel.send({
      type: 'persona_switched',
      persona: event.persona,
      reason: event.reason,
      milestone: event.milestone,
      conversation_id: event.conversation_id,
    });
  }

}

/**
 * The child app's side of a voice conversation, done as apps/web does it, for the conversation bench:
 * push-to-talk turns (audio streamed while the button is held; on release `input_audio_buffer.commit`,
 * unless the server's voice detection already closed the turn, then `response.create`, as
 * voice/voice-input.ts does), typed lines (a user `conversation.item.create` then `response.create`,
 * the voice socket's user-message event), and the calls the app makes around each exchange
 * (child/useConversation.ts): every transcript of the child logged through /api/ui-state/voicelive-message
 * and each exchange checked through /api/story-context/monitor-topic, whose reinforcement instruction
 * goes back on the socket as a system item (child/useTopicRedirect.ts).
 */
import { readingModeTurnDetection } from '@shared';
import type { BenchServer } from './bench-server';
import type { TimedVoiceClient } from './timed-client';

export interface Reply {
  /** What the companion said (its transcript), or null when no reply finished in time. */
  text: string | null;
  /** Release of the button (or the typed line's response.create) to the first reply audio, client clock. */
  latencyMs: number | null;
  /** What the server heard the child say in this turn (typed turns: the typed line). */
  heard: string;
  /** No response.done came within the wait (as against a reply with nothing said). */
  timedOut: boolean;
  /** Error events the server sent during the turn (their codes). */
  errors: string[];
}

const REPLY_TIMEOUT_MS = 25_000;
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

async function post(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

export class ChildApp {
  private lastUser = '';
  private readonly pending = new Set<Promise<unknown>>();
  private mirrored = 0;
  readonly problems: string[] = [];

  private constructor(
    private readonly bench: BenchServer,
    readonly client: TimedVoiceClient,
    readonly conversationId: string,
    private readonly age: number,
    private readonly storyId: string,
  ) {
    client.inner.socket.on('message', () => this.mirror());
  }

  /** A conversation with the story open in reading mode, its voice socket, reading mode's turn detection. */
  static async open(bench: BenchServer, age: number, storyId: string): Promise<ChildApp> {
    const id = await bench.conversation(age, { id: storyId, readingMode: true });
    const client = await bench.connect(id);
    client.send({ type: 'session.update', session: { turn_detection: readingModeTurnDetection() } });
    await client.waitForType('session.updated', 10_000);
    return new ChildApp(bench, client, id, age, storyId);
  }

  /** Holds the button while `pcm` (24 kHz PCM16, silence around the words included) is spoken, then lets go. */
  async speak(pcm: Int16Array): Promise<Reply> {
    const before = this.client.events.length;
    await this.client.streamRealtime(pcm);
    const since = this.client.events.slice(before);
    const lastStart = since.findLastIndex((e) => e.type === 'input_audio_buffer.speech_started');
    const closedByServer = lastStart >= 0 && since.slice(lastStart).some((e) => e.type === 'input_audio_buffer.speech_stopped');
    if (!closedByServer) this.client.send({ type: 'input_audio_buffer.commit' });
    const reply = await this.respond();
    const heard = this.client.events
      .slice(before)
      .filter((e) => e.type === 'conversation.item.input_audio_transcription.completed')
      .map((e) => textOf(e.transcript))
      .join(' ');
    return { ...reply, heard, errors: this.errorsSince(before) };
  }

  /** Types a line into the conversation and asks for the reply. */
  async type(text: string): Promise<Reply> {
    const before = this.client.events.length;
    this.client.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] } });
    // On a loaded machine the acknowledgement can be late; the reply is still asked for, as the app would.
    await this.client.waitForType('conversation.item.created', REPLY_TIMEOUT_MS, before).catch(() => undefined);
    this.lastUser = text;
    return { ...(await this.respond()), heard: text, errors: this.errorsSince(before) };
  }

  /** Every side call the app made so far has been answered. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private errorsSince(index: number): string[] {
    return this.client.events
      .slice(index)
      .filter((e) => e.type === 'error')
      .map((e) => {
        const error = e.error as { code?: unknown } | undefined;
        return typeof error?.code === 'string' ? error.code : 'error';
      });
  }

  private async respond(): Promise<Omit<Reply, 'heard' | 'errors'>> {
    const before = this.client.events.length;
    const sentAt = performance.now();
    this.client.send({ type: 'response.create' });
    try {
      await this.client.waitForType('response.done', REPLY_TIMEOUT_MS, before);
    } catch {
      return { text: null, latencyMs: null, timedOut: true };
    }
    const events = this.client.events.slice(before);
    const text = events
      .filter((e) => e.type === 'response.audio_transcript.done')
      .map((e) => textOf(e.transcript))
      .join(' ')
      .trim();
    const firstAudio = this.client.timed.find((t) => t.atMs >= sentAt && t.event.type === 'response.audio.delta');
    return { text, latencyMs: firstAudio ? firstAudio.atMs - sentAt : null, timedOut: false };
  }

  /** The app's side calls for each new event, once. */
  private mirror(): void {
    const events = this.client.events;
    for (; this.mirrored < events.length; this.mirrored++) {
      const event = events[this.mirrored]!;
      if (event.type === 'conversation.item.input_audio_transcription.completed') {
        const transcript = textOf(event.transcript).trim();
        if (transcript === '') continue;
        this.lastUser = transcript;
        this.track(
          post(`${this.bench.server.baseUrl}/api/ui-state/voicelive-message`, {
            conversationId: this.conversationId,
            userAge: this.age,
            storyId: this.storyId,
            messageType: 'user',
            messageContent: transcript,
            messageId: String(event.item_id),
          }),
        );
      } else if (event.type === 'response.audio_transcript.done') {
        const said = textOf(event.transcript).trim();
        if (this.lastUser === '' || said === '') continue;
        this.track(this.monitorTopic(this.lastUser, said));
      }
    }
  }

  private async monitorTopic(userMessage: string, assistantResponse: string): Promise<void> {
    const result = (await post(`${this.bench.server.baseUrl}/api/story-context/monitor-topic`, {
      conversationId: this.conversationId,
      storyId: this.storyId,
      userAge: this.age,
      userMessage,
      assistantResponse,
    })) as { redirect_needed?: boolean; reinforcement_instruction?: string | null };
    if (result.redirect_needed && result.reinforcement_instruction) {
      this.client.send({
        type: 'conversation.item.create',
        item: { type: 'message', role: 'system', content: [{ type: 'input_text', text: result.reinforcement_instruction }] },
      });
    }
  }

  private track(call: Promise<unknown>): void {
    const tracked = call.catch((error: unknown) => {
      this.problems.push(error instanceof Error ? error.message.slice(0, 160) : String(error));
    });
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }
}

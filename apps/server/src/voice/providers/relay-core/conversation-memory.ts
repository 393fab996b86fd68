/**
 * What a fresh upstream session needs to carry on where the capped one stopped: the last turns of
 * the conversation as text, and the audio the child has sent since the last commit (a child reading
 * mid-sentence when the cap hits must not lose the start of the sentence).
 */
import type { RelayFrame } from './types';
import { isUpstreamEvent } from './upstream-events';

export type ConversationRole = 'user' | 'assistant' | 'system';

export interface RememberedItem {
  role: ConversationRole;
  text: string;
}

/** About a minute of 24 kHz PCM16 as base64; older uncommitted audio is dropped first. */
const MAX_PENDING_AUDIO_CHARS = 4_000_000;
const MAX_ITEM_CHARS = 4_000;

export class ConversationMemory {
  private readonly items: RememberedItem[] = [];
  private pendingAudio: RelayFrame[] = [];
  private pendingAudioChars = 0;

  constructor(private readonly itemLimit: number) {}

  remember(role: ConversationRole, text: string): void {
    const trimmed = text.trim();
    if (trimmed.length === 0 || this.itemLimit <= 0) return;
    this.items.push({ role, text: trimmed.slice(0, MAX_ITEM_CHARS) });
    if (this.items.length > this.itemLimit) this.items.splice(0, this.items.length - this.itemLimit);
  }

  /** Notes what a client frame adds to the conversation or to the uncommitted audio. */
  observeClientFrame(frame: RelayFrame): void {
    if (frame.type === 'input_audio_buffer.append' && typeof frame.audio === 'string') {
      this.pendingAudio.push(frame);
      this.pendingAudioChars += frame.audio.length;
      while (this.pendingAudioChars > MAX_PENDING_AUDIO_CHARS && this.pendingAudio.length > 1) {
        const dropped = this.pendingAudio.shift();
        this.pendingAudioChars -= typeof dropped?.audio === 'string' ? dropped.audio.length : 0;
      }
    } else if (frame.type === 'input_audio_buffer.commit') {
      this.clearPendingAudio();
    } else if (frame.type === 'conversation.item.create') {
      const item = frame.item as { role?: unknown; content?: unknown } | undefined;
      const role = item?.role;
      if ((role === 'user' || role === 'assistant' || role === 'system') && Array.isArray(item?.content)) {
        const text = (item.content as unknown[])
          .map((part) => (part as { text?: unknown }).text)
          .filter((part): part is string => typeof part === 'string')
          .join(' ');
        this.remember(role, text);
      }
    }
  }

  /** Notes the turns an upstream event completes, and commits the upstream made on its own (server VAD). */
  observeUpstreamEvent(event: RelayFrame): void {
    if (isUpstreamEvent(event, 'conversation.item.input_audio_transcription.completed')) {
      this.remember('user', event.transcript);
    } else if (isUpstreamEvent(event, 'response.audio_transcript.done')) {
      this.remember('assistant', event.transcript);
    } else if (isUpstreamEvent(event, 'response.text.done')) {
      this.remember('assistant', event.text);
    } else if (event.type === 'input_audio_buffer.committed' || event.type === 'input_audio_buffer.cleared') {
      this.clearPendingAudio();
    }
  }

  /** The upstream committed or cleared its buffer. */
  clearPendingAudio(): void {
    this.pendingAudio = [];
    this.pendingAudioChars = 0;
  }

  /** Frames that rebuild the conversation in a new upstream session, oldest first. */
  replayFrames(eventIdPrefix: string): RelayFrame[] {
    return this.items.map((item, index) => ({
      type: 'conversation.item.create',
      event_id: `${eventIdPrefix}item-${index}`,
      item: {
        type: 'message',
        role: item.role,
        // Assistant turns are stored as output text, everything else as input text.
        content: [{ type: item.role === 'assistant' ? 'text' : 'input_text', text: item.text }],
      },
    }));
  }

  uncommittedAudio(): readonly RelayFrame[] {
    return this.pendingAudio;
  }

  get itemCount(): number {
    return this.items.length;
  }
}

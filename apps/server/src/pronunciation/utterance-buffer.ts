/**
 * The utterances this instance heard lately, per conversation, so that a speech-stopped call can assess
 * "the latest utterance of that item" after the fact. Only words and timings are kept, plus the audio
 * when the scorer listens itself (Azure); a conversation keeps at most MAX_BUFFER_MS of speech and
 * nothing older than MAX_AGE_MS.
 */
import type { TimedWord } from './scoring/types';

export const MAX_BUFFER_MS = 120_000;
const MAX_AGE_MS = 10 * 60_000;

export interface BufferedUtterance {
  itemId: string;
  /** Words heard on the reading branch when there were any, else everything heard. */
  words: readonly TimedWord[];
  startMs: number;
  endMs: number;
  audio?: { pcm: Int16Array; sampleRateHz: number };
  /** Set once the utterance was assessed: which session, which stored assessment. */
  assessed?: { sessionId: string; assessmentId: string };
  receivedAt: number;
}

export class UtteranceBuffer {
  private readonly byConversation = new Map<string, BufferedUtterance[]>();

  add(conversationId: string, utterance: BufferedUtterance): void {
    const list = this.byConversation.get(conversationId) ?? [];
    list.push(utterance);
    let total = list.reduce((ms, u) => ms + (u.endMs - u.startMs), 0);
    while (list.length > 1 && total > MAX_BUFFER_MS) {
      const dropped = list.shift();
      total -= dropped ? dropped.endMs - dropped.startMs : 0;
    }
    this.byConversation.set(conversationId, list);
    this.expire(utterance.receivedAt);
  }

  /** The latest utterance with this item id. */
  find(conversationId: string, itemId: string): BufferedUtterance | undefined {
    return this.byConversation.get(conversationId)?.findLast((u) => u.itemId === itemId);
  }

  stats(): { bufferedMs: number; bufferedBytes: number } {
    let bufferedMs = 0;
    let bufferedBytes = 0;
    for (const list of this.byConversation.values()) {
      for (const u of list) {
        if (u.assessed) continue;
        bufferedMs += u.endMs - u.startMs;
        bufferedBytes += u.audio?.pcm.byteLength ?? 0;
      }
    }
    return { bufferedMs, bufferedBytes };
  }

  private expire(nowMs: number): void {
    for (const [id, list] of this.byConversation) {
      const kept = list.filter((u) => nowMs - u.receivedAt <= MAX_AGE_MS);
      if (kept.length === 0) this.byConversation.delete(id);
      else if (kept.length !== list.length) this.byConversation.set(id, kept);
    }
  }
}

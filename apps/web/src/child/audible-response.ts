/**
 * Tells which responses the child will actually hear or read. The offline companion answers a reading
 * pause with an empty response (response.created then response.done at once); reporting those would
 * pop the conversation panel open over the page for nothing. A response counts once it carries audio or
 * transcript, and is reported once.
 */
import type { RealtimeServerEvent } from '../voice/realtime-protocol';

const AUDIBLE = new Set<RealtimeServerEvent['type']>([
  'response.audio.delta',
  'response.audio_transcript.delta',
  'response.audio_transcript.done',
]);

export class AudibleResponseWatcher {
  private pending: string | null = null;

  /** The id of a response that just became audible, or null. */
  next(event: RealtimeServerEvent): string | null {
    if (event.type === 'response.created') {
      this.pending = event.response.id;
      return null;
    }
    if (event.type === 'response.done') {
      this.pending = null;
      return null;
    }
    if (!AUDIBLE.has(event.type)) return null;
    const id = this.pending;
    this.pending = null;
    return id;
  }
}

/**
 * Speaks one assistant response to the browser in the realtime protocol: response.created, then for
 * each synthesized piece its transcript delta and its audio in ~100 ms deltas, then the transcript done
 * and response.done. Text-only or silent responses follow the same envelope.
 */
import { randomUUID } from 'node:crypto';
import type { OutgoingEvent } from '../types';

export interface SpokenPiece {
  pcm: Int16Array;
  text: string;
}

export interface SpeakOptions {
  send: (event: OutgoingEvent) => void;
  text: string;
  /** Synthesized 24 kHz audio, piece by piece; absent for a text-only or silent response. */
  audio?: AsyncIterable<SpokenPiece>;
  signal?: AbortSignal;
  onFirstAudio?: () => void;
}

export interface SpokenResponse {
  responseId: string;
  itemId: string;
  transcript: string;
  status: 'completed' | 'cancelled';
}

const SAMPLES_PER_DELTA = 2400; // 100 ms at 24 kHz

function pcmToBase64(samples: Int16Array): string {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).toString('base64');
}

export async function speakResponse(opts: SpeakOptions): Promise<SpokenResponse> {
  const responseId = `resp_${randomUUID()}`;
  const itemId = `item_${randomUUID()}`;
  const { send } = opts;
  send({ type: 'response.created', response: { id: responseId, status: 'in_progress', modalities: ['text', 'audio'] } });
  let transcript = '';
  let status: SpokenResponse['status'] = 'completed';
  let first = true;
  if (opts.audio) {
    for await (const piece of opts.audio) {
      if (opts.signal?.aborted) {
        status = 'cancelled';
        break;
      }
      const delta = transcript.length > 0 ? ` ${piece.text}` : piece.text;
      transcript += delta;
      send({ type: 'response.audio_transcript.delta', response_id: responseId, item_id: itemId, delta });
      for (let offset = 0; offset < piece.pcm.length; offset += SAMPLES_PER_DELTA) {
        const slice = piece.pcm.subarray(offset, offset + SAMPLES_PER_DELTA);
        send({ type: 'response.audio.delta', response_id: responseId, item_id: itemId, delta: pcmToBase64(slice) });
        if (first) {
          first = false;
          opts.onFirstAudio?.();
        }
      }
    }
  } else if (opts.text.length > 0) {
    transcript = opts.text;
    send({ type: 'response.audio_transcript.delta', response_id: responseId, item_id: itemId, delta: transcript });
  }
  if (transcript.length > 0) {
    send({ type: 'response.audio_transcript.done', response_id: responseId, item_id: itemId, transcript });
  }
  send({ type: 'response.done', response: { id: responseId, status, modalities: ['text', 'audio'] } });
  return { responseId, itemId, transcript, status };
}

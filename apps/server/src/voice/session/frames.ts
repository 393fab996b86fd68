/**
 * Parses one frame from the browser's voice socket, once: JSON, the client event union, and for audio
 * appends, base64 that decodes to whole 16-bit samples. A bad frame yields the `error` event to send;
 * the session lives on.
 */
import { parseRequest, type VoiceClientEvent, VoiceClientEventSchema } from '@shared';

export interface RealtimeErrorBody {
  type: 'invalid_request_error' | 'server_error';
  code: string;
  message: string;
}

export type ParsedFrame =
  | { ok: true; event: VoiceClientEvent; pcm?: Int16Array }
  | { ok: false; error: RealtimeErrorBody };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (code: string, message: string): ParsedFrame => ({
  ok: false,
  error: { type: 'invalid_request_error', code, message },
});

/** Decodes base64 PCM16 (little-endian) into samples; undefined when it is not whole samples. */
export function decodeAudio(base64: string): Int16Array | undefined {
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return undefined;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length % 2 !== 0) return undefined;
  const samples = new Int16Array(bytes.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
  return samples;
}

export function parseClientFrame(data: Buffer | string, isBinary: boolean): ParsedFrame {
  if (isBinary) return invalid('binary_not_supported', 'Send JSON text frames; audio goes base64-encoded in input_audio_buffer.append.');
  let json: unknown;
  try {
    json = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    return invalid('invalid_json', 'The frame is not valid JSON.');
  }
  const parsed = parseRequest(VoiceClientEventSchema, json);
  if (!parsed.success) {
    const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
    const known = VoiceClientEventSchema.options.some((o) => o.shape.type.value === type);
    return known
      ? invalid('invalid_event', `Invalid ${String(type)} event: ${parsed.detail}`)
      : invalid('unknown_event_type', `Unknown event type: ${typeof type === 'string' ? type : 'missing'}`);
  }
  const event = parsed.data;
  if (event.type === 'input_audio_buffer.append') {
    const pcm = decodeAudio(event.audio);
    if (!pcm) return invalid('invalid_audio', 'The audio is not base64-encoded 16-bit PCM.');
    return { ok: true, event, pcm };
  }
  return { ok: true, event };
}

/**
 * What one socket can cost the server (issue 22, item 5): push-to-talk audio that is never committed is
 * capped at a minute (the oldest dropped, the child told once), and a flood of frames is cut at the
 * per-second cap with one error while the socket lives on. Real session, fake speech stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNCOMMITTED_AUDIO_MS } from '../providers/local/local-listener';
import { MAX_FRAMES_PER_SECOND } from './frame-rate';
import { fakeSpeechStack, localOn, openSession, openWorld, type HarnessWorld } from './testing/session-harness';

let world: HarnessWorld;
beforeAll(async () => {
  world = await openWorld();
});
afterAll(async () => world.close());

const errorCodes = (events: Array<Record<string, unknown>>) =>
  events.filter((e) => e.type === 'error').map((e) => (e.error as { code: string }).code);

/** Three seconds of 24 kHz PCM16 tone per frame, base64 (few frames, so the frame cap stays out of it). */
const CHUNK_SECONDS = 3;
const CHUNK = (() => {
  const pcm = Int16Array.from({ length: 24_000 * CHUNK_SECONDS }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / 24_000)));
  return Buffer.from(pcm.buffer).toString('base64');
})();

describe('a voice socket cannot grow the server without bound', () => {
  it('keeps at most a minute of uncommitted push-to-talk audio, dropping the oldest, and says so once', async () => {
    const stack = fakeSpeechStack({ recognizer: { turns: [{ words: ['hello'] }] } });
    const { socket, session, frame } = await openSession(world, localOn(stack));
    frame({ type: 'session.update', session: { turn_detection: null } });
    await socket.waitFor('session.updated', { where: (e) => (e.session as { turn_detection: unknown }).turn_detection === null });
    // 90 seconds held and never released, sent well under the frame cap.
    for (let s = 0; s < 90; s += CHUNK_SECONDS) frame({ type: 'input_audio_buffer.append', audio: CHUNK });
    expect(errorCodes(socket.events)).toEqual(['input_audio_buffer_overflow']);
    const overflow = socket.events.find((e) => e.type === 'error');
    expect((overflow?.error as { message: string }).message).toContain('60 seconds');

    frame({ type: 'input_audio_buffer.commit' });
    const started = await socket.waitFor('input_audio_buffer.speech_started');
    const stopped = await socket.waitFor('input_audio_buffer.speech_stopped');
    // The turn is the newest minute: it starts about 30 s in (less the resampler's few samples of delay).
    expect(Math.abs(Number(started.audio_start_ms) - 30_000)).toBeLessThan(20);
    expect(Math.abs(Number(stopped.audio_end_ms) - Number(started.audio_start_ms) - MAX_UNCOMMITTED_AUDIO_MS)).toBeLessThanOrEqual(1);
    await socket.waitFor('conversation.item.input_audio_transcription.completed');
    expect(stack.recognizer.streams[0]?.audioMs).toBe(MAX_UNCOMMITTED_AUDIO_MS);

    // A new turn starts from an empty buffer, and its own overflow is reported again.
    const before = socket.events.length;
    for (let s = 0; s < 63; s += CHUNK_SECONDS) frame({ type: 'input_audio_buffer.append', audio: CHUNK });
    expect(errorCodes(socket.events.slice(before))).toEqual(['input_audio_buffer_overflow']);
    await session.close();
  });

  it('drops frames over the per-second cap with one error, and the socket carries on', async () => {
    const { socket, session, frame } = await openSession(world, localOn(fakeSpeechStack()));
    await socket.waitFor('session.updated');
    const before = socket.events.length;
    // The harness already sent one session.update this second.
    for (let n = 0; n < 2 * MAX_FRAMES_PER_SECOND; n++) frame({ type: 'session.update', session: {} });
    await socket.waitFor('session.updated', { from: before, where: () => socket.ofType('session.updated').length >= MAX_FRAMES_PER_SECOND });
    await session.close();
    // 99 when the burst falls in the same second as the harness's own frame, 100 on a slow machine.
    const answered = socket.events.slice(before).filter((e) => e.type === 'session.updated').length;
    expect(answered).toBeGreaterThanOrEqual(MAX_FRAMES_PER_SECOND - 1);
    expect(answered).toBeLessThanOrEqual(MAX_FRAMES_PER_SECOND);
    expect(errorCodes(socket.events.slice(before))).toEqual(['rate_limit_exceeded']);
    expect(socket.readyState).toBe(socket.OPEN);
  });
});

/**
 * Behaviour every VoiceActivityDetector must show, run against WebRTC VAD and the fake alike.
 */
import { describe, expect, it } from 'vitest';
import type { VadFrameMs, VoiceActivityDetector } from '../types';

export function describeVadContract(name: string, create: (frameMs: VadFrameMs) => Promise<VoiceActivityDetector>, speech16k: () => Int16Array): void {
  describe(`${name} (VAD contract)`, () => {
    it('tells speech from silence at every frame size it declares', async () => {
      for (const frameMs of [10, 20, 30] as const) {
        const vad = await create(frameMs);
        expect(vad.capabilities.frameDurationsMs).toContain(frameMs);
        const frame = (vad.capabilities.sampleRateHz * frameMs) / 1000;
        const silence = Array.from({ length: 20 }, () => vad.isSpeech(new Int16Array(frame)));
        expect(silence.filter(Boolean).length).toBeLessThanOrEqual(1);
        const audio = speech16k();
        let speechFrames = 0;
        let frames = 0;
        for (let i = 0; i + frame <= audio.length; i += frame, frames++) if (vad.isSpeech(audio.subarray(i, i + frame))) speechFrames++;
        expect(speechFrames / frames).toBeGreaterThan(0.5);
        vad.dispose();
      }
    });

    it('refuses frames of the wrong length', async () => {
      const vad = await create(30);
      expect(() => vad.isSpeech(new Int16Array(100))).toThrow(/frame/);
      vad.dispose();
    });
  });
}

import { describe, expect, it } from 'vitest';
import { capabilityLines, providerText, sessionStatusText } from './voice-service-text';

const report = {
  valid: true,
  provider: 'local' as const,
  capabilities: { word_timestamps: true, open_transcription: false, synthesis: true },
  issues: [],
};

describe('voice service wording', () => {
  it('lists offline speech first, then what the provider can do before what it cannot', () => {
    expect(capabilityLines(report)).toEqual([
      { label: 'offline speech', available: true },
      { label: 'synthesis', available: true },
      { label: 'word timestamps', available: true },
      { label: 'open transcription', available: false },
    ]);
    expect(capabilityLines({ ...report, provider: 'openai' })[0]).toEqual({ label: 'offline speech', available: false });
  });

  it('names the provider and whether it is usable', () => {
    expect(providerText(report)).toBe('local (valid)');
    expect(providerText({ ...report, valid: false })).toBe('local (not valid)');
  });

  it('says whether the session is connected and in which turn-detection mode', () => {
    const status = {
      conversation_id: 'conversation_1',
      exists: true,
      connected: true,
      provider: 'local' as const,
      fallback_reason: null,
      age: 10,
      story_id: null,
      reading_mode: false,
      turn_detection_mode: 'child_friendly' as const,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(sessionStatusText(status)).toBe('connected, provider local, turn detection child friendly');
    expect(sessionStatusText({ ...status, connected: false, reading_mode: true, turn_detection_mode: 'reading' })).toBe(
      'not connected, provider local, turn detection reading, reading mode',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { screenOverheardSpeech, soundsUnsafe } from './unclear-speech';

describe('which heard lines get a second hearing', () => {
  it('takes unsafe lines, not a lone word that reads as an address without its story', () => {
    expect(soundsUnsafe('i want to disappear')).toBe(true);
    expect(soundsUnsafe('my dad hits me')).toBe(true);
    expect(soundsUnsafe('hill')).toBe(false);
    expect(soundsUnsafe('what is a gust')).toBe(false);
  });
});

describe("Debian's words for speech no grammar heard", () => {
  const kinds = (line: string) => screenOverheardSpeech(line).map((f) => f.alertType);

  it('raises no alert on a few garbled words the classifier alone would read as unsafe', () => {
    // Debian's words for story questions said by eSpeak voices and under classroom noise.
    for (const line of ['and to you', 'if you got', 'and not far', 'the one on ah i']) expect(kinds(line), line).toEqual([]);
  });

  it('still raises short unsafe lines the rules read, and longer ones only the classifier reads, marked unclear', () => {
    expect(kinds('i want to die')).toContain('self_harm');
    expect(kinds('i hate my life')).toContain('self_harm');
    expect(kinds('my step mom so she will hurt me if i tell anyone').length).toBeGreaterThan(0);
    expect(screenOverheardSpeech('i want to be dead').every((f) => f.unclearAudio)).toBe(true);
  });
});

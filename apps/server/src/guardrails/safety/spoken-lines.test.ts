import { describe, expect, it } from 'vitest';
import { expandPattern } from '../../language/question-patterns';
import { SPOKEN_SAFETY_PATTERNS } from './spoken-lines';
import { screenMessage } from './screen';
import { screenUnclearSpeech } from './unclear-speech';

/** Every n-th line of a pattern's expansion (they multiply into thousands). */
function sample(lines: string[], most = 400): string[] {
  const step = Math.max(1, Math.floor(lines.length / most));
  return lines.filter((_, i) => i % step === 0);
}

describe('the unsafe lines the recogniser can hear', () => {
  it('raise an alert when they tell of being hurt or of self-harm: heard right, they must not be let go', () => {
    const missed: string[] = [];
    // Teasing and "I am scared" are in the grammar so they are heard right (not answered as a story
    // question); whether they alert is the screen's call, so only hurt and self-harm lines are held to it.
    const hurt = /\b(?:hits?|hurts?|kicks?|kicked|push(?:es|ed)?|punch(?:es|ed)?|slap(?:s|ped)?|bites?|beats?|kill|cut|die|dead)\b/;
    for (const pattern of SPOKEN_SAFETY_PATTERNS) {
      for (const line of sample(expandPattern(pattern).filter((l) => hurt.test(l)), 20)) {
        // Heard with confidence the usual screen applies; heard doubtfully, the unclear-audio one.
        if (screenMessage(line).length === 0 && screenUnclearSpeech(line).length === 0) missed.push(line);
      }
    }
    expect(missed).toEqual([]);
  });

  it('include the shapes children use for being hurt or picked on', () => {
    const all = new Set(SPOKEN_SAFETY_PATTERNS.flatMap((p) => expandPattern(p)));
    for (const line of ['the older kids kick me at school', 'my stepdad slaps me', 'the big kids take my lunch every day', 'some boys call me names']) {
      expect(all.has(line), line).toBe(true);
    }
  });
});

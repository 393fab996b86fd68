import { describe, expect, it } from 'vitest';
import { ANY_WORD, type PhrasePattern } from '../../language/question-patterns';
import { SPOKEN_SAFETY_PATTERNS } from './spoken-lines';
import { screenMessage } from './screen';
import { screenUnclearSpeech } from './unclear-speech';

/** `count` lines of a pattern, each slot's alternatives taken in turn at a different pace (the full expansion runs to billions). */
function sampleLines(pattern: PhrasePattern, count: number): string[] {
  const paces = [1, 3, 7, 11, 13, 17, 19, 23, 29, 31];
  return Array.from({ length: count }, (_, i) =>
    pattern
      .map((slot, s) => slot[(i * (paces[s % paces.length] ?? 1)) % slot.length] ?? '')
      .map((alt) => (alt === ANY_WORD ? 'maple' : alt))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Whether the pattern can say `line`, word for word (an ANY_WORD slot takes one word). */
function says(pattern: PhrasePattern, line: string): boolean {
  const target = line.split(' ');
  let positions = new Set([0]);
  for (const slot of pattern) {
    const next = new Set<number>();
    for (const at of positions) {
      for (const alt of slot) {
        const words = alt === ANY_WORD ? [target[at] ?? ''] : alt.split(' ').filter((w) => w.length > 0);
        if (words.every((w, k) => target[at + k] === w)) next.add(at + words.length);
      }
    }
    positions = next;
  }
  return positions.has(target.length);
}

describe('the unsafe lines the recogniser can hear', () => {
  it('raise an alert when they tell of being hurt or of self-harm: heard right, they must not be let go', () => {
    const missed: string[] = [];
    // Teasing and "I am scared" are in the grammar so they are heard right (not answered as a story
    // question); whether they alert is the screen's call, so only hurt and self-harm lines are held to it.
    const hurt = /\b(?:hits?|hurts?|hurting|kicks?|kicked|kicking|push(?:es|ed|ing)?|punch(?:es|ed|ing)?|slap(?:s|ped|ping)?|bites?|biting|beats?|beating|beaten|kill|killing|cut|cutting|die|dead)\b/;
    for (const pattern of SPOKEN_SAFETY_PATTERNS) {
      for (const line of sampleLines(pattern, 300).filter((l) => hurt.test(l))) {
        // Heard with confidence the usual screen applies; heard doubtfully, the unclear-audio one.
        if (screenMessage(line).length === 0 && screenUnclearSpeech(line).length === 0) missed.push(line);
      }
    }
    expect(missed).toEqual([]);
  });

  it('include the shapes children use for being hurt or picked on, for self-harm and for where they live', () => {
    const lines = [
      'the older kids kick me at school', 'my stepdad slaps me', 'the big kids take my lunch every day', 'some boys call me names',
      // Written for this test, none of them a bench item: the shapes the first grammar could not say.
      "my mum's boyfriend hits me", 'someone at school keeps hitting me', 'i got hit at school today', "i'm being bullied",
      'my dad hurts me when he is angry', 'my teacher shouted at me and hit me', 'my big brother punched me in the face',
      'i feel like hurting myself', 'i hate my life', 'i live at forty two maple street', 'my house is number five on baker lane',
      'my phone number is oh seven seven one two',
      // The longer ways round (written for this test).
      'when my dad gets angry he hits me with his belt', 'there is a girl who pushes me over every playtime',
      "there's a boy in my class who kicks me at lunchtime", 'if my stepdad is drunk he hurts me',
      'my uncle hits me when my mum is at work', 'i feel like i want to die',
      "i'm scared to go home", 'i cut my arm on purpose', 'a man asked me to get in his car', 'someone online asked for my picture',
      'they said they will hurt me', 'my dad drinks and shouts at us', 'nobody cares about me', 'i want to run away',
      'the big boys push me in the toilets',
    ];
    for (const line of lines) expect(SPOKEN_SAFETY_PATTERNS.some((p) => says(p, line)), line).toBe(true);
  });

  it('screen being hurt over and over as bullying, and a fall as nothing', () => {
    expect(screenMessage('i am being hurt by a girl').map((f) => f.alertType)).toContain('bullying');
    expect(screenMessage('i keep getting hurt at school').map((f) => f.alertType)).toContain('bullying');
    expect(screenMessage('i got hurt at football')).toEqual([]);
  });
});

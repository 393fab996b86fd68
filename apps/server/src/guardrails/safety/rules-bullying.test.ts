import { describe, expect, it } from 'vitest';
import { structuralBullying } from './rules-bullying';
import { speechSentences } from './speech';

const bullied = (message: string, story: readonly string[] = []) => structuralBullying(speechSentences(message), new Set(story));

describe('structural bullying rules', () => {
  it('reads repeated victimisation of the child by others', () => {
    for (const message of [
      'they keep calling me names at lunch', 'he pushes me into the lockers every day', 'the year nines always laugh at me',
      'some girl keeps pulling my hair in maths', 'they keep ignoring me', 'a kid spits on me on the bus', 'ryan keeps tripping me up',
      'they stole my trainers again', 'they flushed my phone down the toilet',
    ]) {
      expect(bullied(message), message).toBe(true);
    }
  });

  it('reads names and insults said about the child, being left out and fear of school', () => {
    for (const message of [
      'they told everyone i stink', 'the boys call me fatty', 'people say im so weird', 'nobody wants to sit with me',
      'they wont let me play football with them', 'i am scared to go to school because of them', 'they post nasty stuff about me',
      'they laugh when i answer questions', 'she keeps turning my friends against me', 'they threatened to post my diary',
      'the older girls make me buy them sweets', 'when i walk into the canteen everyone stops talking', 'they wait for me by the gate to chase me',
      'they recorded me falling over and posted it', 'they scribble on my planner every lesson',
    ]) {
      expect(bullied(message), message).toBe(true);
    }
  });

  it('reads robbing and knocking the child\'s things about as bullying', () => {
    for (const message of ['the year nines keep robbing my dinner money', 'every break they knock my books off my table and laugh']) {
      expect(bullied(message), message).toBe(true);
    }
    expect(bullied('i knocked my drink off the table')).toBe(false);
  });

  it('leaves play, kind words, siblings, pets, grown-ups, negation and the story alone', () => {
    for (const message of [
      'my friend pushed me on the swing', 'everyone laughed at my joke', 'they always pick me for the team', 'my brother keeps taking my lego',
      'my cat bit me when i pulled its tail', 'nobody laughs at me anymore', 'my mum says i look nice', 'they told me i smell nice',
      'my friends call me sam', 'we play tag and i always get caught', 'i keep losing my pencils', 'he never pushes me',
      'my friend made me laugh so much', 'everyone cheers when i come in', 'my mum makes me do my homework', 'they took my advice',
    ]) {
      expect(bullied(message), message).toBe(false);
    }
    expect(bullied('the wolf keeps laughing at the pigs', ['wolf', 'pigs'])).toBe(false);
  });
});

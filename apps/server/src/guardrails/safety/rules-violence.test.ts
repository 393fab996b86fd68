import { describe, expect, it } from 'vitest';
import { structuralViolence } from './rules-violence';
import { speechSentences } from './speech';

const violent = (message: string, story: readonly string[] = []) => structuralViolence(speechSentences(message), new Set(story));

describe('structural violence rules', () => {
  it('reads a threat from the child as actor, intent, harm verb and a person, in any inflection or slang', () => {
    for (const message of [
      "I'm gonna punch him tomorrow", 'imma stab that boy', 'ill break his nose if he does it again', 'we are going to jump him after school',
      'i want to strangle my cousin', 'i wanna batter kyle', 'i am about to smack her', 'i will burn their house down',
    ]) {
      expect(violent(message), message).toBe(true);
    }
  });

  it('reads a grown-up hurting the child or someone at home, luring and secret touching', () => {
    for (const message of [
      'my stepmum smacks me with a wooden spoon', 'my mums boyfriend chokes her', 'my dad throws things at me', 'my uncle locked me in the shed',
      'a man at the park tried to get me to come with him', 'my coach touches me and says not to tell',
      'my stepdad twists my arm behind my back', 'my big sister chokes me when mum is out', 'my dad kicked the door and then me',
      'a man on roblox keeps asking to meet up and says it is our secret', 'she is going to pay for this', 'i wish my teacher was dead',
      'were gonna get him after school', 'my big sister kicks me every playtime', 'my brother keeps hitting me',
    ]) {
      expect(violent(message), message).toBe(true);
    }
  });

  it('reads a grown-up holding the child against heat, throwing things at someone at home, and teachers called by title', () => {
    for (const message of [
      'my stepdad held my arm against the radiator till it went red', 'she pressed my fingers on the hot iron because i was rude',
      'my dad threw a plate at my mum', 'my mum chucked and then threw her phone at my head', "sir grabbed me by my neck and pushed me into the wall",
      "ma'am slapped me on my face in front of everyone",
    ]) {
      expect(violent(message), message).toBe(true);
    }
  });

  it('leaves a grown-up cooling a burn, catch and pillows alone', () => {
    for (const message of [
      'mum held my hand under the cold tap after i touched the pan', 'my dad threw the ball at me and i caught it',
      'my sister threw a pillow at me at the sleepover', 'grandad held my hand at the fireworks',
    ]) {
      expect(violent(message), message).toBe(false);
    }
  });

  it('reads weapons carried by the child, brought to school or aimed at the child', () => {
    for (const message of ['i got a knife hidden under my bed', 'a boy brought a gun on the bus', 'he pulled a blade on me']) {
      expect(violent(message), message).toBe(true);
    }
  });

  it('leaves games, sport, things, idioms, refusals and story characters alone', () => {
    for (const message of [
      'my cat hit the ball', "i'm gonna beat my brother at mario kart", 'i want to punch the air', 'i will kill it at the match',
      'my mum would kill me if i was late', 'my dad hit a home run', 'i would never hurt him', 'we had a pillow fight',
      'i cut the bread with a knife', 'my dad threw me up in the air', 'we shot zombies in the game', 'i am going to hit the target',
      'my mum beat me at cards again', 'my nan shot me a funny look', 'my mum pulled me out of the pool', 'i am going to pull the weeds',
      'my brother pushed me on the trampoline', 'i shot three hoops at lunch', 'we are going to visit the school',
      'my sister always pushes me on the swing',
    ]) {
      expect(violent(message), message).toBe(false);
    }
    expect(violent('if i was the pig i would hit the wolf with a stick', ['wolf', 'pig'])).toBe(false);
    expect(violent('i am going to kill the wolf', ['wolf'])).toBe(false);
  });
});

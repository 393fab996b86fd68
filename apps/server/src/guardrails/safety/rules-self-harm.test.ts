import { describe, expect, it } from 'vitest';
import { despairCue, lexicalSelfHarm } from './rules-self-harm';
import { speechForm } from './speech';
import { screenMessage } from './screen';

describe('word-level self-harm net', () => {
  it('catches harm aimed at oneself in any inflection, death wishes and plans', () => {
    for (const message of [
      "i've been starving myself", 'i keep punching myself', 'it would be better if i died', "i wish i wasn't alive",
      "i'm going to jump out the window", 'i want to be dead',
    ]) {
      expect(lexicalSelfHarm(message)).toBe(true);
    }
  });

  it('leaves other people, things and plain facts alone', () => {
    for (const message of [
      'the wolf hurt himself', 'my dog jumped off the sofa', 'my grandma died last year', 'i cut the cake', 'the wolf wanted the pigs dead',
      'i hit the ball',
    ]) {
      expect(lexicalSelfHarm(message)).toBe(false);
    }
  });
});

describe('self-referential despair cues', () => {
  const despair = (message: string) => despairCue(speechForm(message));

  it('catches worth, hopelessness, plans and hurting again, in transcript wording', () => {
    for (const message of [
      'im such a burden', 'honestly whats the point of me', 'i dont think my life is worth living', 'there is no reason to keep going',
      'i just want it all to be over', 'i want to go to sleep and never wake up', 'i wanna disappear forever', 'i wrote a suicide note',
      'i searched how to hang myself', 'i think i should just end it', 'i started cutting again', 'i deserve to suffer',
      'i swallowed a load of tablets', 'everyone would be happier if i was not around', 'kms',
      'i keep hoping a bus will hit me', 'im tired of living', 'i feel like there is no way out', 'i pull my hair out when im stressed so it hurts',
      'i keep the blade in my drawer for when im sad', 'ive thought about how id do it', 'nobody would even notice if something happened to me',
      'i feel like nobody loves me', 'no one really cares about me', 'nobody at home loves me',
    ]) {
      expect(despair(message), message).toBe(true);
    }
  });

  it('leaves tiredness, games, other people and ordinary endings alone', () => {
    for (const message of [
      'i want this film to be over so we can play', 'the game is over', 'i am so stupid i forgot my book', 'my mum takes tablets for her back',
      'the story should end with a party', 'nora was a burden to nobody', 'i cut my hair again',
      'i hope my team will hit the target', 'the maze had no way out', 'im tired of this level', 'i hit my head on the door when i was running',
      'nobody loves broccoli', 'everybody loves me', 'nobody cares about me being late',
    ]) {
      expect(despair(message), message).toBe(false);
    }
  });
});

describe('indirect and preparatory self-harm', () => {
  const kinds = (message: string) => screenMessage(message).map((f) => f.alertType);

  it('finds goodbye letters, giving things away for good and being sick to be smaller', () => {
    for (const message of [
      'i left goodbye notes under my pillow', 'i have been giving my toys away because i wont need them anymore',
      'i stopped eating at school so that i can get skinnier', 'i make myself sick after every meal',
    ]) {
      expect(kinds(message), message).toContain('self_harm');
    }
  });

  it('leaves ordinary giving, goodbyes and being ill alone', () => {
    for (const message of ['i gave my old scooter to my cousin', 'we made goodbye cards for the year sixes', 'i was sick on the coach trip']) {
      expect(kinds(message), message).not.toContain('self_harm');
    }
  });
});

describe('indirect self-harm: joining someone who died, preparation, never having been born', () => {
  const despair = (message: string) => despairCue(speechForm(message));

  it('catches wishing to be with a dead relative now, looking up ways and places, and not deserving to be born', () => {
    for (const message of [
      'my nan died and i want to go and be with her tonight', 'i wish i could join my grandpa in heaven right now',
      'i want to go where my brother is he died in the summer', 'i googled the tallest building in town to jump from',
      'i searched up painless ways to go', 'i should never have been born',
    ]) {
      expect(despair(message), message).toBe(true);
    }
  });

  it('leaves grief, missing people and sleepy weekends quiet', () => {
    for (const message of [
      'my grandpa died and i miss him', 'i want to be with my mum tonight because i am at a sleepover', 'my nan is in heaven now watching me',
      'i could sleep forever on saturday', 'we looked up the tallest building in the world for homework',
    ]) {
      expect(screenMessage(message).map((f) => f.alertType), message).toEqual([]);
    }
  });

  it('reads "unalive" as a verb done to oneself, not of a story character', () => {
    expect(screenMessage('im going to unalive myself tonight').map((f) => f.alertType)).toEqual(['self_harm']);
    expect(screenMessage('he unalived himself in the game').map((f) => f.alertType)).not.toContain('self_harm');
  });

  it('alerts on a child planning to run away, scared to go home or not feeling safe, not on a story retold or a joke', () => {
    // Written for this test: the safety-hearing probe's "i want to run away from home" raised nothing.
    for (const line of ['i want to run away from home', "i'm going to run away tonight", "i'm scared to go home", 'i am afraid of going home', "i don't feel safe at home", 'i do not feel safe at school']) {
      expect(screenMessage(line).length, line).toBeGreaterThan(0);
    }
    for (const line of ['the goat ran away from home', 'why did biscuit run away', 'i want to run away to the circus haha', 'the girl in the story wanted to run away', 'i feel safe at home', 'the boat was safe at home']) {
      expect(screenMessage(line), line).toEqual([]);
    }
  });

  it('alerts on a child afraid of a grown-up at home, and not on "i want to stop" said about reading', () => {
    // Written for the fifteenth session's fresh probe lines: "i am frightened of my dad" raised nothing.
    for (const line of ['i am frightened of my dad', "i'm really scared of my uncle", 'i am afraid of my mum']) {
      expect(screenMessage(line).map((f) => f.alertType), line).toContain('violence');
    }
    for (const line of ['i am scared of the dark', 'i am scared of my dog', 'the goat was scared of the farmer', 'i want to stop', 'can i stop now']) {
      expect(screenMessage(line), line).toEqual([]);
    }
    expect(screenMessage('i want to stop living').map((f) => f.alertType)).toContain('self_harm');
  });
});


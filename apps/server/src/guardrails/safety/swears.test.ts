import { describe, expect, it } from 'vitest';
import { screenMessage, screenRules } from './screen';
import { swearForm } from './swears';

const ruleKinds = (message: string) => screenRules(message).map((f) => f.alertType);
const kinds = (message: string) => screenMessage(message).map((f) => f.alertType);

describe('swear look-alikes', () => {
  it('brings vowel-swapped, misheard and split swears back to the word', () => {
    expect(swearForm('what the fakk is this')).toBe('what the fuck is this');
    expect(swearForm('oh shiet my book')).toBe('oh shit my book');
    expect(swearForm('he is a basterd')).toBe('he is a bastard');
    expect(swearForm('sh it i forgot')).toBe('shit i forgot');
    expect(swearForm('stop being a bi tch')).toBe('stop being a bitch');
  });

  it('flags spelled-out letters, split words, misspellings and stand-ins as profanity', () => {
    for (const message of [
      'this page is s h i t', 'f u ck off', 'go away you wan ker', 'fukin hell this is long', 'shut up you biatch',
      'what a load of bull sh it', 'stop being such a dik', 'eff off with your spelling', 'this is effin boring', 'f f s the page ripped',
      'oh my days what the fook', 'the ending was proper shite',
    ]) {
      expect(ruleKinds(message), message).toEqual(['profanity']);
    }
  });

  it('leaves minced oaths, real words that share a swear’s consonants and hushing alone', () => {
    for (const message of [
      'heck this is a long word', 'oh darn i lost my page', 'gosh the wolf is scary', 'oh fudge i dropped my pencil', 'shoot i forgot',
      'crikey the bridge broke', 'this chapter is freaking long', 'frigging long words', 'the sheet blew off the line', 'a fake moustache',
      'the duck quacked at the fork in the road', 'shh it is a secret surprise', 'show me where it says that', 'the folk in the village',
      'we built a den by the beach', 'my brother said the f word and got told off',
    ]) {
      expect(kinds(message), message).toEqual([]);
    }
  });

  it('flags disability and sexual slurs used as swears, not the words that contain them', () => {
    for (const message of ['this quiz is so retarded', 'stop being a spaz', 'she is such a slag']) {
      expect(ruleKinds(message), message).toContain('profanity');
    }
    for (const message of ['the fire retardant foam', 'we went to the spa for mums birthday', 'the slate roof']) {
      expect(ruleKinds(message), message).not.toContain('profanity');
    }
  });
});

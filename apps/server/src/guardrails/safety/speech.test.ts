import { describe, expect, it } from 'vitest';
import { inflections } from './lexicon';
import { speechForm, speechSentences } from './speech';

describe('speech form', () => {
  it('spells out chat and spoken shortcuts and contractions', () => {
    expect(speechForm("im gonna get him cuz he's mean")).toBe('i am going to get him because he is mean');
    expect(speechForm('kms fr')).toBe('kill myself fr');
    expect(speechForm('ill slap her')).toBe('i will slap her');
    expect(speechForm("i'm ill today")).toBe('i am ill today');
  });

  it('cuts a message into sentences of plain words', () => {
    expect(speechSentences('they push me. I hate it!')).toEqual([['they', 'push', 'me'], ['i', 'hate', 'it']]);
  });

  it('inflects verbs the way children say them', () => {
    expect(inflections('push')).toEqual(expect.arrayContaining(['pushes', 'pushed', 'pushing']));
    expect(inflections('trip')).toEqual(expect.arrayContaining(['trips', 'tripped', 'tripping']));
    expect(inflections('tease')).toEqual(expect.arrayContaining(['teases', 'teased', 'teasing']));
    expect(inflections('bully')).toEqual(expect.arrayContaining(['bullies', 'bullied', 'bullying']));
    expect(inflections('steal')).toEqual(expect.arrayContaining(['stole', 'stealing']));
  });
});

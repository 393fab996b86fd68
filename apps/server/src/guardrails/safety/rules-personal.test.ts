import { describe, expect, it } from 'vitest';
import { spokenNumbers } from './normalize';
import { screenPersonal } from './rules-personal';
import { screenMessage } from './screen';

const shared = (message: string) => screenPersonal(message).length > 0;
const kinds = (message: string) => screenMessage(message).map((f) => f.alertType);

describe('spoken numbers', () => {
  it('reads house and phone numbers said as words', () => {
    expect(spokenNumbers('pop over to mine its seventeen beech gardens')).toBe('pop over to mine its 17 beech gardens');
    expect(spokenNumbers('two hundred and forty one')).toBe('241');
    expect(spokenNumbers('oh double seven, nine four')).toBe('0 7 7 9 4');
  });
});

describe('personal information rules, phrasings the corpus does not hold', () => {
  it('finds addresses without the word street, with numbers spoken as words', () => {
    for (const message of [
      'pop over to mine its seventeen beech gardens', 'our flat is number thirty eight', 'we live at two hundred and nine foxglove rise',
      'i live in the green house across from the vets on tanners lane',
    ]) {
      expect(shared(message), message).toBe(true);
    }
  });

  it('finds phone numbers, e-mails and handles read aloud', () => {
    for (const message of [
      'ring me on oh seven nine double three six one four four two', 'my number is two one two, five five five, nine eight one oh',
      'its max dot power at yahoo dot com', 'add me on roblox im dino underscore rex',
      'my discord is frostbite hashtag 2207',
    ]) {
      expect(shared(message), message).toBe(true);
    }
  });

  it('finds family full names, codes, keys and where the child will be alone', () => {
    for (const message of [
      'my dads name is peter walsh', 'the gate code is 7 7 3 1', 'the key is always under the gnome by the shed',
      'my mum works late so im home alone every night until nine', 'meet me by the canal bridge at half past four',
      'im going to the arcade on king street by myself after school',
    ]) {
      expect(shared(message), message).toBe(true);
    }
  });

  it('stays quiet on counting, sums, distances and outings with a grown-up', () => {
    for (const message of [
      'i can count one two three four five six seven eight', 'fourteen plus twenty two is thirty six', 'we ran 4 laps round the hill',
      'my house is twenty minutes from the beach', 'we are going to the park with my nan on sunday at two',
      'i read by myself after school', 'i will be at the shops tomorrow', 'the password in the book was open sesame',
      'my name is ellie and i like horses', 'my mum works at a cafe',
    ]) {
      expect(shared(message), message).toBe(false);
    }
  });
});

describe('safe look-alikes through the whole screen', () => {
  it('does not alert on idioms, games, small injuries or strict parents', () => {
    for (const message of [
      'i was dead funny that bit with the pot', 'my sister nearly died laughing at my joke', 'i got a paper cut on my reading book',
      'my dad will kill me if i miss the bus again', 'we gave my old clothes away to the charity shop',
    ]) {
      expect(kinds(message), message).toEqual([]);
    }
  });
});

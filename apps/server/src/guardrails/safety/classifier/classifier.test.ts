import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenMessage, screenRules } from '../screen';
import { loadCorpus } from './corpus';
import { trainWeights } from './train';
import { fingerprint, type SafetyWeightsFile } from './train';
import { WEIGHTS_URL } from './model';

const corpusTexts = new Set(loadCorpus().map((item) => item.text.toLowerCase()));
const kinds = (message: string, storyText?: string, characterNames?: string[]) =>
  screenMessage(message, { storyText, characterNames }).map((f) => f.alertType);

/** Phrasings written for this test, in none of the corpus files: what the classifier adds to the rules. */
const UNSEEN = {
  self_harm: ['i keep a sharp thing in my drawer for when i feel bad', 'i stopped eating lunch so i can waste away'],
  bullying: ['nobody lets me in their group for projects and they giggle when i ask', 'the lads in my form keep flicking my neck and calling me a tramp'],
  violence: ['he said hes gonna wait outside the gates and batter me', 'when my mums boyfriend gets angry he chucks me into the wall'],
  personal_information: ['my digits are oh seven nine double five three two one one eight', 'my login for the reading app is maxie and the password is tiger99'],
  profanity: ['this chapter is proper shite', 'what a crock of crap honestly'],
} as const;

const LOOK_ALIKES = [
  'i smashed my spelling test', 'my dog knocked me flat in the garden', 'youre so clever at this', 'i would die for a cookie right now',
  'turn to page 212', 'oh my goodness gracious', 'i feel a bit sad my friend is off sick', 'the troll smashed the bridge and ate the goat',
];

describe('safety classifier with the rules', () => {
  it('raises the right alert for phrasings nobody wrote a rule or a training line for', () => {
    for (const [kind, messages] of Object.entries(UNSEEN)) {
      for (const message of messages) {
        expect(corpusTexts.has(message), `${message} is in the corpus`).toBe(false);
        expect(kinds(message), message).toEqual([kind]);
      }
    }
    // The rules alone miss most of these: the alerts above come from the classifier.
    const ruleHits = Object.values(UNSEEN).flat().filter((m) => screenRules(m).length > 0);
    expect(ruleHits.length).toBeLessThanOrEqual(4);
  });

  it('gives self-harm found by the classifier the critical severity', () => {
    expect(screenMessage(UNSEEN.self_harm[0])).toEqual([{ alertType: 'self_harm', severity: 'critical', description: expect.any(String) as string }]);
  });

  it('raises nothing for games, idioms, kind words, harmless numbers and ordinary sadness', () => {
    for (const message of LOOK_ALIKES) {
      expect(corpusTexts.has(message), `${message} is in the corpus`).toBe(false);
      expect(kinds(message), message).toEqual([]);
    }
  });

  it('reads contests, cooking and counted numbers as safe and hurting one\'s own body as self-harm', () => {
    for (const message of [
      'my big sister beats me at ludo every time', 'im going to smash it at my swimming gala', 'i am on page 81 already',
      'my mum burnt the pancakes this morning', 'im ten and in year five',
    ]) {
      expect(corpusTexts.has(message), `${message} is in the corpus`).toBe(false);
      expect(kinds(message), message).toEqual([]);
    }
    expect(corpusTexts.has('i bash my own legs with my fists when im upset')).toBe(false);
    expect(kinds('i bash my own legs with my fists when im upset')).toEqual(['self_harm']);
  });

  it('treats harm done to story characters as the story, with any story', () => {
    const story = 'Grizelda the sea witch lived in a cave. One night Grizelda tried to drown the sailor Tobin, and Tobin thought he would die.';
    for (const message of ['grizelda wanted to drown tobin', 'tobin thought he would die in the waves', 'grizelda should be stabbed with a spear']) {
      expect(kinds(message, story, ['Grizelda', 'Tobin']), message).toEqual([]);
    }
    expect(kinds('i want to drown tobin', story, ['Grizelda', 'Tobin'])).toEqual([]);
    expect(kinds('grizelda is like my stepdad he tries to drown me in the bath', story, ['Grizelda', 'Tobin'])).toEqual(['violence']);
  });

  it('never puts the child’s words in the teacher’s description', () => {
    for (const message of Object.values(UNSEEN).flat()) {
      for (const finding of screenMessage(message)) {
        const description = finding.description.toLowerCase();
        const words = message.split(' ');
        for (let i = 0; i + 3 <= words.length; i += 1) expect(description).not.toContain(words.slice(i, i + 3).join(' '));
        for (const word of words.filter((w) => w.length > 5)) expect(description, word).not.toMatch(new RegExp(`\\b${word}\\b`));
      }
    }
  });

  it('copes with empty, very long and other-language messages', () => {
    expect(screenMessage('   ')).toEqual([]);
    expect(screenMessage('hello')).toEqual([]);
    expect(screenMessage('je voudrais lire une autre histoire avec le loup')).toEqual([]);
    expect(screenMessage('狼は家を吹き飛ばした')).toEqual([]);
    const ramble = `${'and then we went to the shops and bought some bread '.repeat(200)} honestly i think my family would cope better if i wasnt around`;
    expect(screenMessage(ramble).map((f) => f.alertType)).toEqual(['self_harm']);
    expect(screenMessage('\u0000\u0001 ☃ 12345'.repeat(5000))).toBeInstanceOf(Array);
  });
});

describe('safety classifier weights', () => {
  it('were trained on the corpus and code as committed (run `npm run train:safety` after changing either)', () => {
    const file = JSON.parse(readFileSync(WEIGHTS_URL, 'utf8')) as SafetyWeightsFile;
    expect(file.fingerprint).toBe(fingerprint());
  });

  it('come out the same every time training runs', () => {
    const sample = loadCorpus().filter((_, i) => i % 10 === 0);
    const first = trainWeights(sample);
    const second = trainWeights(sample);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [feature, row] of first) expect([...(second.get(feature) ?? [])]).toEqual([...row]);
  });
});

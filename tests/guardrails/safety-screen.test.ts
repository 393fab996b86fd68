import { describe, expect, it } from 'vitest';
import { AGE_BANDS, maxWordsFor } from '../../apps/server/src/companion/age-band';
import { countSpokenWords } from '../../apps/server/src/language/text';
import { PIGS_STORY } from '../../apps/server/src/companion/testing/stories';
import { safetyRedirect } from '../../apps/server/src/guardrails/safety/redirect';
import { screenMessage } from '../../apps/server/src/guardrails/safety/screen';

const story = { storyText: PIGS_STORY.content, characterNames: ['Percy', 'Wolf'] };
const kinds = (message: string) => screenMessage(message, story).map((f) => f.alertType);

describe('safety screen', () => {
  it('treats self-harm as critical', () => {
    expect(screenMessage('I want to kill myself')).toEqual([
      { alertType: 'self_harm', severity: 'critical', description: expect.any(String) as string },
    ]);
    expect(kinds("I don't want to live anymore")).toEqual(['self_harm']);
  });

  it('finds personal information, typed or read aloud', () => {
    for (const message of [
      'my phone number is 555 123 4567', 'call me on five five five one two three four', 'I live at 42 Maple Street',
      'my email is jake.smith@gmail.com', 'my name is Emma Johnson', 'I go to Lincoln Elementary School', 'my password is sunshine',
    ]) {
      expect(kinds(message)).toEqual(['personal_information']);
    }
    expect(screenMessage('I live at 42 Maple Street')[0]?.severity).toBe('high');
  });

  it('finds account names, postcodes, surnames and house numbers', () => {
    for (const message of [
      'my tiktok is dancequeen2015', 'add me on discord its shadowfox77', 'my postcode is m14 5tr', 'my last name is okafor',
      'my gamertag is xXsniperXx', 'we live at number 9 on station road', 'we are in flat 4', 'our address is 2 high view',
      'my whole name is amy lee', 'my schools called st annes', 'the password to my laptop is cheese',
    ]) {
      expect(kinds(message), message).toEqual(['personal_information']);
    }
    for (const message of ['i watch tiktok sometimes', 'my last name is hard to spell', 'number 9 is my lucky number']) {
      expect(kinds(message), message).toEqual(message.includes('last name') ? ['personal_information'] : []);
    }
  });

  it('finds bullying of the child, and insults', () => {
    expect(screenMessage('the kids at school push me every day')[0]).toMatchObject({ alertType: 'bullying', severity: 'high' });
    expect(screenMessage("you're so stupid")[0]).toMatchObject({ alertType: 'bullying', severity: 'medium' });
  });

  it('finds threats, harm by an adult and weapons at school', () => {
    for (const message of ["I'm going to punch my brother", 'my dad hits me', "I'm going to bring a knife to school"]) {
      expect(kinds(message)).toEqual(['violence']);
    }
  });

  it('finds swearing behind look-alike spellings', () => {
    for (const message of ['what the fuck', 'sh1t', 'f*ck this', 'f u c k', 'fuuuuck', 'so fkn slow', 'shut the f up', 'goddamit', 'son of a b', 'f this']) {
      expect(kinds(message), message).toEqual(['profanity']);
    }
  });

  it('leaves look-alikes, idioms and story retellings alone', () => {
    for (const message of [
      'my cat hit the ball', 'I killed it at football', 'the wolf wanted to kill the pig', "I'm dying to know what happens",
      'I almost died laughing', 'I hurt my finger by accident', 'my name is Ava', 'I read 25 books this year', 'the class was fun',
      'the cockerel crowed', 'we go to the park after school', 'the big pigs made fun of the little pig', 'I shot zombies in Minecraft',
      'i was pushed over in rugby', 'they always laugh at my jokes', 'my friends always call me sam', 'my teacher grabbed my hand to help me write',
      'my mum would kill me if i was late', 'we smashed it at the quiz', 'the wolf kept coming back every day', 'i could kill for a pizza',
      'i would be scared to die in a storm', 'there are 12 houses on my street', 'the shiitake soup was nice', 'i want the wolf dead',
    ]) {
      expect(kinds(message)).toEqual([]);
    }
  });

  it('finds unseen wordings of bullying, violence and self-harm through sentence structure', () => {
    expect(kinds('they keep calling me names at lunch')).toEqual(['bullying']);
    expect(kinds('he pushes me into the lockers every day')).toEqual(['bullying']);
    expect(kinds("I'm gonna punch him tomorrow")).toEqual(['violence']);
    expect(kinds('my stepdad whacks me with a belt')).toEqual(['violence']);
    expect(screenMessage('nobody would care if I was gone')[0]).toMatchObject({ alertType: 'self_harm', severity: 'critical' });
    expect(screenMessage('i think everyone would be fine without me')[0]).toMatchObject({ alertType: 'self_harm', severity: 'critical' });
  });

  it('screens empty, very long and non-English messages without failing', () => {
    expect(screenMessage('')).toEqual([]);
    expect(screenMessage('la la la '.repeat(20_000))).toEqual([]);
    expect(screenMessage(`${'la '.repeat(3000)} I want to kill myself`).map((f) => f.alertType)).toEqual(['self_harm']);
    expect(screenMessage('el lobo sopló la casa')).toEqual([]);
  });

  it('redirects kindly within the band limit, never repeating the unsafe words', () => {
    const cases = [
      'I want to kill myself', 'my phone number is 555 123 4567', 'what the fuck', 'my dad hits me', 'they push me',
      "im gonna punch him tomorrow", 'they keep calling me names at lunch', 'im a waste of space',
    ];
    for (const band of AGE_BANDS) {
      for (const message of cases) {
        const reply = safetyRedirect(band, screenMessage(message)) ?? '';
        expect(reply.length).toBeGreaterThan(0);
        expect(countSpokenWords(reply)).toBeLessThanOrEqual(maxWordsFor(band));
        expect(reply.toLowerCase()).not.toMatch(/kill|fuck|555|hits|push|punch|waste/);
      }
    }
    expect(safetyRedirect('6-8', screenMessage('I want to kill myself'))).toMatch(/grown-up/);
    expect(safetyRedirect('6-8', [])).toBeNull();
  });

  it('reports self-injury that names nobody else as self-harm alone, and keeps violence when someone else is named', () => {
    expect(kinds('ive been cutting my leg with the blade from my pencil sharpener')).toEqual(['self_harm']);
    expect(kinds('i cut my wrist with my dads razor last night and i want to die')).toEqual(['self_harm']);
    expect(kinds('i want to stab him and then kill myself')).toEqual(expect.arrayContaining(['self_harm', 'violence']));
    expect(kinds('my parents hit me and i want to die')).toEqual(expect.arrayContaining(['self_harm', 'violence']));
  });

  it('reports harm by a grown-up as violence, not also as bullying, and a fight at school as bullying', () => {
    expect(kinds('dad punched the wall and then he punched me')).toEqual(['violence']);
    expect(kinds('the boys in my class keep kicking me at lunch')).toContain('bullying');
  });
});

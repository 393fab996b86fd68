import { describe, expect, it } from 'vitest';
import { screenMessage } from './screen';
import { asksAboutStory } from './story-question';

/** Written for this test. */
const PARK =
  'On Saturday morning Jake and his sister Ella went to the park. The gardener, Mr Brown, was cutting the grass. ' +
  'Jake kicked his red ball over the fence. At sunset they walked home.';

describe('questions about the story are not taken for unsafe lines', () => {
  it('answers "who is Mr Brown" and "when did they walk home" instead of raising an alert', () => {
    const context = { storyText: PARK, characterNames: ['Jake', 'Ella'] };
    expect(screenMessage('who is mr brown', context)).toEqual([]);
    expect(screenMessage('when did they walk home', context)).toEqual([]);
  });

  it('answers "who is pip\'s neighbour" about story people (the possessive was no story word, and the classifier read violence and a swear)', () => {
    const context = { storyText: 'Pip lived next to an old garden. Her neighbour, Mr Hollis, grew pumpkins.', characterNames: ['Pip', 'Mr Hollis'] };
    expect(screenMessage("who is pip's neighbour", context)).toEqual([]);
    expect(screenMessage('who is pips neighbour', context)).toEqual([]);
  });

  it('answers "what does neighbour mean" about a story word (the classifier alone read violence and a swear)', () => {
    const context = { storyText: `${PARK} Their neighbour waved.`, characterNames: ['Jake', 'Ella'] };
    expect(screenMessage('what does neighbour mean', context)).toEqual([]);
    expect(screenMessage('what is the meaning of neighbour', context)).toEqual([]);
  });

  it('takes a short reading request for no threat (the classifier read violence in "what will happen next")', () => {
    const context = { storyText: PARK, characterNames: ['Jake', 'Ella'] };
    for (const line of ['what will happen next', 'this is too hard', 'read that part again']) expect(screenMessage(line, context), line).toEqual([]);
    // A longer line that only starts like a request is still the classifier's to read as well.
    expect(screenMessage("i don't understand why my dad hits me every night", context).map((f) => f.alertType)).not.toEqual([]);
  });

  it('takes a character\'s name alone for no swear', () => {
    const context = { storyText: 'Nora lived with her grandpa Sam in a white lighthouse. Grandpa Sam frowned.', characterNames: ['Grandpa Sam', 'Nora'] };
    expect(screenMessage('grandpa sam', context)).toEqual([]);
  });

  it('still screens a question about the child', () => {
    const context = { storyText: PARK, characterNames: ['Jake', 'Ella'] };
    expect(screenMessage('why does my dad hit me', context).map((f) => f.alertType)).not.toEqual([]);
    expect(screenMessage('who kicked me at the park', context).map((f) => f.alertType)).not.toEqual([]);
  });

  it('lets a story question use one everyday verb of its own, but never a verb of harm', () => {
    // The understanding probe's "how many mugs did the father bring" got a safety redirect: "mugs" read as violence.
    const context = { storyText: "In the morning Jonah's father climbed the ladder with two mugs of hot cocoa.", characterNames: ['Jonah'] };
    expect(screenMessage('how many mugs did the father bring', context)).toEqual([]);
    expect(asksAboutStory('why did the father hurt jonah', context.storyText, context.characterNames)).toBe(false);
    expect(asksAboutStory('how many mugs did the father bring', context.storyText, context.characterNames)).toBe(true);
  });
});


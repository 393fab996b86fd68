import { describe, expect, it } from 'vitest';
import { analyzeStory } from '../analysis/analyze-story';
import { PIGS_STORY } from '../testing/stories';
import { isAnswerCorrect } from './answer-check';
import { continueRoleplay, startRoleplay } from './roleplay';

describe('roleplay that varies', () => {
  it('never says the same words twice in a row, however often the child asks the same thing', () => {
    const analysis = analyzeStory(PIGS_STORY);
    let step = startRoleplay(analysis, '9-11', 'Wolf');
    const replies = [step.reply];
    for (let i = 0; i < 6; i += 1) {
      step = continueRoleplay(step.state, analysis, '9-11', 'tell me something');
      replies.push(step.reply);
    }
    replies.forEach((reply, i) => {
      if (i > 0) expect(reply).not.toBe(replies[i - 1]);
    });
    // Greeted again, the character does not repeat its first greeting word for word.
    expect(startRoleplay(analysis, '9-11', 'Wolf', step.state).reply).not.toBe(replies[0]);
  });
});

describe('roleplay in the first person', () => {
  it("answers \"why did you …\" with the character's reason, told as I, and names family as mine", () => {
    const analysis = analyzeStory({
      id: 'kitten', title: 'Zara and the Lost Kitten',
      content: 'Zara lived above a bakery with her aunt Mina. One cold night Pip climbed out of the window. ' +
        'Zara was worried because the street was dark and wet. She put on her boots and went outside. Zara hugged her aunt Mina at the door.',
    });
    const start = startRoleplay(analysis, '9-11', 'Zara');
    expect(continueRoleplay(start.state, analysis, '9-11', 'why did you go outside').reply)
      .toMatch(/^I was worried because the street was dark and wet\./);
    expect(continueRoleplay(start.state, analysis, '9-11', 'who did you hug').reply).toMatch(/^I hugged my aunt Mina/);
  });
});

describe('roleplay about the others in the story', () => {
  it('says who someone else is from the story, and puts "I" last', () => {
    const analysis = analyzeStory({
      id: 'bus', title: 'Tess and the Big Red Bus',
      content: 'Tess was six, and she loved buses. The driver, Mr Bell, always waved at her. Tess chose four books. ' +
        'Tess and Grandad got off and walked home. Mr Bell said, "See you next week!"',
    });
    const start = startRoleplay(analysis, '9-11', 'Tess');
    expect(continueRoleplay(start.state, analysis, '9-11', 'who is mr bell').reply).toMatch(/^Mr Bell is the driver\./);
    expect(continueRoleplay(start.state, analysis, '9-11', 'what did you and grandad do').reply).toMatch(/Grandad and I got off/);
  });
});

describe('roleplay as the story names the character', () => {
  it('introduces itself with the title the story gives it', () => {
    // The analysis knows him as "Vale"; "Hi! I'm Vale!" is not how anyone in the story calls him.
    const analysis = analyzeStory({
      id: 'boat', title: 'The Paper Boat',
      content: 'Sam ran along the bank after his boat. An old fisherman named Mr Vale caught it with his net. Mr Vale laughed and gave the boat back to Sam. "It sailed further than my fishing line," he said.',
    });
    const vale = analysis.roleplay_opportunities.find((c) => c.character.endsWith('Vale'))?.character ?? 'Vale';
    expect(startRoleplay(analysis, '9-11', vale).reply).toMatch(/^Hi! I'm Mr Vale!/);
  });
});

describe('quiz answers', () => {
  it('accepts a number said in words or digits, a lemma and a synonym', () => {
    expect(isAnswerCorrect('3', ['three'])).toBe(true);
    expect(isAnswerCorrect('three of them', ['3', 'pigs'])).toBe(true);
    expect(isAnswerCorrect('he ran', ['run'])).toBe(true);
    expect(isAnswerCorrect('a large house', ['big', 'house'])).toBe(true);
    expect(isAnswerCorrect('four', ['three'])).toBe(false);
  });
});

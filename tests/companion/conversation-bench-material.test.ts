/**
 * The conversation bench's material and scoring, checked without running it: each story has the things
 * a child says that issue 25 asks for, every literal question's expected answer is in the story itself
 * (a bench that expects words the story lacks would mark right answers wrong), and the scoring tells an
 * answer, a check and a generic reply apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_STORIES } from '../../apps/server/src/stories/seed-library';
import { clarificationAnswer, classifyReply, loadItems, type ConversationItem } from '../../bench/support/conversation-items';
import { REPO_ROOT } from '../support/test-server';

const DATA_DIR = path.join(REPO_ROOT, 'bench', 'data', 'conversation');
const STORIES: Record<string, string> = {
  'nora-and-the-lighthouse-lamp': 'tuning/nora-and-the-lighthouse-lamp.txt',
  'ravi-and-the-runaway-goat': 'tuning/ravi-and-the-runaway-goat.txt',
  'the-bakery-on-pepper-street': 'held-out/the-bakery-on-pepper-street.txt',
  'theo-and-the-missing-drum': 'held-out/theo-and-the-missing-drum.txt',
  'the-night-walk-at-fern-lake': 'held-out/the-night-walk-at-fern-lake.txt',
  'kofi-and-the-hermit-crab': '',
};
const textOf = (name: string): string =>
  STORIES[name] ? readFileSync(path.join(DATA_DIR, STORIES[name]), 'utf8') : (SEED_STORIES.find((s) => s.id === name)?.content ?? '');
const LITERAL = new Set(['who', 'what', 'where', 'when', 'why', 'how-many']);
const NUMBER_WORDS: Record<string, string> = { '2': 'two', '3': 'three', '5': 'five', '7': 'seven', '12': 'twelve', '50': 'fifty' };

describe('the conversation bench material', () => {
  for (const name of Object.keys(STORIES)) {
    it(`${name}: at least 15 things a child says, of every kind, with answers the story holds`, () => {
      const items = loadItems(DATA_DIR, name);
      const story = textOf(name).toLowerCase();
      expect(story.length).toBeGreaterThan(500);
      expect(items.length).toBeGreaterThanOrEqual(15);
      expect(new Set(items.map((i) => i.kind))).toEqual(
        new Set(['who', 'what', 'where', 'when', 'why', 'how-many', 'meaning', 'next', 'confused', 'read', 'quiz', 'roleplay', 'off-topic', 'unsafe']),
      );
      for (const item of items.filter((i) => LITERAL.has(i.kind) && Array.isArray(i.expect))) {
        for (const group of item.expect as string[][]) {
          // At least one accepted answer of each group is words of the story (the seeded one's "two" children are counted, not named).
          const inStory = group.some((alt) => story.includes(alt) || story.includes(NUMBER_WORDS[alt] ?? '\u0000'));
          expect(inStory || (name === 'kofi-and-the-hermit-crab' && item.kind === 'how-many'), `${item.text}: ${group.join('/')}`).toBe(true);
        }
      }
    });
  }
});

describe('scoring a companion reply', () => {
  const why: ConversationItem = { kind: 'why', text: 'why was nora worried', expect: [['ben', 'boat', 'fishing']] };
  const context = { lastSentence: 'Nora was worried because her friend Ben was out on his fishing boat.', nextSentence: '', storyTitle: 'Nora and the Lighthouse Lamp' };

  it('counts the answer, a check of what was heard, a generic reply and no reply apart', () => {
    expect(classifyReply(why, 'Nora was worried because Ben was out on his boat.', context)).toBe('answered');
    expect(classifyReply(why, 'Did you ask why Nora was worried?', context)).toBe('asked-again');
    expect(classifyReply(why, 'Can you say that again?', context)).toBe('asked-again');
    // A check that happens to name the expected words is still a check.
    expect(classifyReply(why, 'Did you ask why Nora was worried about Ben?', context)).toBe('asked-again');
    expect(classifyReply(why, 'Nice reading! Keep going.', context)).toBe('wrong');
    expect(classifyReply(why, '', context)).toBe('silent');
    expect(classifyReply(why, null, context)).toBe('silent');
  });

  it('does not take praise or a scolding for help, a steer back or an accepted quiz answer', () => {
    const confused: ConversationItem = { kind: 'confused', text: "i don't get it", expect: '$help' };
    const offTopic: ConversationItem = { kind: 'off-topic', text: 'do you like pizza', expect: '$steer' };
    const quiz: ConversationItem = { kind: 'quiz', text: 'nora', expect: '$accepted' };
    const read: ConversationItem = { kind: 'read', text: 'can you read it to me', expect: '$sentence' };
    expect(classifyReply(confused, "Let's use kind words. Back to our story!", context)).toBe('wrong');
    expect(classifyReply(confused, "That's okay, let's look at this part together.", context)).toBe('answered');
    expect(classifyReply(offTopic, 'You are doing great! Keep reading!', context)).toBe('wrong');
    expect(classifyReply(offTopic, "Pizza is yummy! Let's get back to the story about Nora.", context)).toBe('answered');
    expect(classifyReply(quiz, 'Good try! The correct answer is Nora.', context)).toBe('wrong');
    expect(classifyReply(quiz, 'Yes! You got it!', context)).toBe('answered');
    expect(classifyReply(read, 'Here it is: Nora was worried because her friend Ben was out on his fishing boat.', context)).toBe('answered');
    expect(classifyReply(read, 'Super reading! What happens next?', context)).toBe('wrong');
  });

  it('answers a clarification as the child who said the line would', () => {
    expect(clarificationAnswer('who is nana rose', 'Did you ask who Nana Rose is?')).toBe('yes');
    expect(clarificationAnswer('who is nana rose', 'Did you ask who Grandpa Sam is?')).toBe('no');
    expect(clarificationAnswer('why was nora worried', 'Did you ask, "Why was the night worried?"')).toBe('no');
    expect(clarificationAnswer('why was nora worried', "Sorry, I didn't catch that. Can you say that again?")).toBe('again');
    expect(clarificationAnswer('why was nora worried', 'Nora was worried because Ben was out on his boat.')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { SEED_STORIES } from '../../stories/seed-library';
import { analyzeStory } from './analyze-story';
import { questionProblems } from './testing/question-grammar';

describe('quiz questions of every seeded story', () => {
  it('notices the questions a child heard before ("Why did Tobias have been blind?")', () => {
    expect(questionProblems('Why did Tobias have been blind?')).not.toEqual([]);
    expect(questionProblems('What did Mia made?')).not.toEqual([]);
    expect(questionProblems('Who said, "The wind is too still."')).not.toEqual([]);
    expect(questionProblems('Where did the the kite go?')).not.toEqual([]);
    expect(questionProblems('Why did Tobias become blind?')).toEqual([]);
  });

  it('are all grammatical questions', () => {
    const bad: string[] = [];
    let asked = 0;
    for (const story of SEED_STORIES) {
      for (const q of analyzeStory({ id: story.id, title: story.title, content: story.content }).quiz_opportunities) {
        asked += 1;
        const problems = questionProblems(q.question);
        if (problems.length > 0) bad.push(`${story.id}: ${q.question} (${problems.join('; ')})`);
      }
    }
    expect(asked).toBeGreaterThan(SEED_STORIES.length * 5);
    expect(bad).toEqual([]);
  });

  it('asks about the tether story with "had been", never "did … have been"', () => {
    const story = SEED_STORIES.find((s) => s.id === 'the-tether');
    const questions = story ? analyzeStory({ id: story.id, title: story.title, content: story.content }).quiz_opportunities.map((q) => q.question) : [];
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.filter((q) => /\bdid\b.*\bhave been\b/.test(q))).toEqual([]);
  });
});

describe('quiz questions that ask the right thing', () => {
  it('asks "who" of a person, names the one who speaks a line, and keeps what a verb leads into', () => {
    const questions = (content: string): string[] => analyzeStory({ id: 'q', title: 'Q', content }).quiz_opportunities.map((q) => `${q.question} -> ${q.answer}`);
    const raft = questions('Finn lived by a slow river with a noisy parrot named Jet. He tied six logs together. ' +
      'Jet watched from a branch and squawked, "Too wobbly! Too wobbly!" Finn pushed the raft into the water.');
    expect(raft).toContain('Who said "Too wobbly! Too wobbly"? -> Jet');
    const night = questions('Her little brother Sami started to cry because he was afraid of the dark. Then the family played cards. Priya helped her uncle Dev.');
    expect(night).toContain('Why did Sami start to cry? -> because he was afraid of the dark');
    expect(night).toContain('Who played cards? -> the family');
    expect(night).toContain('Who did Priya help? -> her uncle Dev');
  });
});

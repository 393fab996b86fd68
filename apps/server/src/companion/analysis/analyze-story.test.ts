import { describe, expect, it } from 'vitest';
import { StoryAnalysisSchema } from '@shared';
import { KITE_STORY, PIGS_STORY, RAIN_STORY } from '../testing/stories';
import { analyzeStory, toAnalysisResponse } from './analyze-story';

describe('analyzeStory', () => {
  it('finds the characters who speak or act, with their own lines and traits', () => {
    const analysis = analyzeStory(PIGS_STORY);
    const percy = analysis.roleplay_opportunities.find((c) => c.character === 'Percy');
    expect(percy?.lines).toContain('We are safe at last!');
    expect(percy?.traits).toContain('clever');
    const wolf = analysis.roleplay_opportunities.find((c) => c.character === 'Wolf');
    expect(wolf?.lines).toEqual(['Little pig, little pig, let me come in!']);
    // "cried the pig" names nobody, so the pig's line is not given to the wolf or Percy.
    expect(analysis.roleplay_opportunities.flatMap((c) => c.lines)).not.toContain('Not by the hair on my chinny chin chin!');
  });

  it('attributes a line to the name after the speech verb ("shouted her brother Leo")', () => {
    const leo = analyzeStory(KITE_STORY).roleplay_opportunities.find((c) => c.character === 'Leo');
    expect(leo?.lines).toEqual(['Hold on!', 'We can reach it together.']);
    expect(leo?.actions).toEqual(expect.arrayContaining(['grab', 'find']));
  });

  it('asks who, what, where and why questions whose answers come from the text', () => {
    const quiz = analyzeStory(KITE_STORY).quiz_opportunities;
    const byQuestion = new Map(quiz.map((q) => [q.question, q.answer]));
    expect(byQuestion.get('Who grabbed the spool with both hands?')).toBe('Leo');
    expect(byQuestion.get('What did Mia hold?')).toBe('the string');
    expect(byQuestion.get('Where did the kite drift?')).toBe('over the river');
    expect(byQuestion.get('Why did Mia feel furious?')).toBe('because she had made the kite with her grandmother');
    for (const q of quiz) {
      if (q.type !== 'vocabulary') expect(KITE_STORY.content).toContain(q.answer);
    }
  });

  it('asks about present-tense stories with "does"', () => {
    const byQuestion = new Map(analyzeStory(RAIN_STORY).quiz_opportunities.map((q) => [q.question, q.answer]));
    expect(byQuestion.get('Where does the rain fall?')).toBe('on the roof');
    expect(byQuestion.get('What falls on the roof?')).toBe('the rain');
  });

    it('asks "what" rather than "who" about things', () => {
    const quiz = analyzeStory(KITE_STORY).quiz_opportunities;
    expect(quiz.map((q) => q.question)).toContain('What drifted over the river and caught in the branches of an old oak?');
    expect(quiz.map((q) => q.question).filter((q) => q.startsWith('Who drifted'))).toEqual([]);
  });

  it('lists rare words with a WordNet meaning, never names', () => {
    const analysis = analyzeStory(KITE_STORY);
    const words = analysis.hard_words.map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['enormous', 'spool']));
    expect(words).not.toContain('mia');
    expect(analysis.hard_words.find((w) => w.word === 'spool')?.meaning).toMatch(/thread|wound/);
    expect(analysis.quiz_opportunities.some((q) => q.type === 'vocabulary')).toBe(true);
  });

  it('marks both personas ready with their counts, in the shape the analyse call answers', () => {
    const analysis = analyzeStory(PIGS_STORY);
    expect(analysis.persona_readiness.role_ranger).toEqual({ ready: true, opportunities_count: analysis.roleplay_opportunities.length });
    expect(analysis.persona_readiness.quiz_critter.ready).toBe(true);
    const body = StoryAnalysisSchema.parse(toAnalysisResponse(analysis, true));
    expect(body.analysis_cached).toBe(true);
    expect(body.quiz_opportunities.length).toBe(analysis.quiz_opportunities.length);
  });

  it('gives a story with no characters an empty roleplay list and a not-ready RoleRanger', () => {
    const analysis = analyzeStory(RAIN_STORY);
    expect(analysis.roleplay_opportunities).toEqual([]);
    expect(analysis.persona_readiness.role_ranger).toEqual({ ready: false, opportunities_count: 0 });
  });

  it('never crashes on empty, punctuation-only, non-English or very long text', () => {
    for (const content of ['', '   \n\n  ', '!!! ... ???', '小猫在花园里玩。它很开心。', 'Der Hund läuft schnell.']) {
      const analysis = analyzeStory({ id: 'x', title: 'X', content });
      expect(analysis.persona_readiness.quiz_critter.ready).toBe(false);
      expect(analysis.roleplay_opportunities).toEqual([]);
    }
    const long = analyzeStory({ id: 'long', title: 'Long', content: Array(200).fill(KITE_STORY.content).join('\n\n') });
    expect(long.quiz_opportunities.length).toBeLessThanOrEqual(16);
    expect(long.roleplay_opportunities.map((c) => c.character)).toEqual(expect.arrayContaining(['Mia', 'Leo']));
  });

  it('places each question after the words it is about, in story word indices', () => {
    const analysis = analyzeStory(KITE_STORY);
    const first = analysis.quiz_opportunities.find((q) => q.question === 'Who loved windy days?');
    expect(first?.word_index).toBe(3); // "Mia loved windy days." ends at word 3
  });
});

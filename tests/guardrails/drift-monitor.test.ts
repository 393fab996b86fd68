import { describe, expect, it } from 'vitest';
import { MonitorTopicResponseSchema } from '@shared';
import type { AgeBand } from '../../apps/server/src/companion/age-band';
import { analyzeStory } from '../../apps/server/src/companion/analysis/analyze-story';
import { KITE_STORY, RAIN_STORY } from '../../apps/server/src/companion/testing/stories';
import { createDriftState, monitorTopic, type DriftState, type MonitorResult } from '../../apps/server/src/guardrails/drift/monitor';
import { buildStoryProfile } from '../../apps/server/src/guardrails/drift/story-profile';

const analysis = analyzeStory(KITE_STORY);
const profile = buildStoryProfile(KITE_STORY, analysis);

function conversation(band: AgeBand = '9-11') {
  let state: DriftState = createDriftState();
  return (userMessage: string): MonitorResult => {
    const result = monitorTopic(state, { band, userMessage, profile, analysis });
    state = result.state;
    return result;
  };
}

describe('topic monitor', () => {
  it('counts questions about the story, its words and its characters as on-topic', () => {
    const say = conversation();
    for (const message of ['why did the string snap?', 'Leo is a nice brother', 'what does spool mean', 'the kite got stuck in the oak']) {
      expect(say(message).response.is_on_topic).toBe(true);
    }
  });

  it('counts a reader saying they are stuck, or asking what happens next, as on-topic', () => {
    const say = conversation();
    say('I played Minecraft all weekend');
    for (const message of ["I don't understand", 'this is hard', 'what happens next?']) {
      const result = say(message);
      expect(result.response.is_on_topic, message).toBe(true);
      expect(result.transition, message).toBeNull();
    }
  });

  it('does not flip on one stray remark, but does after two', () => {
    const say = conversation();
    const first = say('I played Minecraft all weekend');
    expect(first.response).toMatchObject({ is_on_topic: false, topic_drift_detected: false, redirect_needed: false });
    expect(first.transition).toBeNull();
    const second = say('do you like pizza');
    expect(second.transition).toBe('topic_drift_detected');
    expect(second.response.redirect_needed).toBe(true);
    expect(second.response.drift_scores.driftScore).toBe(2);
    expect(second.response.reinforcement_instruction).toContain('Mia and the Red Kite');
    expect(analysis.quiz_opportunities.map((q) => q.question)).toContain(second.response.story_question);
    expect(MonitorTopicResponseSchema.parse(second.response)).toEqual(second.response);
  });

  it('clears drift as soon as the child comes back to the story', () => {
    const say = conversation();
    say('I played Minecraft all weekend');
    say('do you like pizza');
    say('my sister has a hamster');
    const back = say('why was Mia furious?');
    expect(back.transition).toBe('topic_drift_cleared');
    expect(back.response).toMatchObject({ is_on_topic: true, topic_drift_detected: false, redirect_needed: false, reinforcement_instruction: null });
  });

  it('treats "ok", empty and unreadable messages as neither on nor off topic', () => {
    const say = conversation();
    say('I played Minecraft all weekend');
    for (const message of ['', 'ok', 'yes', '狼在哪里', '...']) {
      expect(say(message).response.drift_scores.driftScore).toBe(1);
    }
  });

  it('tunes the story question to the band', () => {
    const asked = (band: AgeBand) => {
      const say = conversation(band);
      say('I like unicorns');
      return say('what is the biggest planet').response.story_question ?? '';
    };
    expect(asked('6-8')).toMatch(/^(Who|Where|What)/);
    expect(asked('15-18')).toMatch(/^Why/);
  });

  it('falls back to a general story question when the analysis has none', () => {
    const rain = analyzeStory({ ...RAIN_STORY, content: 'Drip, drop.' });
    let state = createDriftState();
    let result: MonitorResult | undefined;
    for (const message of ['I like unicorns', 'tell me a joke']) {
      result = monitorTopic(state, { band: '6-8', userMessage: message, profile: buildStoryProfile(RAIN_STORY, rain), analysis: rain });
      state = result.state;
    }
    expect(result?.response.story_question).toBe('What do you think happens next in Rain?');
  });

  it('scores similarity and relevance between 0 and 1, low for an unrelated message', () => {
    const say = conversation();
    const off = say('what is the capital of France').response.drift_scores;
    const on = say('the kite drifted over the river and caught in the oak').response.drift_scores;
    expect(off.contentSimilarity).toBeLessThan(0.1);
    expect(off.storyRelevance).toBe(0);
    expect(on.contentSimilarity).toBeGreaterThan(off.contentSimilarity);
    expect(on.storyRelevance).toBeGreaterThan(0.5);
  });
});

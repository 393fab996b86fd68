import { AGENT_TYPES, CONVERSATION_ID_PATTERN, profileKeyForAge } from '@shared';
import { describe, expect, it } from 'vitest';
import { DEMO_SEED, planDemoSessions } from './index';
import { createPrng } from './prng';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const strip = (plans: ReturnType<typeof planDemoSessions>) =>
  plans.map(({ story, ...rest }) => ({ ...rest, story: story.id }));

describe('the demo session plan', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = strip(planDemoSessions(createPrng(DEMO_SEED), NOW));
    expect(strip(planDemoSessions(createPrng(DEMO_SEED), NOW))).toEqual(a);
    expect(strip(planDemoSessions(createPrng(DEMO_SEED + 1), NOW))).not.toEqual(a);
  });

  it('spreads thirty sessions over the five agents, ages 6–18 and the last 30 days', () => {
    const plans = planDemoSessions(createPrng(DEMO_SEED), NOW);
    expect(plans).toHaveLength(30);
    for (const agent of AGENT_TYPES) expect(plans.filter((p) => p.agent === agent)).toHaveLength(6);
    expect(plans.every((p) => p.age >= 6 && p.age <= 18 && p.story.ageBand === profileKeyForAge(p.age))).toBe(
      true,
    );
    expect(new Set(plans.map((p) => profileKeyForAge(p.age))).size).toBe(4);
    expect(plans.every((p) => p.startedMs > NOW - 30 * 86_400_000 && p.startedMs + p.durationMs <= NOW)).toBe(
      true,
    );
    expect(plans.filter((p) => p.inProgress)).toHaveLength(2);
    expect(plans.every((p) => CONVERSATION_ID_PATTERN.test(p.conversationId))).toBe(true);
    expect(new Set(plans.map((p) => p.conversationId)).size).toBe(30);
  });
});

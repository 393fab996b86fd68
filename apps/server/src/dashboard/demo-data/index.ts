/**
 * Seed mock data (the Help tab's developer tool): a realistic, clearly labelled demo data set — demo
 * stories per band and about thirty sessions across the five agents, ages 6–18 and the last 30 days —
 * generated from a fixed seed and written through the same repositories the live system uses. Seeding
 * again replaces the previous demo set; real sessions are never touched.
 */
import { AGENT_TYPES, profileKeyForAge } from '@shared';
import type { Repositories } from '../../db/repositories';
import { toStoryRow } from '../../stories/catalogue';
import { levelStory } from '../../stories/levelling';
import { writeDemoSession, type DemoSessionPlan } from './demo-session';
import { DEMO_STORIES, type DemoStory } from './demo-stories';
import { createPrng, type Prng } from './prng';

export const DEMO_SEED = 20_261_122;
export const DEMO_SESSION_COUNT = 30;
/** The newest sessions are still in progress, so the dashboard shows both badges. */
const IN_PROGRESS_SESSIONS = 2;
const DAY_MS = 86_400_000;

export interface DemoSeedResult {
  stories: number;
  sessions: number;
}

function storyForAge(age: number): DemoStory {
  const band = profileKeyForAge(age);
  const story = DEMO_STORIES.find((s) => s.ageBand === band) ?? DEMO_STORIES[0];
  if (!story) throw new Error('There are no demo stories');
  return story;
}

export function planDemoSessions(rng: Prng, nowMs: number, count = DEMO_SESSION_COUNT): DemoSessionPlan[] {
  return Array.from({ length: count }, (_, i): DemoSessionPlan => {
    const inProgress = i < IN_PROGRESS_SESSIONS;
    const age = rng.int(6, 18);
    const durationMs = inProgress ? rng.int(3, 12) * 60_000 : rng.int(4, 24) * 60_000 + rng.int(0, 59) * 1000;
    // Spread over the last 30 days, newest first; in-progress sessions were heard from a minute ago.
    const daysAgo = Math.floor((i * 29) / count);
    const startedMs = inProgress
      ? nowMs - durationMs - 60_000
      : nowMs - daysAgo * DAY_MS - rng.int(1, 10) * 3_600_000 - durationMs;
    return {
      conversationId: `conversation_${String(startedMs).padStart(13, '0')}_${rng.hex(32)}`,
      agent: AGENT_TYPES[i % AGENT_TYPES.length] ?? 'wordwizard',
      age,
      story: storyForAge(age),
      startedMs,
      durationMs,
      inProgress,
      engagement: rng.int(55, 98),
      completion: inProgress ? rng.int(15, 60) : rng.int(45, 100),
      extraAlert: rng.chance(0.1),
    };
  });
}

export async function seedDemoData(
  repos: Repositories,
  opts: { seed?: number; now?: Date; sessions?: number } = {},
): Promise<DemoSeedResult> {
  const rng = createPrng(opts.seed ?? DEMO_SEED);
  const nowMs = (opts.now ?? new Date()).getTime();
  await repos.conversations.deleteDemo();
  await repos.stories.deleteBySource('demo');
  for (const story of DEMO_STORIES) {
    const level = levelStory(story.content, story.ageBand);
    await repos.stories.insert(
      toStoryRow(
        {
          id: story.id,
          title: story.title,
          content: story.content,
          ageBand: story.ageBand,
          tags: ['demo'],
          ...level,
        },
        'demo',
      ),
    );
  }
  const plans = planDemoSessions(rng, nowMs, opts.sessions ?? DEMO_SESSION_COUNT);
  for (const plan of plans) await writeDemoSession(repos, plan, rng);
  return { stories: DEMO_STORIES.length, sessions: plans.length };
}

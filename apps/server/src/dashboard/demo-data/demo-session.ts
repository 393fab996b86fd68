/** One demo session written through the live repositories: conversation, transcript and its agent's evidence. */
import { profileKeyForAge, type AgentType, type PersonaType } from '@shared';
import type { Repositories } from '../../db/repositories';
import { writeDemoPronunciation, writeDemoReading, type DemoSessionClock } from './demo-reading';
import type { DemoStory } from './demo-stories';
import { demoConversation, PERSONA_TRIGGERS, SAFETY_ALERT_KINDS } from './demo-talk';
import type { Prng } from './prng';

export interface DemoSessionPlan extends DemoSessionClock {
  agent: AgentType;
  story: DemoStory;
  engagement: number;
  inProgress: boolean;
  /** Also raise a safety alert in a session that is not Safety Shield's. */
  extraAlert: boolean;
}

const PERSONA_FOR_AGENT: Record<AgentType, PersonaType> = {
  wordwizard: 'pronunciation_coach',
  quizcritter: 'quiz_critter',
  roleranger: 'role_ranger',
  evidencebuddy: 'gentle_teacher',
  safetyshield: 'gentle_teacher',
};

const iso = (ms: number) => new Date(ms).toISOString();

export async function writeDemoSession(repos: Repositories, plan: DemoSessionPlan, rng: Prng): Promise<void> {
  const { conversationId: id, story, startedMs, durationMs } = plan;
  const endMs = startedMs + durationMs;
  const at = (fraction: number) => iso(startedMs + Math.round(durationMs * fraction));
  await repos.conversations.create({
    id,
    user_age: plan.age,
    age_band: profileKeyForAge(plan.age),
    story_id: story.id,
    story_title: story.title,
    agent_type: plan.agent,
    session_type: 'reading',
    reading_mode: 1,
    voice_provider: 'local',
    started_at: iso(startedMs),
    ended_at: plan.inProgress ? null : iso(endMs),
    last_activity_at: iso(endMs),
    engagement_score: plan.engagement,
    completion_rate: plan.completion,
    is_demo: 1,
  });
  const lines = demoConversation(plan.agent, story, rng);
  for (const [i, line] of lines.entries()) {
    const confidence = line.role === 'user' ? Math.round(rng.int(72, 98)) / 100 : null;
    await repos.conversations.appendMessage({
      conversationId: id,
      ...line,
      confidence,
      createdAt: at((i + 1) / (lines.length + 1)),
    });
  }
  if (plan.agent === 'wordwizard' || plan.agent === 'evidencebuddy')
    await writeDemoReading(repos, story, plan, rng);
  if (plan.agent === 'wordwizard' || rng.chance(0.2)) await writeDemoPronunciation(repos, story, plan, rng);
  if (plan.agent === 'quizcritter') {
    for (const [i, q] of story.quiz.entries()) {
      const correct = rng.chance(0.75);
      await repos.quiz.add({
        conversation_id: id,
        question_text: q.question,
        correct_answer: q.answer,
        student_answer: correct ? q.answer : q.wrong,
        is_correct: correct ? 1 : 0,
        response_time_seconds: rng.int(3, 25),
        created_at: at(0.3 + i * 0.15),
      });
    }
  }
  await writeRoleplayAndPersonas(repos, plan, rng, at);
  if (plan.agent === 'safetyshield' || plan.extraAlert) {
    const kind = rng.pick(SAFETY_ALERT_KINDS);
    // Like a live session: the child's line is in the transcript and the alert points at it.
    const { message } = await repos.conversations.appendMessage({
      conversationId: id,
      role: 'user',
      content: kind.line,
      createdAt: at(0.6),
    });
    const alert = await repos.safetyAlerts.create({
      conversation_id: id,
      message_id: message.id,
      alert_type: kind.alertType,
      severity: kind.severity,
      description: kind.description,
      resolver_notes: null,
      resolved_at: null,
      created_at: at(0.6),
    });
    if (!plan.inProgress && rng.chance(0.4)) {
      await repos.safetyAlerts.resolve(alert.id, 'Spoke with the student and informed the parents.', at(1));
    }
  }
}

async function writeRoleplayAndPersonas(
  repos: Repositories,
  plan: DemoSessionPlan,
  rng: Prng,
  at: (f: number) => string,
) {
  const { conversationId: id, story } = plan;
  if (plan.agent === 'roleranger') {
    const turns = rng.int(3, 5);
    for (let turn = 1; turn <= turns; turn++) {
      await repos.roleplay.add({
        conversation_id: id,
        turn,
        character: story.character,
        dialogue:
          turn % 2 === 1
            ? `As ${story.character}: "I can't give up now!"`
            : 'I would feel nervous, but I would keep going.',
        emotion_score: rng.int(50, 96),
        created_at: at(0.4 + turn * 0.1),
      });
    }
  }
  const persona = PERSONA_FOR_AGENT[plan.agent];
  const count = rng.int(1, 3);
  for (let n = 1; n <= count; n++) {
    await repos.personas.addIntervention({
      conversation_id: id,
      persona_type: persona,
      intervention_number: n,
      trigger_reason: rng.pick(PERSONA_TRIGGERS[persona]),
      reading_progress_percent: Math.min(100, Math.round((plan.completion * n) / (count + 1))),
      story_title: story.title,
      user_message: n === 1 ? 'Can you help me with this word?' : 'What happens next?',
      assistant_response:
        n === 1
          ? "Let's break it into parts and say each one slowly."
          : 'Keep reading and we will find out together!',
      metadata: { demo: true, agent_type: plan.agent },
      created_at: at(n / (count + 1)),
    });
  }
}

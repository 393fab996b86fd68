/** What the children and the companion say in the demo sessions, per agent, built from the story. */
import type { AgentType } from '@shared';
import type { DemoStory } from './demo-stories';
import type { Prng } from './prng';

export interface DemoLine {
  role: 'user' | 'assistant';
  content: string;
}

const OPENERS = [
  'Hi! Can we read a story?',
  'Hello, I want to read today.',
  'Can I read the next story please?',
];

function firstSentence(story: DemoStory): string {
  return story.content.split(/(?<=[.!?])\s/)[0] ?? story.title;
}

export function demoConversation(agent: AgentType, story: DemoStory, rng: Prng): DemoLine[] {
  const title = story.title.replace(' (Demo)', '');
  const lines: DemoLine[] = [
    { role: 'user', content: rng.pick(OPENERS) },
    { role: 'assistant', content: `Of course! Let's read "${title}" together. Start whenever you're ready.` },
    { role: 'user', content: firstSentence(story) },
  ];
  switch (agent) {
    case 'wordwizard':
      lines.push(
        {
          role: 'assistant',
          content: 'Lovely reading! Let’s sound out the tricky word together, one part at a time.',
        },
        { role: 'user', content: 'Is it like this?' },
        { role: 'assistant', content: 'Yes, that’s it. Great job sticking with it!' },
      );
      break;
    case 'quizcritter':
      lines.push(
        { role: 'assistant', content: `Quiz time! ${story.quiz[0]?.question ?? 'What happened first?'}` },
        { role: 'user', content: story.quiz[0]?.answer ?? 'I think I know.' },
        { role: 'assistant', content: 'Brilliant, that’s right! Ready for another one?' },
      );
      break;
    case 'roleranger':
      lines.push(
        {
          role: 'assistant',
          content: `Let’s pretend! I’ll be ${story.character}. How do you think I felt just then?`,
        },
        { role: 'user', content: 'I think you were worried but brave.' },
        {
          role: 'assistant',
          content: `That’s exactly how ${story.character} felt. You really understand the story.`,
        },
      );
      break;
    case 'evidencebuddy':
      lines.push(
        { role: 'user', content: 'Why did that happen?' },
        {
          role: 'assistant',
          content: 'Good question! Can you find the sentence in the story that tells us?',
        },
        { role: 'user', content: 'It says it right here in the second part.' },
      );
      break;
    case 'safetyshield':
      lines.push(
        { role: 'user', content: 'Can I tell you where I live?' },
        {
          role: 'assistant',
          content: 'Let’s keep personal things like your address private. Shall we get back to the story?',
        },
        { role: 'user', content: 'Okay!' },
      );
      break;
  }
  return lines;
}

export const PERSONA_TRIGGERS = {
  gentle_teacher: ['reading_encouragement', 'long_pause', 'story_milestone'],
  pronunciation_coach: ['difficult_word', 'repeated_miscue'],
  quiz_critter: ['quiz_milestone', 'chapter_end'],
  role_ranger: ['roleplay_opportunity', 'character_dialogue'],
} as const;

export const SAFETY_ALERT_KINDS = [
  {
    alertType: 'personal_information',
    severity: 'high',
    description: 'The child offered to share their home address.',
    /** What the child said, stored as their message and pointed at by the alert. */
    line: 'I live at 12 Elm Road, you can come to my house after school.',
  },
  {
    alertType: 'bullying',
    severity: 'medium',
    description: 'The child said classmates were being unkind to them.',
    line: 'The kids in my class call me names and nobody lets me play.',
  },
  {
    alertType: 'self_harm',
    severity: 'critical',
    description: 'The child said something that may indicate they feel unsafe.',
    line: 'Sometimes I feel like hurting myself when I get home.',
  },
  {
    alertType: 'profanity',
    severity: 'medium',
    description: 'The child used a swear word during the session.',
    line: 'This stupid damn word is too hard.',
  },
] as const;

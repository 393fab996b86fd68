/**
 * The instructions a voice session runs under: the age range's system prompt (the teacher may have
 * edited it), plus the story and reading-mode guidance while a story is open. Cloud providers receive
 * them through session.update; the offline companion follows the same rules in code.
 */
import { getAgeProfile, profileKeyForAge, STORY_BACKEND_PREVIEW_CHARS } from '@shared';

export interface StoryForInstructions {
  title: string;
  content: string;
}

const READING_GUIDANCE: Record<string, string> = {
  '6-8':
    'The child is now reading aloud. Listen quietly and do not interrupt while they read. When they stop or ask, help with one tricky word at a time, cheer them on with short happy words, and keep every answer about the story.',
  '9-11':
    'The child is reading aloud. Stay quiet while they read; when they pause or ask, help with hard words by breaking them into syllables, praise effort, and keep the talk on the story.',
  '12-14':
    'The student is reading aloud. Do not interrupt their reading. When they pause or ask, help with vocabulary and meaning, ask a short question about the story now and then, and steer any off-topic talk back to the story.',
  '15-18':
    'The student is reading aloud. Do not interrupt. When asked, explain vocabulary precisely, discuss characters, motives and themes, and bring side conversations back to the text.',
};

export function readingModeInstructions(age: number, story: StoryForInstructions): string {
  const guidance = READING_GUIDANCE[profileKeyForAge(age)] ?? READING_GUIDANCE['15-18'];
  return `${guidance} The story is "${story.title}". It begins: "${story.content.slice(0, STORY_BACKEND_PREVIEW_CHARS)}".`;
}

export function storyContextInstructions(age: number, story: StoryForInstructions): string {
  const profile = getAgeProfile(age);
  return `Talk with the child about the story "${story.title}" only. If the conversation drifts, kindly bring it back to the story with a question about it. Keep answers under ${profile.max_response_length} words.`;
}

/** The full instructions: system prompt, then story and reading guidance when a story is open. */
export function sessionInstructions(opts: {
  systemPrompt: string;
  age: number;
  story: StoryForInstructions | null;
  readingMode: boolean;
  customInstructions?: string | null;
}): string {
  const parts = [opts.systemPrompt.trim()];
  if (opts.story) {
    parts.push(storyContextInstructions(opts.age, opts.story));
    if (opts.readingMode) parts.push(readingModeInstructions(opts.age, opts.story));
  }
  if (opts.customInstructions?.trim()) parts.push(opts.customInstructions.trim());
  parts.push('Never ask for or repeat personal information such as names, addresses, schools or phone numbers.');
  return parts.join('\n\n');
}

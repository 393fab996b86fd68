/**
 * System prompts per prompt age range (teacher-side 3, 5 and 9): a teacher's saved prompt, or the age
 * profile's built-in one, from the same table the voice session and the companion read through
 * `systemPromptForAge` (story-context), so a saved prompt changes what the companion says.
 */
import { defaultSystemPrompt, PROMPT_AGE_RANGES, type PromptAgeRangeKey, type SystemPrompt } from '@shared';
import type { Repositories } from '../db/repositories';
import { systemPromptForAge } from '../story-context/system-prompt';

export function describePrompt(ageRange: PromptAgeRangeKey, text: string, isCustom: boolean): SystemPrompt {
  const trimmed = text.trim();
  return {
    age_range: ageRange,
    prompt_text: text,
    is_custom: isCustom,
    word_count: trimmed === '' ? 0 : trimmed.split(/\s+/).length,
    char_count: text.length,
  };
}

export async function getSystemPrompt(repos: Repositories, ageRange: PromptAgeRangeKey): Promise<string> {
  const custom = await repos.systemPrompts.get(ageRange);
  return custom?.prompt_text ?? defaultSystemPrompt(ageRange);
}

/** The prompt for a child's age (6–18): the same answer the voice session and the companion use. */
export function getSystemPromptForAge(repos: Repositories, age: number): Promise<string> {
  return systemPromptForAge(repos, age);
}

export async function listSystemPrompts(repos: Repositories): Promise<SystemPrompt[]> {
  const custom = new Map((await repos.systemPrompts.list()).map((p) => [p.age_range, p.prompt_text]));
  return PROMPT_AGE_RANGES.map((range) => {
    const text = custom.get(range);
    return describePrompt(range, text ?? defaultSystemPrompt(range), text !== undefined);
  });
}

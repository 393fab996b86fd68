/** The system prompt in force for an age: the teacher's saved prompt for its range, else the default. */
import { DEFAULT_PROMPT_AGE_RANGE, defaultSystemPrompt, promptRangeForAge } from '@shared';
import type { Repositories } from '../db/repositories';

export async function systemPromptForAge(repos: Pick<Repositories, 'systemPrompts'>, age: number): Promise<string> {
  // Ages outside 6–18 never reach here (validated); a gap cannot occur since ranges cover whole years.
  const range = promptRangeForAge(age) ?? DEFAULT_PROMPT_AGE_RANGE;
  const saved = await repos.systemPrompts.get(range);
  return saved?.prompt_text ?? defaultSystemPrompt(range);
}

/** System prompt rules (teacher-side 5): 50 to 5000 characters; words are whitespace-separated tokens. */
import {
  PROMPT_MAX_CHARS,
  PROMPT_MIN_CHARS,
  PROMPT_TOO_LONG_MESSAGE,
  PROMPT_TOO_SHORT_MESSAGE,
} from '@shared/constants/dashboard';

/** The message to show under the editor, or null when the prompt may be saved. */
export function promptProblem(text: string): string | null {
  if (text.length < PROMPT_MIN_CHARS) return PROMPT_TOO_SHORT_MESSAGE;
  if (text.length > PROMPT_MAX_CHARS) return PROMPT_TOO_LONG_MESSAGE;
  return null;
}

export function promptWordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

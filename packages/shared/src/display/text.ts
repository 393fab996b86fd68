/** Text shortening and relabelling shown in the child and teacher views. */
import { PERSONA_RESPONSE_PREVIEW_CHARS } from '../constants/dashboard';
import {
  STORY_BACKEND_PREVIEW_CHARS,
  STORY_CARD_MAX_TAGS,
  STORY_CARD_PREVIEW_CHARS,
} from '../constants/limits';

/** Safety alert type with every underscore shown as a space ('personal_info_shared' → 'personal info shared'). */
export function alertTypeLabel(alertType: string): string {
  return alertType.replaceAll('_', ' ');
}

/** Persona trigger reason with only the first underscore shown as a space, as the history view does. */
export function triggerReasonLabel(triggerReason: string): string {
  return triggerReason.replace('_', ' ');
}

/** Persona history assistant response: cut to 200 characters plus '...'. */
export function assistantResponsePreview(response: string): string {
  return response.length > PERSONA_RESPONSE_PREVIEW_CHARS
    ? `${response.slice(0, PERSONA_RESPONSE_PREVIEW_CHARS)}...`
    : response;
}

/** The story card shows the first 120 characters of the content. */
export function storyCardPreview(content: string): string {
  return content.slice(0, STORY_CARD_PREVIEW_CHARS);
}

/** The story content preview sent to the backend: its first 150 characters. */
export function storyBackendPreview(content: string): string {
  return content.slice(0, STORY_BACKEND_PREVIEW_CHARS);
}

/** A story card shows up to 3 tags. */
export function visibleStoryTags<T>(tags: readonly T[]): T[] {
  return tags.slice(0, STORY_CARD_MAX_TAGS);
}

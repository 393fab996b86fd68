/**
 * The VoiceLive Settings form (teacher-side 3, 5 and 9): values kept as the text the fields hold,
 * checked against the shared ranges and steps, and sent as `{key, value, category}` items.
 */
import {
  VOICELIVE_CONFIG_CATEGORY,
  VOICELIVE_CONFIG_DEFAULTS,
  VOICELIVE_CONFIG_KEYS,
  type VoiceLiveConfigKey,
} from '@shared/constants/voicelive-config';
import {
  voiceliveValueProblem,
  type VoiceliveConfigResponse,
  type VoiceliveConfigUpdateRequest,
} from '@shared/schemas/dashboard-config';

export type VoiceliveDraft = Record<VoiceLiveConfigKey, string>;

/** The server's values as field text; keys it did not send start at the spec's defaults. */
export function draftFromConfig(
  config: Partial<VoiceliveConfigResponse['voicelive_connection_config']>,
): VoiceliveDraft {
  const entries = VOICELIVE_CONFIG_KEYS.map((key) => [key, String(config[key]?.value ?? VOICELIVE_CONFIG_DEFAULTS[key])]);
  return Object.fromEntries(entries) as VoiceliveDraft;
}

export const defaultDraft = (): VoiceliveDraft => draftFromConfig({});

/** Problems per key (only keys that have one). */
export function draftProblems(draft: VoiceliveDraft): Partial<Record<VoiceLiveConfigKey, string>> {
  const problems: Partial<Record<VoiceLiveConfigKey, string>> = {};
  for (const key of VOICELIVE_CONFIG_KEYS) {
    const problem = voiceliveValueProblem(key, draft[key]);
    if (problem) problems[key] = problem;
  }
  return problems;
}

/** The PUT body: every key, its value as text, category 'voicelive_connection'. */
export function toUpdateItems(draft: VoiceliveDraft): VoiceliveConfigUpdateRequest {
  return VOICELIVE_CONFIG_KEYS.map((key) => ({
    key,
    value: draft[key].trim(),
    category: VOICELIVE_CONFIG_CATEGORY,
  }));
}

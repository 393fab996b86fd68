/**
 * The pronunciation configuration (GET/PUT /pronunciation/config): the product defaults (what the local
 * scorer and the Azure adapter do), and an administrator's saved settings kept in the settings table
 * under one key as JSON over them. A stored value that no longer parses falls back to the defaults
 * rather than breaking assessment.
 */
import { MIN_AUDIO_MS, PRONUNCIATION_TIER_MIN_SCORES, PronunciationConfigSchema, type PronunciationConfig } from '@shared';
import type { Repositories } from '../db/repositories';
import { badRequest } from '../errors/app-error';

type SettingsRepos = Pick<Repositories, 'settings'>;

/** What saving needs to know of the scorer in use (pronunciation/scoring's ScorerCapabilities). */
export interface ScorerLocales {
  name: string;
  locales: readonly string[];
}

export function pronunciationConfig(): PronunciationConfig {
  return {
    enabled: true,
    locale: 'en-US',
    // Both scorers report phone-level evidence (the local one from forced alignment).
    granularity: 'phoneme',
    enable_miscue: true,
    // Azure scores prosody itself; the local scorer derives it from pauses and timing.
    enable_prosody: true,
    coach_threshold: PRONUNCIATION_TIER_MIN_SCORES.fair,
    min_audio_ms: MIN_AUDIO_MS,
  };
}

export const PRONUNCIATION_CONFIG_KEY = 'pronunciation_config';

export async function loadPronunciationConfig(repos: SettingsRepos): Promise<PronunciationConfig> {
  const defaults = pronunciationConfig();
  const row = await repos.settings.get(PRONUNCIATION_CONFIG_KEY);
  if (!row) return defaults;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return defaults;
  }
  const parsed = PronunciationConfigSchema.safeParse({ ...defaults, ...(typeof stored === 'object' ? stored : {}) });
  return parsed.success ? parsed.data : defaults;
}

export async function savePronunciationConfig(
  repos: SettingsRepos,
  patch: Partial<PronunciationConfig>,
  scorer: ScorerLocales,
): Promise<PronunciationConfig> {
  const next = PronunciationConfigSchema.parse({ ...(await loadPronunciationConfig(repos)), ...patch });
  if (!scorer.locales.includes(next.locale)) {
    throw badRequest(`locale ${next.locale} is not supported by the ${scorer.name} scorer (supported: ${scorer.locales.join(', ')})`);
  }
  await repos.settings.upsert({
    key: PRONUNCIATION_CONFIG_KEY,
    value: JSON.stringify(next),
    description: 'Pronunciation assessment settings (locale, granularity, miscue and prosody, coach threshold, minimum audio).',
    data_type: 'json',
    category: 'pronunciation',
  });
  return next;
}

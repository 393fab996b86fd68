/**
 * The pronunciation configuration (GET/PUT /pronunciation/config), kept in the settings table under one
 * key as JSON over the product defaults. A stored value that no longer parses falls back to the
 * defaults rather than breaking assessment.
 */
import { PronunciationConfigSchema, type PronunciationConfig } from '@shared';
import { pronunciationConfig } from '../dashboard/pronunciation-config';
import type { Repositories } from '../db/repositories';
import { badRequest } from '../errors/app-error';
import type { ScorerCapabilities, ScoringOptions } from './scoring/types';

export const PRONUNCIATION_CONFIG_KEY = 'pronunciation_config';

export async function loadPronunciationConfig(repos: Repositories): Promise<PronunciationConfig> {
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
  repos: Repositories,
  patch: Partial<PronunciationConfig>,
  scorer: ScorerCapabilities,
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

export function scoringOptionsFrom(config: PronunciationConfig): ScoringOptions {
  return { enableMiscue: config.enable_miscue, enableProsody: config.enable_prosody, granularity: config.granularity };
}

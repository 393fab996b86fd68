/**
 * The settings the System Configuration panel reads and writes (teacher-side 2.6, 3, 5 and 7): general
 * config settings, VoiceLive connection settings checked against their field ranges, and the per-age
 * system prompts.
 */
import { z } from 'zod';
import {
  PROMPT_AGE_RANGES,
  PROMPT_MAX_CHARS,
  PROMPT_MIN_CHARS,
  PROMPT_TOO_LONG_MESSAGE,
  PROMPT_TOO_SHORT_MESSAGE,
} from '../constants/dashboard';
import {
  VOICELIVE_CONFIG_CATEGORY,
  VOICELIVE_CONFIG_KEYS,
  VOICELIVE_CONFIG_RANGES,
} from '../constants/voicelive-config';
import { EntityIdSchema, TimestampSchema } from './common';

/** A general config row as the server sends it. */
export const ConfigSettingRowSchema = z.object({
  key: z.string().min(1),
  value: z.string(),
  description: z.string(),
  data_type: z.enum(['string', 'number', 'boolean', 'json']),
  updated_at: TimestampSchema,
});
export type ConfigSettingRow = z.infer<typeof ConfigSettingRowSchema>;

/** GET /v1/dashboard/config: lists of settings keyed by group. */
export const DashboardConfigResponseSchema = z.object({
  config: z.record(z.string(), z.array(ConfigSettingRowSchema)),
});
export type DashboardConfigResponse = z.infer<typeof DashboardConfigResponseSchema>;

/** The dashboard's view of a row, after the client maps it. */
export const ConfigSettingSchema = z.object({
  id: EntityIdSchema,
  settingKey: z.string(),
  settingValue: z.string(),
  description: z.string(),
  category: z.literal('agent'),
  dataType: ConfigSettingRowSchema.shape.data_type,
  updatedAt: TimestampSchema,
});
export type ConfigSetting = z.infer<typeof ConfigSettingSchema>;

export const VoiceliveConfigKeySchema = z.enum(VOICELIVE_CONFIG_KEYS);
export type VoiceliveConfigKey = z.infer<typeof VoiceliveConfigKeySchema>;

const TRANSPORT_PATTERNS_MAX_CHARS = 2000;

/** Why a value (sent as text) is not acceptable for its key, or null when it is; ranges of teacher-side 5. */
export function voiceliveValueProblem(key: VoiceliveConfigKey, value: string): string | null {
  switch (key) {
    case 'voicelive_connection_jitter_enabled':
      return value === 'true' || value === 'false' ? null : `${key} must be true or false`;
    case 'voicelive_transport_error_patterns':
      return value.length <= TRANSPORT_PATTERNS_MAX_CHARS
        ? null
        : `${key} must be at most ${TRANSPORT_PATTERNS_MAX_CHARS} characters`;
    case 'voicelive_connection_initial_delay':
    case 'voicelive_connection_max_delay':
    case 'voicelive_connection_backoff_multiplier':
    case 'voicelive_connection_max_retries':
    case 'voicelive_connection_health_check_interval': {
      const range = VOICELIVE_CONFIG_RANGES[key];
      const number = value.trim() === '' ? Number.NaN : Number(value);
      const steps = (number - range.min) / range.step;
      const onStep = Math.abs(steps - Math.round(steps)) < 1e-6;
      return Number.isFinite(number) && number >= range.min && number <= range.max && onStep
        ? null
        : `${key} must be a number from ${range.min} to ${range.max} in steps of ${range.step}`;
    }
  }
}

export const VoiceliveConfigEntrySchema = z.object({
  value: z.union([z.number(), z.boolean(), z.string()]),
  description: z.string(),
});
export type VoiceliveConfigEntry = z.infer<typeof VoiceliveConfigEntrySchema>;

/** GET /v1/dashboard/config/voicelive: every key with its current value. */
export const VoiceliveConfigResponseSchema = z.object({
  voicelive_connection_config: z.record(VoiceliveConfigKeySchema, VoiceliveConfigEntrySchema),
});
export type VoiceliveConfigResponse = z.infer<typeof VoiceliveConfigResponseSchema>;

/** POST /v1/dashboard/config/refresh: the settings now in force, and when they were read. */
export const VoiceliveConfigRefreshResponseSchema = VoiceliveConfigResponseSchema.extend({
  success: z.boolean(),
  refreshed_at: z.string(),
});
export type VoiceliveConfigRefreshResponse = z.infer<typeof VoiceliveConfigRefreshResponseSchema>;

export const VoiceliveConfigUpdateItemSchema = z
  .object({
    key: VoiceliveConfigKeySchema,
    value: z.string({ error: 'value must be text' }),
    category: z.literal(VOICELIVE_CONFIG_CATEGORY, {
      error: `category must be '${VOICELIVE_CONFIG_CATEGORY}'`,
    }),
  })
  .superRefine((item, ctx) => {
    const problem = voiceliveValueProblem(item.key, item.value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
  });
export type VoiceliveConfigUpdateItem = z.infer<typeof VoiceliveConfigUpdateItemSchema>;

/** PUT /v1/dashboard/config/voicelive */
export const VoiceliveConfigUpdateRequestSchema = z
  .array(VoiceliveConfigUpdateItemSchema)
  .min(1, 'at least one setting is required');
export type VoiceliveConfigUpdateRequest = z.infer<typeof VoiceliveConfigUpdateRequestSchema>;

export const VoiceliveConfigUpdateResponseSchema = z.object({
  success: z.boolean(),
  /** Keys that were saved. */
  updated: z.array(VoiceliveConfigKeySchema),
  errors: z.array(z.string()),
});
export type VoiceliveConfigUpdateResponse = z.infer<typeof VoiceliveConfigUpdateResponseSchema>;

export const PromptAgeRangeSchema = z.enum(PROMPT_AGE_RANGES, {
  error: `age_range must be one of: ${PROMPT_AGE_RANGES.join(', ')}`,
});
export type PromptAgeRange = z.infer<typeof PromptAgeRangeSchema>;

export const SystemPromptSchema = z.object({
  age_range: PromptAgeRangeSchema,
  prompt_text: z.string(),
  is_custom: z.boolean(),
  word_count: z.number().int().min(0),
  char_count: z.number().int().min(0),
});
export type SystemPrompt = z.infer<typeof SystemPromptSchema>;

/** GET /v1/dashboard/prompts */
export const PromptsResponseSchema = z.object({ prompts: z.array(SystemPromptSchema) });
export type PromptsResponse = z.infer<typeof PromptsResponseSchema>;

/** PUT /v1/dashboard/prompts, with the spec's length messages. */
export const PromptUpdateRequestSchema = z.object({
  age_range: PromptAgeRangeSchema,
  prompt_text: z
    .string({ error: PROMPT_TOO_SHORT_MESSAGE })
    .min(PROMPT_MIN_CHARS, PROMPT_TOO_SHORT_MESSAGE)
    .max(PROMPT_MAX_CHARS, PROMPT_TOO_LONG_MESSAGE),
});
export type PromptUpdateRequest = z.infer<typeof PromptUpdateRequestSchema>;

/** Answer of PUT /v1/dashboard/prompts and POST /v1/dashboard/prompts/reset/{age_range}. */
export const PromptResponseSchema = z.object({ prompt: SystemPromptSchema });
export type PromptResponse = z.infer<typeof PromptResponseSchema>;

export const PromptResetParamsSchema = z.object({ age_range: PromptAgeRangeSchema });
export type PromptResetParams = z.infer<typeof PromptResetParamsSchema>;

/** POST /v1/dashboard/prompts/reset-all */
export const PromptResetAllResponseSchema = z.object({ reset_count: z.number().int().min(0) });
export type PromptResetAllResponse = z.infer<typeof PromptResetAllResponseSchema>;

/**
 * The System Configuration panel's settings: general config, the VoiceLive connection settings (checked
 * against the teacher-side section 5 ranges before anything is saved, then saved all or nothing), the
 * refresh call, and the dashboard's read-only pronunciation config.
 */
import {
  ConfigSettingRowSchema,
  DashboardConfigResponseSchema,
  DashboardPronunciationConfigResponseSchema,
  VOICELIVE_CONFIG_KEYS,
  VoiceliveConfigRefreshResponseSchema,
  VoiceliveConfigResponseSchema,
  VoiceliveConfigUpdateRequestSchema,
  VoiceliveConfigUpdateResponseSchema,
  type ConfigSettingRow,
  type VoiceliveConfigResponse,
} from '@shared';
import { enforceTeacherAccess } from '../../auth/access';
import { loadPronunciationConfig } from '../../settings/pronunciation-config';
import {
  getVoiceliveConfig,
  settingFor,
  settingsWithDefaults,
  VOICELIVE_DESCRIPTIONS,
} from '../../settings/voicelive-config';
import type { SettingRow } from '../../db/schema';
import type { RouteModule } from '../route-module';

const DATA_TYPES = ConfigSettingRowSchema.shape.data_type.options;

function toConfigRow(row: SettingRow): ConfigSettingRow {
  const dataType = DATA_TYPES.find((t) => t === row.data_type) ?? 'string';
  return {
    key: row.key,
    value: row.value,
    description: row.description,
    data_type: dataType,
    updated_at: row.updated_at,
  };
}

export const configRoutes: RouteModule = (app, ctx) => {
  app.addHook('onRequest', enforceTeacherAccess);
  const tags = ['configuration'];

  app.get(
    '/v1/dashboard/config',
    { schema: { tags, response: { 200: DashboardConfigResponseSchema } } },
    async () => {
      const config: Record<string, ConfigSettingRow[]> = {};
      for (const row of await settingsWithDefaults(ctx.repos, new Date().toISOString())) {
        (config[row.category] ??= []).push(toConfigRow(row));
      }
      return { config };
    },
  );

  const voiceliveAnswer = async () => {
    const values = await getVoiceliveConfig(ctx.repos);
    const entries = VOICELIVE_CONFIG_KEYS.map((key) => [
      key,
      { value: values[key], description: VOICELIVE_DESCRIPTIONS[key] },
    ]);
    return {
      voicelive_connection_config: Object.fromEntries(entries) as VoiceliveConfigResponse['voicelive_connection_config'],
    };
  };

  app.get(
    '/v1/dashboard/config/voicelive',
    { schema: { tags, response: { 200: VoiceliveConfigResponseSchema } } },
    voiceliveAnswer,
  );

  // The body schema rejects the whole batch (400, naming the field) when any value is out of range, so
  // nothing is written unless every value is valid; upsertMany then saves them in one transaction.
  app.put(
    '/v1/dashboard/config/voicelive',
    {
      schema: {
        tags,
        body: VoiceliveConfigUpdateRequestSchema,
        response: { 200: VoiceliveConfigUpdateResponseSchema },
      },
    },
    async (request) => {
      const saved = await ctx.repos.settings.upsertMany(
        request.body.map((item) => settingFor(item.key, item.value.trim())),
      );
      request.log.info({ keys: saved.map((s) => s.key) }, 'VoiceLive settings saved');
      return { success: true, updated: [...new Set(request.body.map((item) => item.key))], errors: [] };
    },
  );

  app.post(
    '/v1/dashboard/config/refresh',
    {
      schema: {
        tags,
        response: {
          200: VoiceliveConfigRefreshResponseSchema,
        },
      },
    },
    // Settings are read from the database on every use, so a refresh only has to answer what is now in force.
    async () => ({ success: true, refreshed_at: new Date().toISOString(), ...(await voiceliveAnswer()) }),
  );

  app.get(
    '/dashboard/pronunciation/config',
    { schema: { tags, response: { 200: DashboardPronunciationConfigResponseSchema } } },
    async () => ({ pronunciation_config: await loadPronunciationConfig(ctx.repos) }),
  );
};

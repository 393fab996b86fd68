/** Version, configuration, prompts, status and diagnostics calls (teacher-side section 7), under /api. */
import {
  LOGS_PANEL_ENTRY_LIMIT,
  TABLE_DATA_DEFAULT_OFFSET,
  TABLE_DATA_PAGE_SIZE,
} from '@shared/constants/dashboard';
import {
  DashboardConfigResponseSchema,
  PromptResetAllResponseSchema,
  PromptResponseSchema,
  PromptsResponseSchema,
  VoiceliveConfigResponseSchema,
  VoiceliveConfigUpdateResponseSchema,
  type ConfigSetting,
  type VoiceliveConfigUpdateRequest,
} from '@shared/schemas/dashboard-config';
import {
  AppLogsResponseSchema,
  BackendLogsResponseSchema,
  ClearResultSchema,
  ConnectionStatusSchema,
  DatabaseHealthSchema,
  DatabaseStatusSchema,
  SeedResultSchema,
  TableDataSchema,
  VersionInfoSchema,
} from '@shared/schemas/ops';
import { apiPath, requestJson, requestResponse, TEACHER_CALL } from '../../api/http';

export const fetchVersion = () =>
  requestJson(apiPath('version/detailed'), { ...TEACHER_CALL, schema: VersionInfoSchema });
export const fetchConnectionStatus = () =>
  requestJson(apiPath('voicelive/status'), { ...TEACHER_CALL, schema: ConnectionStatusSchema });

export const fetchVoiceliveConfig = () =>
  requestJson(apiPath('v1/dashboard/config/voicelive'), {
    ...TEACHER_CALL,
    schema: VoiceliveConfigResponseSchema,
  });
export const saveVoiceliveConfig = (items: VoiceliveConfigUpdateRequest) =>
  requestJson(apiPath('v1/dashboard/config/voicelive'), {
    ...TEACHER_CALL,
    method: 'PUT',
    body: items,
    schema: VoiceliveConfigUpdateResponseSchema,
  });
export const refreshConfig = () =>
  requestJson(apiPath('v1/dashboard/config/refresh'), { ...TEACHER_CALL, method: 'POST' });

export const fetchPrompts = () =>
  requestJson(apiPath('v1/dashboard/prompts'), { ...TEACHER_CALL, schema: PromptsResponseSchema });
export const savePrompt = (ageRange: string, promptText: string) =>
  requestJson(apiPath('v1/dashboard/prompts'), {
    ...TEACHER_CALL,
    method: 'PUT',
    body: { age_range: ageRange, prompt_text: promptText },
    schema: PromptResponseSchema,
  });
export const resetPrompt = (ageRange: string) =>
  requestJson(apiPath(`v1/dashboard/prompts/reset/${encodeURIComponent(ageRange)}`), {
    ...TEACHER_CALL,
    method: 'POST',
    schema: PromptResponseSchema,
  });
export const resetAllPrompts = () =>
  requestJson(apiPath('v1/dashboard/prompts/reset-all'), {
    ...TEACHER_CALL,
    method: 'POST',
    schema: PromptResetAllResponseSchema,
  });

export interface LogsQuery {
  lines: number;
  search: string;
  level: string;
}

export const fetchBackendLogs = ({ lines, search, level }: LogsQuery) =>
  requestJson(apiPath('database/logs', { lines, search: search.trim(), level }), {
    ...TEACHER_CALL,
    schema: BackendLogsResponseSchema,
  });

/** The log file as a blob, saved by the caller as backend-logs-{date}.log. */
export async function downloadBackendLogs(): Promise<Blob> {
  return (await requestResponse(apiPath('database/logs/download'), TEACHER_CALL)).blob();
}

export const fetchDatabaseStatus = () =>
  requestJson(apiPath('database/status'), { ...TEACHER_CALL, schema: DatabaseStatusSchema });
export const fetchDatabaseHealth = () =>
  requestJson(apiPath('database/health'), { ...TEACHER_CALL, schema: DatabaseHealthSchema });
export const fetchTableData = (name: string) =>
  requestJson(
    apiPath(`database/tables/${encodeURIComponent(name)}/data`, {
      limit: TABLE_DATA_PAGE_SIZE,
      offset: TABLE_DATA_DEFAULT_OFFSET,
    }),
    { ...TEACHER_CALL, schema: TableDataSchema },
  );

export const seedMockData = () =>
  requestJson(apiPath('v1/dashboard/seed-mock-data'), {
    ...TEACHER_CALL,
    method: 'POST',
    schema: SeedResultSchema,
  });
export const clearAllData = () =>
  requestJson(apiPath('v1/dashboard/clear-data'), {
    ...TEACHER_CALL,
    method: 'DELETE',
    schema: ClearResultSchema,
  });

/** `GET /v1/dashboard/config`, each row mapped to the dashboard's view of a setting (teacher-side 3). */
export async function fetchGeneralConfig(): Promise<ConfigSetting[]> {
  const { config } = await requestJson(apiPath('v1/dashboard/config'), {
    ...TEACHER_CALL,
    schema: DashboardConfigResponseSchema,
  });
  return Object.values(config)
    .flat()
    .map((row) => ({
      id: row.key,
      settingKey: row.key,
      settingValue: row.value,
      description: row.description,
      category: 'agent' as const,
      dataType: row.data_type,
      updatedAt: row.updated_at,
    }));
}

export const fetchRecentAppLogs = () =>
  requestJson(apiPath('v1/logs', { limit: LOGS_PANEL_ENTRY_LIMIT }), {
    ...TEACHER_CALL,
    schema: AppLogsResponseSchema,
  });

/** Version, configuration, prompts, status and diagnostics calls (teacher-side section 7), under /api. */
import { z } from 'zod';
import { LOGS_PANEL_ENTRY_LIMIT, TABLE_DATA_DEFAULT_OFFSET, TABLE_DATA_PAGE_SIZE } from '@shared/constants/dashboard';
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
import { apiUrl, getJson, getRaw, sendJson } from './client';

export const fetchVersion = () => getJson(apiUrl('version/detailed'), VersionInfoSchema);
export const fetchConnectionStatus = () => getJson(apiUrl('voicelive/status'), ConnectionStatusSchema);

export const fetchVoiceliveConfig = () => getJson(apiUrl('v1/dashboard/config/voicelive'), VoiceliveConfigResponseSchema);
export const saveVoiceliveConfig = (items: VoiceliveConfigUpdateRequest) =>
  sendJson('PUT', apiUrl('v1/dashboard/config/voicelive'), items, VoiceliveConfigUpdateResponseSchema);
export const refreshConfig = () => sendJson('POST', apiUrl('v1/dashboard/config/refresh'), undefined, z.unknown());

export const fetchPrompts = () => getJson(apiUrl('v1/dashboard/prompts'), PromptsResponseSchema);
export const savePrompt = (ageRange: string, promptText: string) =>
  sendJson('PUT', apiUrl('v1/dashboard/prompts'), { age_range: ageRange, prompt_text: promptText }, PromptResponseSchema);
export const resetPrompt = (ageRange: string) =>
  sendJson('POST', apiUrl(`v1/dashboard/prompts/reset/${encodeURIComponent(ageRange)}`), undefined, PromptResponseSchema);
export const resetAllPrompts = () =>
  sendJson('POST', apiUrl('v1/dashboard/prompts/reset-all'), undefined, PromptResetAllResponseSchema);

export interface LogsQuery {
  lines: number;
  search: string;
  level: string;
}

export const fetchBackendLogs = ({ lines, search, level }: LogsQuery) =>
  getJson(apiUrl('database/logs', { lines, search: search.trim(), level }), BackendLogsResponseSchema);

/** The log file as a blob, saved by the caller as backend-logs-{date}.log. */
export async function downloadBackendLogs(): Promise<Blob> {
  return (await getRaw(apiUrl('database/logs/download'))).blob();
}

export const fetchDatabaseStatus = () => getJson(apiUrl('database/status'), DatabaseStatusSchema);
export const fetchDatabaseHealth = () => getJson(apiUrl('database/health'), DatabaseHealthSchema);
export const fetchTableData = (name: string) =>
  getJson(
    apiUrl(`database/tables/${encodeURIComponent(name)}/data`, {
      limit: TABLE_DATA_PAGE_SIZE,
      offset: TABLE_DATA_DEFAULT_OFFSET,
    }),
    TableDataSchema,
  );

export const seedMockData = () => sendJson('POST', apiUrl('v1/dashboard/seed-mock-data'), undefined, SeedResultSchema);
export const clearAllData = () => sendJson('DELETE', apiUrl('v1/dashboard/clear-data'), undefined, ClearResultSchema);

/** `GET /v1/dashboard/config`, each row mapped to the dashboard's view of a setting (teacher-side 3). */
export async function fetchGeneralConfig(): Promise<ConfigSetting[]> {
  const { config } = await getJson(apiUrl('v1/dashboard/config'), DashboardConfigResponseSchema);
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

export const fetchRecentAppLogs = () => getJson(apiUrl('v1/logs', { limit: LOGS_PANEL_ENTRY_LIMIT }), AppLogsResponseSchema);

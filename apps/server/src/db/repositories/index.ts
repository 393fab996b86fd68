/** Every repository over one database; the server builds this once at boot and hands it to routes. */
import type { Db } from '../database';
import { AudioClipsRepository } from './audio-clips';
import { AuthSessionsRepository } from './auth-sessions';
import { ConversationsRepository } from './conversations';
import { DashboardDetailQueries } from './dashboard-detail-queries';
import { DataReset } from './data-reset';
import { DashboardQueries } from './dashboard-queries';
import { DiagnosticsRepository } from './diagnostics';
import { OpsQueries } from './ops-queries';
import { PersonasRepository } from './personas';
import { PronunciationAnalyticsQueries } from './pronunciation-analytics-queries';
import { PronunciationRepository } from './pronunciation';
import { QuizRepository } from './quiz';
import { RateLimitsRepository } from './rate-limits';
import { ReadingRepository } from './reading';
import { RoleplayRepository } from './roleplay';
import { SafetyAlertsRepository } from './safety-alerts';
import { SettingsRepository } from './settings';
import { StoriesRepository } from './stories';
import { StoryAnalysesRepository } from './story-analyses';
import { SystemPromptsRepository } from './system-prompts';
import { UiStatesRepository } from './ui-states';
import { UsersRepository } from './users';

export interface Repositories {
  stories: StoriesRepository;
  storyAnalyses: StoryAnalysesRepository;
  conversations: ConversationsRepository;
  reading: ReadingRepository;
  pronunciation: PronunciationRepository;
  quiz: QuizRepository;
  roleplay: RoleplayRepository;
  personas: PersonasRepository;
  safetyAlerts: SafetyAlertsRepository;
  settings: SettingsRepository;
  systemPrompts: SystemPromptsRepository;
  users: UsersRepository;
  authSessions: AuthSessionsRepository;
  uiStates: UiStatesRepository;
  rateLimits: RateLimitsRepository;
  audioClips: AudioClipsRepository;
  diagnostics: DiagnosticsRepository;
  dashboard: DashboardQueries;
  pronunciationAnalytics: PronunciationAnalyticsQueries;
  dashboardDetail: DashboardDetailQueries;
  ops: OpsQueries;
  dataReset: DataReset;
}

export function createRepositories(db: Db): Repositories {
  const k = db.kysely;
  const stories = new StoriesRepository(k);
  return {
    stories,
    storyAnalyses: new StoryAnalysesRepository(k),
    conversations: new ConversationsRepository(k),
    reading: new ReadingRepository(k),
    pronunciation: new PronunciationRepository(k),
    quiz: new QuizRepository(k),
    roleplay: new RoleplayRepository(k),
    personas: new PersonasRepository(k),
    safetyAlerts: new SafetyAlertsRepository(k),
    settings: new SettingsRepository(k),
    systemPrompts: new SystemPromptsRepository(k),
    users: new UsersRepository(k),
    authSessions: new AuthSessionsRepository(k),
    uiStates: new UiStatesRepository(k),
    rateLimits: new RateLimitsRepository(k),
    audioClips: new AudioClipsRepository(k),
    diagnostics: new DiagnosticsRepository(k, db.dialect),
    dashboard: new DashboardQueries(k, db.dialect),
    pronunciationAnalytics: new PronunciationAnalyticsQueries(k),
    dashboardDetail: new DashboardDetailQueries(k),
    ops: new OpsQueries(k, db.dialect),
    dataReset: new DataReset(k, () => stories.forgetLists()),
  };
}

export {
  AudioClipsRepository,
  AuthSessionsRepository,
  ConversationsRepository,
  DashboardDetailQueries,
  DashboardQueries,
  DataReset,
  DiagnosticsRepository,
  OpsQueries,
  PersonasRepository,
  PronunciationAnalyticsQueries,
  PronunciationRepository,
  QuizRepository,
  RateLimitsRepository,
  ReadingRepository,
  RoleplayRepository,
  SafetyAlertsRepository,
  SettingsRepository,
  StoriesRepository,
  StoryAnalysesRepository,
  SystemPromptsRepository,
  UiStatesRepository,
  UsersRepository,
};
export { UnknownTableError, isProductTable } from './diagnostics';

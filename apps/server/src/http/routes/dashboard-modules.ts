/** The teacher side's route modules: sign-in, dashboard, configuration, diagnostics and developer tools. */
import type { RouteModule } from '../route-module';
import { authRoutes } from './auth';
import { authUserRoutes } from './auth-users';
import { configRoutes } from './config-settings';
import { dashboardLibraryRoutes } from './dashboard-library';
import { dashboardPronunciationRoutes } from './dashboard-pronunciation';
import { dashboardSessionRoutes } from './dashboard-sessions';
import { demoDataRoutes } from './demo-data';
import { diagnosticsRoutes } from './diagnostics';
import { promptRoutes } from './prompts';
import { versionRoutes } from './version';

export const teacherRouteModules: RouteModule[] = [
  authRoutes,
  authUserRoutes,
  dashboardSessionRoutes,
  dashboardPronunciationRoutes,
  dashboardLibraryRoutes,
  configRoutes,
  promptRoutes,
  diagnosticsRoutes,
  versionRoutes,
  demoDataRoutes,
];

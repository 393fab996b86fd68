/** Every API area's routes, registered under /api by app.ts. */
import type { RouteModule } from '../route-module';
import { companionRoutes } from './companion';
import { healthRoutes } from './health';
import { readingRoutes } from './reading';
import { storyRoutes } from './stories';
import { storyContextRoutes } from './story-context';
import { troubleshootRoutes } from './troubleshoot';
import { uiStateRoutes } from './ui-state';
import { uiStateSocketRoutes } from './ui-state-socket';
import { voiceSessionRoutes } from './voice-session';
import { voiceSocketRoutes } from './voice-socket';
import { teacherRouteModules } from './dashboard-modules';
import { privacyRoutes } from './privacy';
import { pronunciationRoutes } from './pronunciation';

export const apiRouteModules: RouteModule[] = [
  healthRoutes,
  storyRoutes,
  storyContextRoutes,
  uiStateRoutes,
  uiStateSocketRoutes,
  voiceSessionRoutes,
  voiceSocketRoutes,
  troubleshootRoutes,
  readingRoutes,
  companionRoutes,
  pronunciationRoutes,
  ...teacherRouteModules,
  privacyRoutes,
];

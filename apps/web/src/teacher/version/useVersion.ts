/**
 * The version info from `GET /api/version/detailed`, or the built-in development fallback when the call
 * fails (teacher-side 7): 1.0.3-dev, environment development, API version v1.
 */
import {
  FALLBACK_API_VERSION,
  FALLBACK_ENVIRONMENT,
  FALLBACK_VERSION,
} from '@shared/constants/version';
import type { VersionInfo } from '@shared/schemas/ops';
import { fetchVersion } from '../api/ops-api';
import { useLoad } from '../ui/useLoad';

export const FALLBACK_VERSION_INFO: VersionInfo = {
  version: FALLBACK_VERSION,
  build: { number: 'dev', date: null, commit: null, environment: FALLBACK_ENVIRONMENT },
  release: { name: 'Development build', notes: '', features: [], breaking_changes: [], bug_fixes: [] },
  compatibility: { api_version: FALLBACK_API_VERSION, min_supported_version: FALLBACK_VERSION, deprecated_features: [] },
  deployment: { last_deployed: null, deployment_target: FALLBACK_ENVIRONMENT, rollback_version: null },
};

export type VersionView =
  | { status: 'loading' }
  | { status: 'ok'; info: VersionInfo }
  | { status: 'fallback'; info: VersionInfo };

export function useVersion(): VersionView {
  const { state } = useLoad(fetchVersion, 'Version unavailable');
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'ok') return { status: 'ok', info: state.data };
  return { status: 'fallback', info: FALLBACK_VERSION_INFO };
}

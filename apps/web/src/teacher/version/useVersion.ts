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
import { useQuery } from '@tanstack/react-query';
import { teacherKeys } from '../api/query-keys';

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
  // The footer and the settings panel show the same answer: one request, cached for the session.
  const version = useQuery({
    queryKey: teacherKeys.version,
    queryFn: fetchVersion,
    staleTime: Infinity,
    meta: { failureLog: 'Version unavailable' },
  });
  if (version.isPending) return { status: 'loading' };
  if (version.isSuccess) return { status: 'ok', info: version.data };
  return { status: 'fallback', info: FALLBACK_VERSION_INFO };
}

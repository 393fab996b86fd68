/**
 * Version information for the teacher's version display (teacher-side 2.5 and 3 "Version info"), read
 * once at boot from the root package.json and, when the checkout is a git repository, from git.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface VersionInfo {
  version: string;
  build: { number: string; date: string; commit: string | null; environment: string };
  release: { name: string; notes: string; features: string[]; breaking_changes: string[]; bug_fixes: string[] };
  compatibility: { api_version: string; min_supported_version: string; deprecated_features: string[] };
  deployment: { last_deployed: string; deployment_target: string; rollback_version: string | null };
}

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).toString().trim();
  } catch {
    return null;
  }
}

export function readVersionInfo(root: string, environment: string, bootedAt: Date): VersionInfo {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const commit = git(root, ['rev-parse', 'HEAD']);
  const buildNumber = git(root, ['rev-list', '--count', 'HEAD']) ?? '0';
  const commitDate = git(root, ['log', '-1', '--format=%cI']);
  return {
    version: pkg.version,
    build: { number: buildNumber, date: commitDate ?? bootedAt.toISOString(), commit, environment },
    release: {
      name: 'Open Book',
      notes: 'Offline voice reading companion with word-by-word tracking, pronunciation feedback and a teacher dashboard.',
      features: [
        'Offline speech: listens, follows every word and speaks with no cloud account',
        'Word-by-word reading progress with miscue analysis and words correct per minute',
        'Pronunciation assessment with a teacher report',
        'Four companion personas with an intervention budget',
        'Topic drift monitoring and safety alerts for teachers',
        'Runs on SQLite by default, PostgreSQL and Redis at scale',
      ],
      breaking_changes: [],
      bug_fixes: [],
    },
    compatibility: { api_version: 'v1', min_supported_version: '1.0.0', deprecated_features: [] },
    deployment: { last_deployed: bootedAt.toISOString(), deployment_target: 'self-hosted', rollback_version: null },
  };
}

/**
 * The e2e tests drive the built web app. `npm test` builds it first; a lone `vitest run tests/e2e` on a
 * fresh checkout builds it here once instead of failing with a blank page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../support/test-server';

export const WEB_INDEX_HTML = path.join(REPO_ROOT, 'apps/web/dist/index.html');

export function ensureWebBuild(): void {
  if (fs.existsSync(WEB_INDEX_HTML)) return;
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
    timeout: 300_000,
  });
  if (!fs.existsSync(WEB_INDEX_HTML)) throw new Error(`The web build did not produce ${WEB_INDEX_HTML}`);
}

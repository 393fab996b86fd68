/**
 * Issue 24: the packaged ways to run the server (deploy/Dockerfile, deploy/compose.yml, the systemd
 * unit) hand the server settings it accepts. This machine has no Docker daemon, so the image itself is
 * not built here; these checks catch a renamed or mistyped setting that would stop the boot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../apps/server/src/config';
import { REPO_ROOT } from '../support/server-process';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, 'deploy', file), 'utf8');

/** Compose's `${NAME:-default}` and `${NAME:?message}` as compose fills them with the operator's values. */
function interpolate(value: string, operator: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*)|:\?([^}]*))?\}/g, (_m, name: string, fallback?: string, required?: string) => {
    if (operator[name] !== undefined) return operator[name];
    if (required !== undefined) throw new Error(`compose refuses to start without ${name}: ${required}`);
    return fallback ?? '';
  });
}

describe('deploy/', () => {
  it('compose gives the app a configuration the server accepts, on PostgreSQL and Redis, and demands the secrets', () => {
    const compose = parse(read('compose.yml')) as {
      services: Record<string, { environment?: Record<string, string>; healthcheck?: unknown; depends_on?: Record<string, { condition: string }> }>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'redis']);
    const app = compose.services.app!;
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(compose.services.db!.healthcheck).toBeDefined();
    expect(compose.services.redis!.healthcheck).toBeDefined();

    const operator = { LC_ADMIN_PASSWORD: 'correct horse battery staple', LC_PUBLIC_ORIGIN: 'https://reading.school.example' };
    const env = Object.fromEntries(Object.entries(app.environment!).map(([k, v]) => [k, interpolate(String(v), operator)]));
    const config = loadConfig({ ...env, DATA_DIR: '/data' });
    expect(config.databaseUrl).toMatch(/^postgres:\/\/lc:.*@db:5432\/lc$/);
    expect(config.redisUrl).toBe('redis://redis:6379');

    expect(() => interpolate(String(app.environment!.LC_ADMIN_PASSWORD), {})).toThrow(/LC_ADMIN_PASSWORD/);
    expect(() => interpolate(String(app.environment!.LC_PUBLIC_ORIGIN), {})).toThrow(/LC_PUBLIC_ORIGIN/);
  });

  it('the image runs as an unprivileged user with a health check, on settings the server accepts', () => {
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/\nUSER node\n/);
    expect(runtime).toMatch(/HEALTHCHECK[^\n]*\n[^\n]*\/health/);
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    const env: Record<string, string> = {};
    for (const [, k, v] of runtime.matchAll(/([A-Z_]+)=(\S+)/g)) env[k!] = v!;
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['DATA_DIR', 'PORT', 'HTTPS_PORT', 'NODE_ENV']));
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('the systemd unit stops the server with SIGTERM and sets settings the server accepts', () => {
    const unit = read('learning-companion.service');
    const env = Object.fromEntries([...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map(([, k, v]) => [k!, v!]));
    expect(() => loadConfig(env)).not.toThrow();
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node scripts\/start\.mjs$/m);
    expect(unit).toMatch(/^User=learning-companion$/m);
  });
});

/**
 * Which API calls need a signed-in teacher and which an administrator (docs/architecture.md, "Contracts"), as one
 * table keyed by method and route pattern. Anything not listed is public (the child side needs no login).
 */
export type AccessLevel = 'public' | 'teacher' | 'admin';

interface Rule {
  methods: readonly string[] | 'any';
  /** Matched against the route pattern (e.g. `/api/v1/dashboard/session/:id`) or the path. */
  pattern: RegExp;
  level: AccessLevel;
}

const WRITE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** First match wins: the admin rules sit before the broad teacher prefixes they refine. */
const RULES: readonly Rule[] = [
  { methods: 'any', pattern: /^\/api\/auth\/(login|setup|logout)\/?$/, level: 'public' },
  { methods: 'any', pattern: /^\/api\/auth\/users(\/.*)?$/, level: 'admin' },
  { methods: 'any', pattern: /^\/api\/auth\/.*$/, level: 'teacher' },
  { methods: ['DELETE'], pattern: /^\/api\/v1\/dashboard\/clear-data\/?$/, level: 'admin' },
  { methods: ['POST'], pattern: /^\/api\/v1\/dashboard\/seed-mock-data\/?$/, level: 'admin' },
  { methods: WRITE, pattern: /^\/api\/v1\/dashboard\/config(\/.*)?$/, level: 'admin' },
  { methods: WRITE, pattern: /^\/api\/v1\/dashboard\/prompts(\/.*)?$/, level: 'admin' },
  { methods: WRITE, pattern: /^\/api\/dashboard\/pronunciation\/config\/?$/, level: 'admin' },
  { methods: WRITE, pattern: /^\/api\/pronunciation\/config\/?$/, level: 'admin' },
  { methods: 'any', pattern: /^\/api\/v1\/logs(\/.*)?$/, level: 'admin' },
  { methods: 'any', pattern: /^\/api\/database\/logs(\/.*)?$/, level: 'admin' },
  { methods: 'any', pattern: /^\/api\/database\/tables(\/.*)?$/, level: 'admin' },
  { methods: 'any', pattern: /^\/api\/v1\/privacy(\/.*)?$/, level: 'admin' },
  { methods: 'any', pattern: /^\/api\/(v1|dashboard|database)(\/.*)?$/, level: 'teacher' },
  { methods: 'any', pattern: /^\/api\/voicelive\/status\/?$/, level: 'teacher' },
  { methods: 'any', pattern: /^\/api\/voicelive\/personas\/history\/?$/, level: 'teacher' },
];

export function accessLevelFor(method: string, path: string): AccessLevel {
  const bare = path.split('?')[0] ?? path;
  const verb = method.toUpperCase();
  for (const rule of RULES) {
    if (!rule.pattern.test(bare)) continue;
    if (rule.methods === 'any' || rule.methods.includes(verb)) return rule.level;
  }
  return 'public';
}

/** Calls that change state and so must carry the session's CSRF token. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

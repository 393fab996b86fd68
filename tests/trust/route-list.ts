/**
 * Every route the app registered, read from Fastify's own route tree (`printRoutes`), so a route added
 * anywhere shows up in the trust tests without anyone remembering to list it. HEAD twins of GET routes
 * are left out: Fastify adds them itself and they share the GET route's hooks.
 */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    stack.length = depth;
    const parent = stack.join('');
    // Fastify prints a wildcard child as "* " without its separator when the parent ends with "/".
    const url = parent + (segment === '*' && parent !== '' && !parent.endsWith('/') ? '/*' : segment);
    stack.push(url.slice(parent.length));
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

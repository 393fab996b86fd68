/**
 * Serves the built React app. Unknown /api paths answer a JSON 404; a GET that wants a page (a browser
 * navigation: it accepts text/html) gets index.html, so a reload of any of the app's places
 * (`/read?band=…`, `/teacher/sessions/<id>`, docs/architecture.md "The web app") works. Any other
 * unknown path answers a JSON 404, so a load balancer pointed at a wrong path (/healthz, /metrics) does
 * not see "healthy".
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: true, index: ['index.html'] });
  } else {
    app.log.warn({ distDir }, 'the web app is not built; run `npm run build` (npm start does it for you)');
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    const wantsPage = request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').includes('text/html');
    if (!isApi && request.method === 'GET' && hasBuild && wantsPage) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ detail: isApi ? `No API route ${request.method} ${url}` : `Nothing at ${url}`, code: 'NOT_FOUND' });
  });
}

/**
 * HTTPS beside HTTP on the same Fastify app: requests and socket upgrades arriving over TLS are handed
 * to the app's own server, so every route, hook and socket behaves the same on both.
 */
import https from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { SchoolCertificate } from '../ops/tls/school-certificate';

export interface HttpsListener {
  port: number;
  close(): Promise<void>;
}

export async function listenHttps(app: FastifyInstance, opts: { port: number; host: string; certificate: SchoolCertificate }): Promise<HttpsListener> {
  const server = https.createServer({ cert: opts.certificate.cert, key: opts.certificate.key }, (req, res) => app.server.emit('request', req, res));
  server.on('upgrade', (req, socket, head) => app.server.emit('upgrade', req, socket, head));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : opts.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

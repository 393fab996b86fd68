import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSchoolCertificate } from './school-certificate';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-tls-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const names = { dns: ['localhost', 'school-server.test'], ips: ['127.0.0.1'] };

/** Answers what a browser trusting only `ca` gets from an https server with `cert` at `servername`. */
async function handshake(cert: { cert: string; key: string }, ca: string, servername: string): Promise<string> {
  const server = https.createServer(cert, (_req, res) => res.end('hello'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  try {
    return await new Promise<string>((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, servername, ca, headers: { host: servername } }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('the school certificate', () => {
  it('is trusted by a device that trusts only the school authority, for the names it covers', async () => {
    const made = await ensureSchoolCertificate(dir, names);
    expect(await handshake(made, made.caCert, 'school-server.test')).toBe('hello');
    await expect(handshake(made, made.caCert, 'elsewhere.test')).rejects.toThrow(/altnames|Hostname/i);
    expect(fs.statSync(path.join(dir, 'ca.key')).mode & 0o077).toBe(0);
  });

  it('keeps the authority when the machine gains a name, so trusting devices keep trusting it', async () => {
    const first = await ensureSchoolCertificate(dir, names);
    const again = await ensureSchoolCertificate(dir, names);
    expect(again.cert).toBe(first.cert);
    const renamed = await ensureSchoolCertificate(dir, { ...names, dns: [...names.dns, 'reading.school.lan'] });
    expect(renamed.caCert).toBe(first.caCert);
    expect(renamed.cert).not.toBe(first.cert);
    expect(new X509Certificate(renamed.cert).subjectAltName).toContain('DNS:reading.school.lan');
    expect(await handshake(renamed, first.caCert, 'reading.school.lan')).toBe('hello');
  });
});

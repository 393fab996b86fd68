/**
 * The certificate that gives tablets on the school network a secure context (browsers give the
 * microphone only to https pages or localhost). Made on first start in DATA_DIR/tls with `selfsigned`:
 * a local certificate authority, which a school installs once on its devices (the /trust page), and a
 * server certificate it signs for the machine's names and addresses. The server certificate is made
 * again when the machine gains a name or address, or a month before it expires; the authority stays,
 * so devices that trust it keep trusting the server.
 */
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import selfsigned from 'selfsigned';

export interface SchoolNames {
  dns: string[];
  ips: string[];
}

export interface SchoolCertificate {
  /** The server certificate followed by the authority's (the chain a browser needs). */
  cert: string;
  key: string;
  /** The authority a device trusts, PEM. */
  caCert: string;
  /** SHA-256 fingerprint of the authority, to compare on a device before trusting it. */
  caFingerprint: string;
}

const DAY_MS = 86_400_000;
const CA_DAYS = 3650;
const SERVER_DAYS = 397;
const RENEW_BEFORE_DAYS = 30;

/** The names and addresses a device on the network may use to reach this machine. */
export function machineNames(extraNames: readonly string[] = []): SchoolNames {
  const host = os.hostname().toLowerCase();
  const dns = new Set(['localhost', host, `${host}.local`, ...extraNames.map((n) => n.toLowerCase())]);
  const ips = new Set(['127.0.0.1', '::1']);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) if (!address.internal) ips.add(address.address.replace(/%.*$/, ''));
  }
  return { dns: [...dns].filter((n) => /^[a-z0-9.-]+$/.test(n)), ips: [...ips] };
}

function covers(cert: X509Certificate, names: SchoolNames): boolean {
  const alt = (cert.subjectAltName ?? '').split(',').map((s) => s.trim().toLowerCase());
  const has = (entry: string) => alt.includes(entry);
  return names.dns.every((n) => has(`dns:${n}`)) && names.ips.every((ip) => has(`ip address:${ip.toLowerCase()}`));
}

function stillValid(cert: X509Certificate, now: Date, marginDays: number): boolean {
  return Date.parse(cert.validTo) - now.getTime() > marginDays * DAY_MS && Date.parse(cert.validFrom) <= now.getTime();
}

function readIfPresent(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

function writePrivate(file: string, content: string): void {
  fs.writeFileSync(file, content, { mode: 0o600 });
}

async function makeAuthority(now: Date): Promise<{ cert: string; key: string }> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: `Learning Companion school CA (${os.hostname()})` }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - DAY_MS),
    notAfterDate: new Date(now.getTime() + CA_DAYS * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

async function makeServerCertificate(names: SchoolNames, ca: { cert: string; key: string }, now: Date): Promise<{ cert: string; key: string }> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: names.dns[1] ?? 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - DAY_MS),
    notAfterDate: new Date(now.getTime() + SERVER_DAYS * DAY_MS),
    ca,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [...names.dns.map((value) => ({ type: 2 as const, value })), ...names.ips.map((ip) => ({ type: 7 as const, ip }))],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

/** Reads the school's authority and server certificate from `dir`, making whichever is missing or stale. */
export async function ensureSchoolCertificate(dir: string, names: SchoolNames, now = new Date()): Promise<SchoolCertificate> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = { caCert: path.join(dir, 'ca.crt'), caKey: path.join(dir, 'ca.key'), cert: path.join(dir, 'server.crt'), key: path.join(dir, 'server.key') };
  let caCert = readIfPresent(files.caCert);
  let caKey = readIfPresent(files.caKey);
  if (!caCert || !caKey || !stillValid(new X509Certificate(caCert), now, RENEW_BEFORE_DAYS)) {
    const ca = await makeAuthority(now);
    [caCert, caKey] = [ca.cert, ca.key];
    writePrivate(files.caKey, caKey);
    fs.writeFileSync(files.caCert, caCert);
    fs.rmSync(files.cert, { force: true });
  }
  const authority = new X509Certificate(caCert);
  let cert = readIfPresent(files.cert);
  let key = readIfPresent(files.key);
  const current = cert ? new X509Certificate(cert) : null;
  if (!cert || !key || !current || !current.checkIssued(authority) || !stillValid(current, now, RENEW_BEFORE_DAYS) || !covers(current, names)) {
    const made = await makeServerCertificate(names, { cert: caCert, key: caKey }, now);
    [cert, key] = [made.cert, made.key];
    writePrivate(files.key, key);
    fs.writeFileSync(files.cert, cert);
  }
  return { cert: `${cert.trim()}\n${caCert.trim()}\n`, key, caCert, caFingerprint: authority.fingerprint256 };
}

/** A school's own certificate and key (TLS_CERT_FILE, TLS_KEY_FILE): used as they are. */
export function readOwnCertificate(certFile: string, keyFile: string): SchoolCertificate {
  const cert = fs.readFileSync(certFile, 'utf8');
  const first = new X509Certificate(cert);
  return { cert, key: fs.readFileSync(keyFile, 'utf8'), caCert: cert, caFingerprint: first.fingerprint256 };
}

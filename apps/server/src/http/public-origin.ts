/**
 * Which host names this server answers to, and the address its sockets are built on. The Host header is
 * the client's word and X-Forwarded-Host even more so, so neither is echoed back unchecked: a socket
 * address comes from LC_PUBLIC_ORIGIN, or from a Host that is this machine (localhost, an IP address, its
 * own host name) or an origin the configuration names. A DNS-rebinding page reaches the server under
 * its attacker's host name, which none of these are.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

export interface OriginConfig {
  publicOrigin: string | undefined;
  allowedOrigins: readonly string[];
  /** TLS_HOSTNAMES: the names the school's certificate was made for are this server's too. */
  https?: { extraNames: readonly string[] } | null;
}

/** The host name of a Host header value, without its port or IPv6 brackets; undefined when malformed. */
function hostName(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return undefined;
  }
}

/** Built once per configuration: every request's Host (and its CSP) is checked against it. */
const namedHostsByConfig = new WeakMap<OriginConfig, Set<string>>();

function namedHosts(config: OriginConfig): Set<string> {
  let names = namedHostsByConfig.get(config);
  if (!names) {
    names = collectNamedHosts(config);
    namedHostsByConfig.set(config, names);
  }
  return names;
}

function collectNamedHosts(config: OriginConfig): Set<string> {
  const names = new Set(['localhost', os.hostname().toLowerCase(), `${os.hostname().toLowerCase()}.local`]);
  for (const name of config.https?.extraNames ?? []) names.add(name.toLowerCase());
  for (const origin of [config.publicOrigin, ...config.allowedOrigins]) {
    if (!origin) continue;
    try {
      names.add(new URL(origin).hostname.toLowerCase());
    } catch {
      // an allowed origin that is not a URL names no host
    }
  }
  return names;
}

/**
 * A Host as browsers send it: a name or IP literal and a port. The URL parser behind hostName() reads
 * `127.0.0.1/ *` as 127.0.0.1, and such a Host was echoed into the CSP's connect-src (a `*` source).
 */
const PLAIN_HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{1,5})?$/i;

/** Whether a Host header names this server (any IP literal does: it cannot be a rebound name). */
export function isKnownHost(host: string | undefined, config: OriginConfig): boolean {
  if (!host || !PLAIN_HOST.test(host)) return false;
  const name = hostName(host);
  if (name === undefined) return false;
  return isIP(name) !== 0 || namedHosts(config).has(name);
}

/** The websocket origin (ws://host or wss://host) for this request. */
export function websocketOrigin(request: FastifyRequest, config: OriginConfig): string {
  const host = request.headers.host;
  if (isKnownHost(host, config)) return `${request.protocol === 'https' ? 'wss' : 'ws'}://${host}`;
  if (config.publicOrigin) return config.publicOrigin.replace(/^http/, 'ws');
  throw new AppError(
    'VALIDATION_FAILED',
    `This server does not know the address it was reached at (${host ?? 'no Host header'}). Set LC_PUBLIC_ORIGIN to the address people open.`,
  );
}

/**
 * Sockets accept a browser only from this server's own pages (or an origin listed in
 * LC_ALLOWED_ORIGINS), reached under a host this server knows. Clients that send no Origin (servers,
 * tests) are not browsers; they still need a known Host.
 */
export function isAllowedSocketRequest(request: FastifyRequest, config: OriginConfig): boolean {
  const host = request.headers.host;
  if (!isKnownHost(host, config)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (config.allowedOrigins.includes(origin) || origin === config.publicOrigin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

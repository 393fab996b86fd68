/**
 * The one reader of process.env. Every variable of the README's configuration table is parsed here with zod; a
 * misconfigured variable stops the boot with one line naming it.
 */
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0, 'must be a port number from 0 to 65535').max(65535, 'must be a port number from 0 to 65535').default(8000),
    HOST: z.string().min(1).default('0.0.0.0'),
    HTTPS_PORT: z.coerce.number().int().min(0, 'must be a port number from 0 to 65535 (0 turns HTTPS off)').max(65535, 'must be a port number from 0 to 65535 (0 turns HTTPS off)').default(8443),
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
    TLS_HOSTNAMES: z.string().regex(/^[A-Za-z0-9.,\s-]+$/, 'must be host names separated by commas').optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must start with postgres://, postgresql://, sqlite: or file:')
      .optional(),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
    VOICE_PROVIDER: z.enum(['local', 'openai', 'azure-voicelive']).default('local'),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_REALTIME_MODEL: z.string().min(1).default('gpt-realtime'),
    OPENAI_REALTIME_URL: z.string().url().default('wss://api.openai.com/v1/realtime'),
    AZURE_VOICELIVE_ENDPOINT: z.string().url().optional(),
    AZURE_VOICELIVE_API_KEY: z.string().min(1).optional(),
    AZURE_VOICELIVE_MODEL: z.string().min(1).default('gpt-4o'),
    LLM_BASE_URL: z.string().url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    AZURE_SPEECH_KEY: z.string().min(1).optional(),
    AZURE_SPEECH_REGION: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    RETAIN_AUDIO: booleanFlag.default(false),
    RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    LC_ADMIN_USERNAME: z.string().min(3).max(64).optional(),
    LC_ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').max(256).optional(),
    LC_ALLOWED_ORIGINS: z.string().optional(),
    LC_TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|1|0|yes|no|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be false, true (one proxy), a number of proxies, or the proxies\' addresses separated by commas',
      )
      .default('false'),
    LC_PUBLIC_ORIGIN: z
      .string()
      .url('must be the address people open, like https://reading.school.example')
      .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be only a scheme and host, like https://reading.school.example')
      .optional(),
    LC_SESSION_END_GRACE_SECONDS: z.coerce.number().int().min(0, 'must be 0 or more seconds').max(3600, 'must be at most 3600 seconds').default(120),
    LC_MAX_READERS: z.coerce.number().int().min(1, 'must be at least 1 reader').max(10_000).optional(),
    LC_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1, 'must be at least 1 minute').max(1440, 'must be at most 1440 minutes').default(15),
    LC_DEBUG_TOOLS: booleanFlag.default(false),
    NODE_ENV: z.string().default('production'),
    PATH: z.string().default(''),
  })
  .superRefine((env, ctx) => {
    const need = (cond: boolean, key: string, why: string) => {
      if (cond) ctx.addIssue({ code: 'custom', path: [key], message: why });
    };
    need(env.VOICE_PROVIDER === 'openai' && !env.OPENAI_API_KEY, 'OPENAI_API_KEY', 'is required when VOICE_PROVIDER=openai');
    need(
      env.VOICE_PROVIDER === 'azure-voicelive' && !env.AZURE_VOICELIVE_ENDPOINT,
      'AZURE_VOICELIVE_ENDPOINT',
      'is required when VOICE_PROVIDER=azure-voicelive',
    );
    need(
      env.VOICE_PROVIDER === 'azure-voicelive' && !env.AZURE_VOICELIVE_API_KEY,
      'AZURE_VOICELIVE_API_KEY',
      'is required when VOICE_PROVIDER=azure-voicelive',
    );
    const llm = [env.LLM_BASE_URL, env.LLM_MODEL].filter(Boolean).length;
    need(llm === 1, env.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL', 'LLM_BASE_URL and LLM_MODEL go together');
    need(Boolean(env.AZURE_SPEECH_KEY) !== Boolean(env.AZURE_SPEECH_REGION), 'AZURE_SPEECH_REGION', 'AZURE_SPEECH_KEY and AZURE_SPEECH_REGION go together');
    need(Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE), env.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE', 'TLS_CERT_FILE and TLS_KEY_FILE go together');
    need(Boolean(env.LC_ADMIN_USERNAME) !== Boolean(env.LC_ADMIN_PASSWORD), 'LC_ADMIN_PASSWORD', 'LC_ADMIN_USERNAME and LC_ADMIN_PASSWORD go together');
  });

export interface AppConfig {
  port: number;
  host: string;
  /**
   * HTTPS beside HTTP, so tablets on the school network get a secure context (the microphone): null
   * when HTTPS_PORT=0. Without a school's own certificate the server makes one (ops/tls).
   */
  https: { port: number; certFile: string | undefined; keyFile: string | undefined; extraNames: string[] } | null;
  dataDir: string;
  /** The database URL as the driver takes it: a `?schema=` parameter is moved to `databaseSchema`. */
  databaseUrl: string | undefined;
  /** PostgreSQL only: the schema every table lives in (from `DATABASE_URL=postgres://…?schema=name`). */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  voiceProvider: 'local' | 'openai' | 'azure-voicelive';
  openai: { apiKey: string | undefined; model: string; url: string };
  azureVoiceLive: { endpoint: string | undefined; apiKey: string | undefined; model: string };
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  azureSpeech: { key: string; region: string } | undefined;
  logLevel: string;
  /** Console lines: `auto` is readable text in a terminal and JSON lines elsewhere (a service manager, a pipe). */
  logFormat: 'auto' | 'pretty' | 'json';
  retainAudio: boolean;
  retentionDays: number;
  bootstrapAdmin: { username: string; password: string } | undefined;
  allowedOrigins: string[];
  /**
   * Which proxies in front may say who the client is (Fastify's trustProxy): false, a number of hops
   * counted from this server, or the proxies' addresses. Never "every hop": the left-most
   * X-Forwarded-For entry is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** The origin people open (LC_PUBLIC_ORIGIN), e.g. https://reading.school.example; sockets are built on it. */
  publicOrigin: string | undefined;
  /** A session ends when its voice socket closed this long ago and no socket of it came back. */
  sessionEndGraceMs: number;
  /** A session with no socket and nothing heard or said for this long has ended. */
  sessionIdleMs: number;
  /**
   * Children this instance listens to at once with the offline recogniser (LC_MAX_READERS); one more is
   * turned away kindly rather than every reader's highlight lagging. Unset: measured (reader-limit.ts).
   */
  maxReaders: number | undefined;
  /** The child screen's API test panel (spec: a debug tool): off unless LC_DEBUG_TOOLS is on. */
  debugTools: boolean;
  production: boolean;
  /** Where optional system tools (Debian pocketsphinx) are looked for. */
  searchPath: string;
}

export class ConfigError extends Error {}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Lets several deployments (or test runs) share one PostgreSQL database, each in its own schema, from
 * the environment alone: `postgres://…/db?schema=name`. The parameter is removed from the URL because
 * the driver would pass it to the server as an unknown startup option.
 */
function splitSchema(databaseUrl: string | undefined): { url: string | undefined; schema: string | undefined } {
  if (databaseUrl === undefined || !/^postgres(ql)?:\/\//i.test(databaseUrl)) return { url: databaseUrl, schema: undefined };
  let parsed: URL;
  try {
    parsed = new URL(databaseUrl);
  } catch {
    throw new ConfigError('Configuration error: DATABASE_URL is not a valid URL');
  }
  const schema = parsed.searchParams.get('schema');
  if (schema === null) return { url: databaseUrl, schema: undefined };
  if (!SCHEMA_NAME.test(schema)) {
    throw new ConfigError('Configuration error: DATABASE_URL schema must be lower-case letters, digits and _ (at most 63)');
  }
  parsed.searchParams.delete('schema');
  return { url: parsed.toString(), schema };
}

/** "true" means the one proxy the deployment guide puts in front (nginx), not every hop. */
function parseTrustProxy(value: string): false | number | string[] {
  if (['false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** Parses the environment. Throws a ConfigError whose message is one line naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const database = splitSchema(e.DATABASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    https:
      e.HTTPS_PORT === 0
        ? null
        : {
            port: e.HTTPS_PORT,
            certFile: e.TLS_CERT_FILE,
            keyFile: e.TLS_KEY_FILE,
            extraNames: (e.TLS_HOSTNAMES ?? '').split(',').map((s) => s.trim()).filter(Boolean),
          },
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: database.url,
    databaseSchema: database.schema,
    redisUrl: e.REDIS_URL,
    voiceProvider: e.VOICE_PROVIDER,
    openai: { apiKey: e.OPENAI_API_KEY, model: e.OPENAI_REALTIME_MODEL, url: e.OPENAI_REALTIME_URL },
    azureVoiceLive: { endpoint: e.AZURE_VOICELIVE_ENDPOINT, apiKey: e.AZURE_VOICELIVE_API_KEY, model: e.AZURE_VOICELIVE_MODEL },
    llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
    azureSpeech: e.AZURE_SPEECH_KEY && e.AZURE_SPEECH_REGION ? { key: e.AZURE_SPEECH_KEY, region: e.AZURE_SPEECH_REGION } : undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    retainAudio: e.RETAIN_AUDIO,
    retentionDays: e.RETENTION_DAYS,
    bootstrapAdmin:
      e.LC_ADMIN_USERNAME && e.LC_ADMIN_PASSWORD ? { username: e.LC_ADMIN_USERNAME, password: e.LC_ADMIN_PASSWORD } : undefined,
    allowedOrigins: (e.LC_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(e.LC_TRUST_PROXY),
    publicOrigin: e.LC_PUBLIC_ORIGIN ? new URL(e.LC_PUBLIC_ORIGIN).origin : undefined,
    sessionEndGraceMs: e.LC_SESSION_END_GRACE_SECONDS * 1000,
    sessionIdleMs: e.LC_SESSION_IDLE_MINUTES * 60_000,
    maxReaders: e.LC_MAX_READERS,
    debugTools: e.LC_DEBUG_TOOLS,
    production: e.NODE_ENV === 'production',
    searchPath: e.PATH,
  };
}

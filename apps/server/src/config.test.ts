import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.voiceProvider).toBe('local');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.retainAudio).toBe(false);
    expect(config.retentionDays).toBe(365);
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('stops with one line naming a misconfigured variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Configuration error: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ VOICE_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY is required/);
    expect(() => loadConfig({ RETAIN_AUDIO: 'maybe' })).toThrow(/RETAIN_AUDIO must be true or false/);
  });

  it('reads the cloud and LLM settings when they are given', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config.llm).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3' });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('takes a PostgreSQL schema from DATABASE_URL and gives the driver the URL without it', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://lc:pw@db.school.lan:5432/lc?sslmode=require&schema=school_a' });
    expect(config.databaseSchema).toBe('school_a');
    expect(config.databaseUrl).toBe('postgres://lc:pw@db.school.lan:5432/lc?sslmode=require');
    expect(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/lc' }).databaseSchema).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/lc?schema=Drop;Table' })).toThrow(/^Configuration error: DATABASE_URL schema /);
  });
});

import { describe, expect, it } from 'vitest';
import { VOICELIVE_CONFIG_DEFAULTS, VOICELIVE_CONFIG_KEYS } from '../constants/voicelive-config';
import { CreateTeacherRequestSchema, LoginRequestSchema, MeResponseSchema } from './auth';
import { PromptUpdateRequestSchema, VoiceliveConfigUpdateRequestSchema } from './dashboard-config';
import { DashboardSessionsQuerySchema, SafetyAlertsQuerySchema } from './dashboard-sessions';
import { BackendLogsQuerySchema, TableDataParamsSchema, TableDataQuerySchema } from './ops';
import { PronunciationHistoryQuerySchema, PronunciationTrendsQuerySchema } from './pronunciation-analytics';
import { parseRequest } from './validation';

const fail = (detail: string) => ({ success: false, detail });

describe('dashboard queries', () => {
  it('pages sessions 10 at a time and drops a blank search', () => {
    expect(DashboardSessionsQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(
      DashboardSessionsQuerySchema.parse({ page: '2', search: '  ', agent_type: 'quizcritter' }),
    ).toEqual({
      page: 2,
      page_size: 10,
      search: undefined,
      agent_type: 'quizcritter',
    });
    expect(parseRequest(DashboardSessionsQuerySchema, { page: '0' })).toEqual(
      fail('page must be a whole number from 1'),
    );
    expect(parseRequest(DashboardSessionsQuerySchema, { agent_type: 'all' }).success).toBe(false);
  });

  it('reads booleans and numbers from query strings', () => {
    expect(SafetyAlertsQuerySchema.parse({ resolved: 'false' })).toEqual({ resolved: false, page: 1, page_size: 20 });
    expect(PronunciationHistoryQuerySchema.parse({ student_age: '10' })).toEqual({
      limit: 20,
      offset: 0,
      student_age: 10,
    });
    expect(PronunciationTrendsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(TableDataQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
  });

  it('offers the five log line counts only and ignores an empty level', () => {
    expect(BackendLogsQuerySchema.parse({ level: '' })).toEqual({ lines: 100, level: undefined });
    expect(BackendLogsQuerySchema.parse({ lines: '500', level: 'ERROR' })).toEqual({
      lines: 500,
      level: 'ERROR',
    });
    expect(parseRequest(BackendLogsQuerySchema, { lines: '42' })).toEqual(
      fail('lines must be one of: 50, 100, 500, 1000, 5000'),
    );
  });

  it('only lets plain identifiers through as table names', () => {
    expect(TableDataParamsSchema.safeParse({ name: 'safety_alerts' }).success).toBe(true);
    expect(parseRequest(TableDataParamsSchema, { name: 'users; DROP TABLE users' })).toEqual(
      fail('table name must be letters, digits and underscores'),
    );
  });
});

describe('system prompts', () => {
  it("answers the spec's length messages", () => {
    expect(parseRequest(PromptUpdateRequestSchema, { age_range: '6-8', prompt_text: 'Too short.' })).toEqual(
      fail('Prompt too short (min 50 chars)'),
    );
    expect(
      parseRequest(PromptUpdateRequestSchema, { age_range: '6-8', prompt_text: 'a'.repeat(5001) }),
    ).toEqual(fail('Prompt too long (max 5000 chars)'));
    expect(
      parseRequest(PromptUpdateRequestSchema, { age_range: '15-18', prompt_text: 'a'.repeat(60) }),
    ).toEqual(fail('age_range must be one of: 6-8, 9-11, 12-14, 15-16, 17-18'));
    expect(
      PromptUpdateRequestSchema.parse({ age_range: '17-18', prompt_text: 'a'.repeat(50) }).age_range,
    ).toBe('17-18');
  });
});

describe('VoiceLive settings update', () => {
  const item = (key: string, value: string) => ({ key, value, category: 'voicelive_connection' });

  it('accepts the spec defaults for every key', () => {
    const body = VOICELIVE_CONFIG_KEYS.map((key) => item(key, String(VOICELIVE_CONFIG_DEFAULTS[key])));
    expect(VoiceliveConfigUpdateRequestSchema.parse(body)).toEqual(body);
  });

  it('enforces the field ranges and steps of the settings form', () => {
    const cases: Array<[string, string, boolean]> = [
      ['voicelive_connection_initial_delay', '0.1', true],
      ['voicelive_connection_initial_delay', '10', true],
      ['voicelive_connection_initial_delay', '0.05', false],
      ['voicelive_connection_initial_delay', '2.35', false],
      ['voicelive_connection_backoff_multiplier', '1.0', false],
      ['voicelive_connection_max_retries', '50', true],
      ['voicelive_connection_max_retries', '51', false],
      ['voicelive_connection_max_retries', '2.5', false],
      ['voicelive_connection_health_check_interval', '4', false],
      ['voicelive_connection_max_delay', '', false],
      ['voicelive_connection_jitter_enabled', 'yes', false],
    ];
    for (const [key, value, ok] of cases) {
      expect(
        VoiceliveConfigUpdateRequestSchema.safeParse([item(key, value)]).success,
        `${key}=${value}`,
      ).toBe(ok);
    }
    expect(
      parseRequest(VoiceliveConfigUpdateRequestSchema, [item('voicelive_connection_max_retries', '99')]),
    ).toEqual(fail('voicelive_connection_max_retries must be a number from 1 to 50 in steps of 1'));
  });

  it('rejects unknown keys and other categories', () => {
    expect(VoiceliveConfigUpdateRequestSchema.safeParse([item('voicelive_volume', '3')]).success).toBe(false);
    const wrongCategory = { key: 'voicelive_connection_max_retries', value: '3', category: 'agent' };
    expect(parseRequest(VoiceliveConfigUpdateRequestSchema, [wrongCategory])).toEqual(
      fail("category must be 'voicelive_connection'"),
    );
  });
});

describe('teacher sign-in', () => {
  it('needs a username and a password', () => {
    expect(LoginRequestSchema.parse({ username: 'ms.lee', password: 'secret' }).username).toBe('ms.lee');
    expect(parseRequest(LoginRequestSchema, { username: 'ms.lee' })).toEqual(fail('password is required'));
    expect(parseRequest(LoginRequestSchema, { username: '', password: 'x' })).toEqual(
      fail('username must not be empty'),
    );
  });

  it('sets rules for new accounts and knows two roles', () => {
    expect(CreateTeacherRequestSchema.parse({ username: ' ms.lee ', password: 'long enough pw' })).toEqual({
      username: 'ms.lee',
      password: 'long enough pw',
      role: 'teacher',
    });
    expect(
      parseRequest(CreateTeacherRequestSchema, { username: 'ms lee', password: 'long enough pw' }),
    ).toEqual(fail('username may use letters, digits, dots, dashes and underscores only'));
    expect(parseRequest(CreateTeacherRequestSchema, { username: 'ms.lee', password: 'short' })).toEqual(
      fail('password must be at least 10 characters'),
    );
    expect(MeResponseSchema.safeParse({ username: 'root', role: 'student' }).success).toBe(false);
  });
});

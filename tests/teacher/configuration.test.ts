import { defaultSystemPrompt, VOICELIVE_CONFIG_DEFAULTS } from '@shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVoiceliveConfig } from '../../apps/server/src/settings/voicelive-config';
import { getSystemPrompt, getSystemPromptForAge } from '../../apps/server/src/dashboard/system-prompts';
import { startTeacherApp, type TeacherApp } from './teacher-client';

describe('system prompts and VoiceLive settings', () => {
  let t: TeacherApp;
  const savePrompt = (text: string, ageRange = '9-11') =>
    t.call(t.admin, {
      method: 'PUT',
      url: '/api/v1/dashboard/prompts',
      payload: { age_range: ageRange, prompt_text: text },
    });
  const saveVoicelive = (items: { key: string; value: string }[]) =>
    t.call(t.admin, {
      method: 'PUT',
      url: '/api/v1/dashboard/config/voicelive',
      payload: items.map((i) => ({ ...i, category: 'voicelive_connection' })),
    });

  beforeAll(async () => {
    t = await startTeacherApp();
  });
  afterAll(() => t.close());

  it('accepts prompts of 50 to 5000 characters and refuses 49 and 5001 with the spec messages', async () => {
    const short = await savePrompt('a'.repeat(49));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ detail: 'Prompt too short (min 50 chars)', code: 'VALIDATION_FAILED' });
    const long = await savePrompt('a'.repeat(5001));
    expect(long.json()).toEqual({ detail: 'Prompt too long (max 5000 chars)', code: 'VALIDATION_FAILED' });
    expect((await savePrompt('b'.repeat(5000))).statusCode).toBe(200);
    const ok = await savePrompt('Read with me slowly and kindly, one word at a time');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      prompt: { age_range: '9-11', is_custom: true, char_count: 50, word_count: 11 },
    });
  });

  it('makes a saved prompt the one the companion uses, until it is reset', async () => {
    const text = 'You are Captain Story, a pirate who loves reading aloud with children aged nine to eleven.';
    await savePrompt(text);
    expect(await getSystemPrompt(t.server.ctx.repos, '9-11')).toBe(text);
    expect(await getSystemPromptForAge(t.server.ctx.repos, 10)).toBe(text);
    const list = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/prompts' });
    const prompts = list.json<{ prompts: { age_range: string; is_custom: boolean }[] }>().prompts;
    expect(prompts.map((p) => p.age_range)).toEqual(['6-8', '9-11', '12-14', '15-16', '17-18']);
    expect(prompts.filter((p) => p.is_custom).map((p) => p.age_range)).toEqual(['9-11']);

    const reset = await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/prompts/reset/9-11' });
    expect(reset.json()).toMatchObject({
      prompt: { is_custom: false, prompt_text: defaultSystemPrompt('9-11') },
    });
    expect(await getSystemPrompt(t.server.ctx.repos, '9-11')).toBe(defaultSystemPrompt('9-11'));

    await savePrompt(text, '6-8');
    await savePrompt(text, '17-18');
    const all = await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/prompts/reset-all' });
    expect(all.json()).toEqual({ reset_count: 2 });
    expect(
      (await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/prompts/reset/12-13' })).statusCode,
    ).toBe(400);
  });

  it('answers the defaults, saves valid values and refuses an out-of-range batch without saving any of it', async () => {
    const initial = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/config/voicelive' });
    expect(initial.json()).toMatchObject({
      voicelive_connection_config: {
        voicelive_connection_initial_delay: { value: 1 },
        voicelive_connection_jitter_enabled: { value: true },
        voicelive_transport_error_patterns: { value: 'closing transport,connection closed,transport closed' },
      },
    });

    const saved = await saveVoicelive([
      { key: 'voicelive_connection_max_delay', value: '120' },
      { key: 'voicelive_connection_jitter_enabled', value: 'false' },
    ]);
    expect(saved.json()).toEqual({
      success: true,
      updated: ['voicelive_connection_max_delay', 'voicelive_connection_jitter_enabled'],
      errors: [],
    });

    const refused = await saveVoicelive([
      { key: 'voicelive_connection_max_retries', value: '20' },
      { key: 'voicelive_connection_initial_delay', value: '0.05' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'voicelive_connection_initial_delay must be a number from 0.1 to 10 in steps of 0.1',
    );
    const config = await getVoiceliveConfig(t.server.ctx.repos);
    expect(config).toEqual({
      ...VOICELIVE_CONFIG_DEFAULTS,
      voicelive_connection_max_delay: 120,
      voicelive_connection_jitter_enabled: false,
    });

    const refresh = await t.call(t.admin, { method: 'POST', url: '/api/v1/dashboard/config/refresh' });
    expect(refresh.json()).toMatchObject({
      success: true,
      voicelive_connection_config: { voicelive_connection_max_delay: { value: 120 } },
    });
    const general = await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/config' });
    const rows = general.json<{
      config: Record<string, { key: string; value: string; data_type: string }[]>;
    }>().config.voicelive_connection!;
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.key === 'voicelive_connection_max_delay')).toMatchObject({
      value: '120',
      data_type: 'number',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { defaultDraft, draftFromConfig, draftProblems, toUpdateItems } from './voicelive-form';

describe('voicelive settings ranges', () => {
  it('accepts the spec defaults', () => {
    expect(draftProblems(defaultDraft())).toEqual({});
  });

  it('refuses an initial delay outside 0.1 to 10 or off its 0.1 step', () => {
    for (const value of ['0.05', '10.1', '1.25', '', 'abc']) {
      expect(draftProblems({ ...defaultDraft(), voicelive_connection_initial_delay: value })).toHaveProperty(
        'voicelive_connection_initial_delay',
      );
    }
    expect(draftProblems({ ...defaultDraft(), voicelive_connection_initial_delay: '0.1' })).toEqual({});
    expect(draftProblems({ ...defaultDraft(), voicelive_connection_initial_delay: '10' })).toEqual({});
  });

  it('checks retries 1 to 50, backoff 1.1 to 10 and health check 5 to 300', () => {
    const problems = draftProblems({
      ...defaultDraft(),
      voicelive_connection_max_retries: '51',
      voicelive_connection_backoff_multiplier: '1',
      voicelive_connection_health_check_interval: '4',
      voicelive_connection_max_delay: '300',
    });
    expect(Object.keys(problems).sort()).toEqual([
      'voicelive_connection_backoff_multiplier',
      'voicelive_connection_health_check_interval',
      'voicelive_connection_max_retries',
    ]);
  });

  it('takes the server values and falls back to defaults for missing keys', () => {
    const draft = draftFromConfig({ voicelive_connection_max_retries: { value: 5, description: 'Retries' } });
    expect(draft.voicelive_connection_max_retries).toBe('5');
    expect(draft.voicelive_connection_jitter_enabled).toBe('true');
  });
});

describe('toUpdateItems', () => {
  it('sends every key as text with the voicelive_connection category', () => {
    const items = toUpdateItems({ ...defaultDraft(), voicelive_connection_max_delay: ' 120 ' });
    expect(items).toHaveLength(7);
    expect(items).toContainEqual({ key: 'voicelive_connection_max_delay', value: '120', category: 'voicelive_connection' });
    expect(items.every((item) => typeof item.value === 'string')).toBe(true);
  });
});
